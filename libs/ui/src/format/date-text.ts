// Dates as staff type them: DD/MM/YYYY whatever the browser's language (SPEC: Italian formats).

const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar day of 2000–2099 as 'YYYY-MM-DD', or null. */
function isoOf(day: number, month: number, year: number): string | null {
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${year}-${pad(month)}-${pad(day)}`;
}

const fullYear = (y: string, currentYear: number) =>
  y === '' ? currentYear : y.length === 2 ? 2000 + Number(y) : Number(y);

/**
 * What a user typed → 'YYYY-MM-DD', completed sensibly: '15/03/2027', '15/3/27', '15.3.27',
 * '15-3', '150327', '15032027', '1503' (the year left out is this year); a pasted '2027-03-15' too. null when it is not a
 * day of 2000–2099 or not a date at all.
 */
export function parseDateText(text: string, currentYear: number = new Date().getFullYear()): string | null {
  const s = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (iso) return isoOf(Number(iso[3]), Number(iso[2]), Number(iso[1]));
  const digits = /^(\d{2})(\d{2})(\d{2}|\d{4})?$/.exec(s);
  const parts = /^(\d{1,2})[/.\-\s](\d{1,2})(?:[/.\-\s](\d{2}|\d{4}))?$/.exec(s);
  const m = digits ?? parts;
  if (!m) return null;
  return isoOf(Number(m[1]), Number(m[2]), fullYear(m[3] ?? '', currentYear));
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else unchanged (a text being typed). */
export function dateText(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}
