/**
 * Calendar arithmetic on `YYYY-MM-DD` strings (DECISIONS §8: dates travel as strings, never
 * as Date objects). Days are counted in UTC so no time zone or DST can shift them.
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** `to - from` in days (0 when equal, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Every date from `first` to `last`, both included (empty when `last` is before `first`). */
export function eachDay(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = dayNumber(first), end = dayNumber(last); d <= end; d++) out.push(fromDayNumber(d));
  return out;
}

/** Today in Europe/Rome (the operator's calendar), as `YYYY-MM-DD`. */
export function todayInRome(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/** '2024-07-31' (or an ISO timestamp's date) → '31/07/2024'; '' for empty or malformed input. */
export function formatItalianDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);
