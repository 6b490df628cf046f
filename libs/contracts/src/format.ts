/**
 * Italian formats, so the API's documents and the screens print money and dates
 * the same way. Money is integer cents; dates 'YYYY-MM-DD' (their rules: rules/dates).
 */
import { formatItalianDate } from './rules/dates';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** 123456 → '1.234,56 €' (no-break space before €); '' for null. */
export function formatEuro(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return euro.format(cents / 100);
}

/** '2024-07-31' → '31/07/2024'; '' for empty or malformed input (rules/dates' `formatItalianDate`). */
export const formatDate = formatItalianDate;

/** The months in Italian, as the screens name them ('Gennaio' … 'Dicembre'). */
export const italianMonths = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
] as const;
