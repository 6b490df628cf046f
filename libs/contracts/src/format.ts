/**
 * Italian formats (DECISIONS §8) without any dependency, so the API's documents and the
 * screens print money and dates the same way. Money is integer cents; dates 'YYYY-MM-DD'.
 */
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** 123456 → '1.234,56 €' (no-break space before €); '' for null. */
export function formatEuro(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return euro.format(cents / 100);
}

/** '2024-07-31' → '31/07/2024'; '' for empty or malformed input. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

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
