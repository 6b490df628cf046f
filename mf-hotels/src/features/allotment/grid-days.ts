import { formatItalianDate, isWeekend, italianHoliday, italianMonth, italianWeekday } from '@ham/contracts';

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

export function gridDays(dates: readonly string[]): GridDay[] {
  return dates.map((date, i) => {
    const holiday = italianHoliday(date);
    return {
      date,
      weekday: italianWeekday(date),
      label: `${date.slice(8, 10)}/${date.slice(5, 7)}`,
      weekend: isWeekend(date),
      holiday,
      month: i === 0 || date.endsWith('-01') ? italianMonth(date) : undefined,
      monthOf: italianMonth(date),
      title: [`${italianWeekday(date, 'long')} ${formatItalianDate(date)}`, holiday]
        .filter(Boolean)
        .join(' · '),
    };
  });
}
