/**
 * Invoice numbering (DECISIONS §7): progressive per calendar year, unique per year, never
 * reused. The numbers already issued in a year (deleted cases included) decide the next one.
 */

/** The number the server proposes: one past the highest issued in the year (1 for a new year). */
export function nextInvoiceNumber(issuedInYear: readonly number[]): number {
  return Math.max(0, ...issuedInYear) + 1;
}

/** The calendar year of a 'YYYY-MM-DD' date: the year an invoice number belongs to. */
export const invoiceYear = (docdate: string): number => Number(docdate.slice(0, 4));

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The FatturaPA file's progressivo (at most 5 letters or digits, unique for the sender over
 * the years): the year's last two digits and the number in base 36 on three characters
 * (46.655 invoices a year). 2026 n. 12 → '2600C'.
 */
export function invoiceProgressivo(year: number, number: number): string {
  if (!Number.isInteger(number) || number < 1 || number >= 36 ** 3) {
    throw new RangeError(`invoice number ${number} outside 1..46655`);
  }
  let n = number;
  let digits = '';
  while (n > 0) {
    digits = BASE36[n % 36] + digits;
    n = Math.floor(n / 36);
  }
  return `${String(year % 100).padStart(2, '0')}${digits.padStart(3, '0')}`;
}

/** `IT<partita IVA>_<progressivo>.xml`, the name the SdI expects (SPEC §5). */
export const invoiceFileName = (sellerVatNumber: string, year: number, number: number) =>
  `IT${sellerVatNumber}_${invoiceProgressivo(year, number)}.xml`;
