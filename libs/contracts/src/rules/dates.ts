/**
 * The product's dates, on dayjs (docs/adr/0022-dayjs-the-one-date-library.md). Calendar days travel
 * as `YYYY-MM-DD` strings, never as Date objects, and are read in UTC (dayjs.utc), where no time
 * zone or DST change can move a day. Europe/Rome is the operator's calendar: it gives "today"
 * and the wall-clock time of timestamps. Nothing here returns a dayjs object.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// Strict parsing of typed dates and the Italian names (customParseFormat and the 'it' locale)
// are in dates-italian.ts: the first staff screen needs neither, and this module is on it.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The operator's calendar. */
export const ROME = 'Europe/Rome';
/** The wire format of a calendar day. */
export const ISO_DAY = 'YYYY-MM-DD';
/** A day as Italians write it. */
export const ITALIAN_DAY = 'DD/MM/YYYY';

/**
 * A `YYYY-MM-DD` day at 00:00 UTC. Read as a UTC timestamp: dayjs's own reading of a bare date
 * would take years 0–99 for 1900–1999 (Date.UTC's rule), and 0001-01-01 must stay year 1.
 */
const utcDay = (date: string): Dayjs => dayjs.utc(`${date.slice(0, 10)}T00:00:00Z`);
const iso = (d: Dayjs) => d.format(ISO_DAY);

// Day counting stays integer arithmetic, checked against dayjs.utc day by day in the tests:
// pricing and availability count every night of hundreds of hotels per request, and a dayjs
// object per night made the quote options about 7 times slower and the availability of a
// year about 20 times slower (measured in docs/adr/0022-dayjs-the-one-date-library.md).
const two = (n: number) => (n < 10 ? `0${n}` : String(n));
const digits = (s: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + (s.charCodeAt(i) - 48);
  return n;
};

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date, on the proleptic Gregorian calendar
 * (H. Hinnant's days_from_civil). A day beyond the month's end rolls over as dayjs.utc does
 * (2026-02-30 is 2026-03-02).
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
  return iso(dayjs(now).tz(ROME));
}

/**
 * Whether `text` is exactly a real `YYYY-MM-DD` day (2027-02-29 is not one): dayjs.utc rolls an
 * impossible day over, so the day must read back unchanged.
 */
export function isIsoDate(text: string): boolean {
  // A day past its month's end rolls over (2026-02-30 is 2026-03-02): not the same day back.
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && fromDayNumber(dayNumber(text)) === text;
}

/** '2024-07-31' (or an ISO timestamp's date) → '31/07/2024'; '' for empty or malformed input. */
export function formatItalianDate(value: string | null | undefined): string {
  const day = value?.slice(0, 10);
  // A valid ISO day's Italian form is its parts in the other order: no second parse (a year's
  // statement prints 7,000 dates).
  return day && isIsoDate(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
}

/** An instant (ISO 8601 timestamp) → 'DD/MM/YYYY HH:mm' on Rome's clock; '' for empty or invalid input. */
export function formatItalianDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(ROME).format(`${ITALIAN_DAY} HH:mm`) : '';
}

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const dow = utcDay(date).day();
  return dow === 0 || dow === 6;
}

export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);
