import { formatDate } from '../format';

/**
 * Numbering of the fiscal documents (docs/product/documents.md): invoices, credit notes and
 * debit notes share one sequence per calendar year, without gaps or repeats. The numbers
 * already issued in a year decide the next one.
 */

/** The number the server proposes: one past the highest issued in the year (1 for a new year). */
export function nextInvoiceNumber(issuedInYear: readonly number[]): number {
  return Math.max(0, ...issuedInYear) + 1;
}

/** The calendar year of a 'YYYY-MM-DD' date: the year an invoice number belongs to. */
export const invoiceYear = (docdate: string): number => Number(docdate.slice(0, 4));

/** Where the sequence of a year stands: its highest number (0 for none) and that document's date. */
export interface YearSequence {
  highest: number;
  /** The latest date of the year's documents, null for none. */
  lastDate: string | null;
}

export const numberingMessages = {
  numberUsed: (number: number, year: number) =>
    `Il numero ${number} è già stato usato per un altro documento del ${year}`,
  numberGap: (expected: number, year: number) =>
    `Il numero deve essere ${expected}: la numerazione del ${year} non può avere salti`,
  dateInFuture: (today: string) => `La data non può essere successiva a oggi (${formatDate(today)})`,
  dateBeforeLast: (last: string) =>
    `La data non può essere anteriore a quella dell'ultimo documento dell'anno (${formatDate(last)})`,
} as const;

/**
 * The refusals of a new number and date, by field (empty: they may be issued). The number is
 * exactly the next of the date's year; the date is not after today (Europe/Rome) and not
 * before the year's last document.
 */
export function numberingErrors(
  input: { number: number; docdate: string },
  sequence: YearSequence,
  today: string,
): { number?: string; docdate?: string } {
  const errors: { number?: string; docdate?: string } = {};
  const year = invoiceYear(input.docdate);
  const expected = nextInvoiceNumber([sequence.highest]);
  if (input.number < expected) errors.number = numberingMessages.numberUsed(input.number, year);
  else if (input.number > expected) errors.number = numberingMessages.numberGap(expected, year);
  if (input.docdate > today) errors.docdate = numberingMessages.dateInFuture(today);
  else if (sequence.lastDate !== null && input.docdate < sequence.lastDate)
    errors.docdate = numberingMessages.dateBeforeLast(sequence.lastDate);
  return errors;
}

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

/** `IT<partita IVA>_<progressivo>.xml`, the name the SdI expects. */
export const invoiceFileName = (sellerVatNumber: string, year: number, number: number) =>
  `IT${sellerVatNumber}_${invoiceProgressivo(year, number)}.xml`;
