// Dates as staff type them: DD/MM/YYYY whatever the browser's language. Which day a text is
// decides contracts' strict parsing (rules/dates, on dayjs); here only the shortcuts people type.
import { formatItalianDate, isIsoDate, parseItalianDate } from '@ham/contracts';

const pad = (n: string) => n.padStart(2, '0');

const fullYear = (y: string, currentYear: number) =>
  y === '' ? currentYear : y.length === 2 ? 2000 + Number(y) : Number(y);

/**
 * What a user typed → 'YYYY-MM-DD', completed sensibly: '15/03/2027', '15/3/27', '15.3.27',
 * '15-3', '150327', '15032027', '1503' (the year left out is this year); a pasted '2027-03-15' too. null when it is not a
 * day of 2000–2099 or not a date at all.
 */
export function parseDateText(text: string, currentYear: number = new Date().getFullYear()): string | null {
  const s = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return isIsoDate(s) && s >= '2000' && s < '2100' ? s : null;
  const digits = /^(\d{2})(\d{2})(\d{2}|\d{4})?$/.exec(s);
  const parts = /^(\d{1,2})[/.\-\s](\d{1,2})(?:[/.\-\s](\d{2}|\d{4}))?$/.exec(s);
  const m = digits ?? parts;
  if (!m) return null;
  const year = fullYear(m[3] ?? '', currentYear);
  if (year < 2000 || year > 2099) return null;
  return parseItalianDate(`${pad(m[1])}/${pad(m[2])}/${year}`);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else unchanged (a text being typed). */
export function dateText(value: string | null | undefined): string {
  if (!value) return '';
  return isIsoDate(value) ? formatItalianDate(value) : value;
}
