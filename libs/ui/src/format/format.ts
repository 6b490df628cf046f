// Italian formatting in one module (docs/product/formats-and-errors.md). Money is integer cents,
// dates travel as 'YYYY-MM-DD' (their rules and format: @ham/contracts rules/dates, docs/adr/0022),
// timestamps as ISO 8601 shown in Europe/Rome.
import { formatItalianDate, formatItalianDateTime, readAmountText } from '@ham/contracts';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const inputNumber = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** 123456 → '1.234,56 €' (no-break space before €); '' for null. */
export function formatEuro(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return euro.format(cents / 100);
}

/** '2024-07-31' → '31/07/2024'; '' for empty or malformed input (contracts' `formatItalianDate`). */
export const formatDate = formatItalianDate;

/** ISO timestamp → 'DD/MM/YYYY HH:mm' in Europe/Rome; '' for empty or invalid input (contracts' `formatItalianDateTime`). */
export const formatDateTime = formatItalianDateTime;

/**
 * What a user typed as euro → integer cents. Accepts '1.234,56', '1234,5', '1234.50' (a lone
 * dot followed by 1–2 digits is a decimal point), '-3,00'. null for empty or invalid input
 * (the whole text is read: contracts' `readAmountText`).
 */
export function parseEuro(input: string | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const read = readAmountText(input, { negative: true });
  return 'value' in read ? read.value : null;
}

/** 123450 → '1234,50' (the text a currency input starts from); '' for null. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return inputNumber.format(cents / 100);
}
