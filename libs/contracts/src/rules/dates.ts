/**
 * Calendar arithmetic on `YYYY-MM-DD` strings (DECISIONS §8: dates travel as strings, never
 * as Date objects). Days are counted in UTC so no time zone or DST can shift them.
 */
const two = (n: number) => (n < 10 ? `0${n}` : String(n));
const digits = (s: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + (s.charCodeAt(i) - 48);
  return n;
};

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date. Pure arithmetic on the proleptic Gregorian
 * calendar (H. Hinnant's days_from_civil): the quote options price every night of hundreds
 * of hotels, and a Date per call cost more than the pricing itself. A day beyond the
 * month's end rolls over as Date.UTC would (2026-02-30 is 2026-03-02).
 */
export function dayNumber(date: string): number {
  const m = digits(date, 5, 7);
  const d = digits(date, 8, 10);
  const y = digits(date, 0, 4) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The `YYYY-MM-DD` date of a day number (civil_from_days, the inverse of {@link dayNumber}). */
export function fromDayNumber(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${two(m)}-${two(d)}`;
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
