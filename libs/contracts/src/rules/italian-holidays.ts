import { addDays } from './dates';

/**
 * Italian public holidays (national: L. 260/1949 and later), marked on the allotment grid:
 * the fixed days and Easter Monday (Pasquetta). Easter Sunday is a Sunday, already marked as
 * a weekend; it is listed too so the hover names it.
 */
const FIXED: Record<string, string> = {
  '01-01': 'Capodanno',
  '01-06': 'Epifania',
  '04-25': 'Festa della Liberazione',
  '05-01': 'Festa del Lavoro',
  '06-02': 'Festa della Repubblica',
  '08-15': 'Ferragosto',
  '11-01': 'Ognissanti',
  '12-08': 'Immacolata Concezione',
  '12-25': 'Natale',
  '12-26': 'Santo Stefano',
};

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const easterCache = new Map<number, [string, string]>();

/** The name of the Italian public holiday on `date` (YYYY-MM-DD), or undefined. */
export function italianHoliday(date: string): string | undefined {
  const fixed = FIXED[date.slice(5)];
  if (fixed) return fixed;
  const year = Number(date.slice(0, 4));
  let easter = easterCache.get(year);
  if (!easter) {
    const sunday = easterSunday(year);
    easter = [sunday, addDays(sunday, 1)];
    easterCache.set(year, easter);
  }
  if (date === easter[0]) return 'Pasqua';
  if (date === easter[1]) return "Lunedì dell'Angelo";
  return undefined;
}
