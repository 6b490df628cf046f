import { formatItalianDate, italianHoliday } from '@ham/contracts';

/** What the grid's header and cells show of a day: marks and labels, computed once per search. */
export interface GridDay {
  date: string;
  /** 'lun' … 'dom'. */
  weekday: string;
  /** '01/03'. */
  label: string;
  weekend: boolean;
  /** The Italian public holiday's name. */
  holiday?: string;
  /** The first column of a month (or of the grid): its name is shown and a boundary drawn. */
  month?: string;
  /** The day's month, 'aprile 2027': the grid's corner names the month of its first visible day. */
  monthOf: string;
  /** The hover text of the header: 'sabato 01/03/2027 · Festa della Repubblica'. */
  title: string;
}

const weekdayShort = new Intl.DateTimeFormat('it-IT', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function gridDays(dates: readonly string[]): GridDay[] {
  return dates.map((date, i) => {
    const utc = new Date(`${date}T00:00:00Z`);
    const dow = utc.getUTCDay();
    const holiday = italianHoliday(date);
    return {
      date,
      weekday: weekdayShort.format(utc).replace('.', ''),
      label: `${date.slice(8, 10)}/${date.slice(5, 7)}`,
      weekend: dow === 0 || dow === 6,
      holiday,
      month: i === 0 || date.endsWith('-01') ? monthName.format(utc) : undefined,
      monthOf: monthName.format(utc),
      title: [`${weekdayLong.format(utc)} ${formatItalianDate(date)}`, holiday].filter(Boolean).join(' · '),
    };
  });
}
