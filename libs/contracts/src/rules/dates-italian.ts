/**
 * Dates as Italians type and name them, on dayjs's customParseFormat plugin and 'it' locale
 * (docs/adr/0022-dayjs-the-one-date-library.md). Apart from rules/dates so that the screens which
 * neither read typed dates nor name days (the first staff screen) do not carry them.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/it.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';
import { ISO_DAY, ITALIAN_DAY } from './dates';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/** A day typed as 'DD/MM/YYYY' → `YYYY-MM-DD`; null unless it is exactly a real day in that format (strict). */
export function parseItalianDate(text: string): string | null {
  const d = dayjs.utc(text, ITALIAN_DAY, true);
  return d.isValid() ? d.format(ISO_DAY) : null;
}

const italian = (date: string) => dayjs.utc(`${date.slice(0, 10)}T00:00:00Z`).locale('it');

/** Italian names of a day: 'lun' (short), 'lunedì' (long). */
export function italianWeekday(date: string, width: 'short' | 'long' = 'short'): string {
  return italian(date).format(width === 'short' ? 'ddd' : 'dddd');
}

/** 'marzo 2027' for any day of March 2027 (`YYYY-MM-DD` or `YYYY-MM`). */
export function italianMonth(date: string): string {
  return italian(date.length === 7 ? `${date}-01` : date).format('MMMM YYYY');
}
