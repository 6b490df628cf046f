import { formatItalianDate } from './dates';

/** A case's period, first and last day included ('YYYY-MM-DD'). */
export type CasePeriod = { begin: string; end: string };

/** What a case's period is read from: its own dates, else its stays (first arrival to last departure). */
export type CasePeriodSource = {
  beginDate?: string | null;
  endDate?: string | null;
  stays?: readonly { begin: string; end: string }[];
};

/**
 * The period of a case: its own 'Data inizio' – 'Data fine' when it has them (every stay lies
 * within them), else its stays' first arrival to last departure; null when it has neither.
 */
export function casePeriod({ beginDate, endDate, stays = [] }: CasePeriodSource): CasePeriod | null {
  if (beginDate && endDate) return { begin: beginDate, end: endDate };
  if (stays.length === 0) return null;
  // 'YYYY-MM-DD' sorts as the calendar does.
  const begins = stays.map((s) => s.begin).sort();
  const ends = stays.map((s) => s.end).sort();
  return { begin: begins[0], end: ends[ends.length - 1] };
}

/** The dates (of a meal, a bus trip, a guided tour, extra lines) outside the period, each once, in order. */
export function datesOutsidePeriod(
  dates: readonly (string | null | undefined)[],
  period: CasePeriod | null,
): string[] {
  if (!period) return [];
  const outside = dates.filter((d): d is string => !!d && (d < period.begin || d > period.end));
  return [...new Set(outside)].sort();
}

/**
 * The question before saving items dated outside the case's period, or null when every date is
 * within it: 'La data 20/04/2027 è fuori dal periodo della pratica (12/04/2027 – 15/04/2027).
 * Salvare comunque?'.
 */
export function outsidePeriodQuestion(
  dates: readonly (string | null | undefined)[],
  period: CasePeriod | null,
): string | null {
  const outside = datesOutsidePeriod(dates, period);
  if (!period || outside.length === 0) return null;
  const range = `(${formatItalianDate(period.begin)} – ${formatItalianDate(period.end)})`;
  const shown = outside.map(formatItalianDate);
  const which =
    shown.length === 1
      ? `La data ${shown[0]} è fuori`
      : `Le date ${shown.slice(0, -1).join(', ')} e ${shown.at(-1)} sono fuori`;
  return `${which} dal periodo della pratica ${range}. Salvare comunque?`;
}
