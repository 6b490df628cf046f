// Italian formatting in one module (STYLE 7, DECISIONS §8). Money is integer cents,
// dates travel as 'YYYY-MM-DD' (their rules and format: @ham/contracts rules/dates, docs/adr/0014),
// timestamps as ISO 8601 shown in Europe/Rome.
import { formatItalianDate } from '@ham/contracts';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const inputNumber = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const romeDateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 123456 → '1.234,56 €' (no-break space before €); '' for null. */
export function formatEuro(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return euro.format(cents / 100);
}

/** '2024-07-31' → '31/07/2024'; '' for empty or malformed input (contracts' `formatItalianDate`). */
export const formatDate = formatItalianDate;

/** ISO timestamp → 'DD/MM/YYYY HH:mm' in Europe/Rome; '' for empty or invalid input. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(romeDateTime.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

const GROUPED = String.raw`(?:\d{1,3}(?:\.\d{3})+|\d+)`;
const ITALIAN_DECIMAL = new RegExp(`^${GROUPED},\\d{0,2}$`);
const ITALIAN_INTEGER = new RegExp(`^${GROUPED}$`);

/**
 * What a user typed as euro → integer cents. Accepts '1.234,56', '1234,5', '1234.50' (a lone
 * dot followed by 1–2 digits is a decimal point), '-3,00'. null for empty or invalid input.
 */
export function parseEuro(input: string | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  let s = input.replace(/[\s\u00a0\u202f€]/g, '');
  if (s === '') return null;
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  if (ITALIAN_DECIMAL.test(s)) {
    // Italian: dots group thousands, the comma is the decimal point.
    s = s.replace(/\./g, '').replace(',', '.');
  } else if (ITALIAN_INTEGER.test(s)) {
    s = s.replace(/\./g, '');
  } else if (!/^\d+\.\d{1,2}$/.test(s)) {
    // anything but '12.5' typed with a dot as the decimal point
    return null;
  }
  const [intPart, frac = ''] = s.split('.');
  if (!/^\d+$/.test(intPart) || !/^\d{0,2}$/.test(frac)) return null;
  const cents = Number(intPart) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** 123450 → '1234,50' (the text a currency input starts from); '' for null. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return inputNumber.format(cents / 100);
}
