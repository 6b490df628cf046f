import { z } from 'zod';
import { isoDate, optionalText, optionalWholeNumber } from './common';
import { recordId } from './http';
import { messages } from './messages';
import { pageQuery } from './paging';
import { periodRead } from './schema-parts';
import { sdiState } from './sdi';

// Case documents (SPEC §3 Invoice data / Voucher data, §7 the document calls, DECISIONS §7):
// the confirmation statement, the invoice (HTML, PDF, FatturaPA XML) and the stay vouchers.
// Money in integer euro cents; dates 'YYYY-MM-DD'.

export const documentMessages = {
  /** An invoice of nothing. */
  noItems: 'La pratica non contiene voci da fatturare',
  numberUsed: (number: number, year: number) =>
    `Il numero ${number} è già stato usato per un'altra fattura del ${year}`,
  numberFixed: 'Il numero di una fattura emessa non si può cambiare',
  yearFixed: (year: number) => `La data deve restare nell'anno della fattura (${year})`,
  notIssued: 'La fattura di questa pratica non è ancora stata emessa',
  companyMissing: "Compilare i 'Dati azienda' in Configurazione prima di emettere la fattura elettronica",
  voucherOtherCase: 'Il pernottamento non appartiene a questa pratica',
  noAgencyEmail: "L'agenzia non ha un indirizzo e-mail: indicarlo nell'anagrafica",
  invoiceRules: 'La fattura elettronica non rispetta i controlli del SdI',
  finalGuestCount: 'Inserire un numero intero da 0 a 100.000',
} as const;

/** GET /docs/:docNum/confirmation.{html|pdf}?date: the statement's date is required. */
export const confirmationQuery = z.object({ date: isoDate });
export type ConfirmationQuery = z.infer<typeof confirmationQuery>;

// ---- invoice ---------------------------------------------------------------------------

/** PUT /docs/:docNum/invoice/data (SPEC §3 Invoice data: number, docdate). */
export const invoiceDataWrite = z.object({
  number: z
    .number()
    .int(messages.integer)
    .min(1, 'Deve essere almeno 1')
    .max(46_655, 'Valore massimo 46.655'),
  docdate: isoDate,
});
export type InvoiceDataWrite = z.infer<typeof invoiceDataWrite>;

export const sentDocumentKinds = ['confirmation', 'invoice'] as const;
export const sentDocumentKind = z.enum(sentDocumentKinds);
export type SentDocumentKind = z.infer<typeof sentDocumentKind>;

/** A document mailed to the agency ('Inviata il … a …'). */
export const sentDocument = z.object({
  id: z.number().int(),
  document: sentDocumentKind,
  to: z.string(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
});
export type SentDocument = z.infer<typeof sentDocument>;

/**
 * GET /docs/:docNum/invoice/data: before the first save `issued` is false and `number` is the
 * server's proposal (the next of the year), `docdate` today. `changedSinceIssue`: the case or
 * the customer changed after the snapshot (saving again refreshes it). `einvoiceMissing`: the
 * customer's fields the XML lacks, in Italian (empty: the XML is available).
 */
export const invoiceData = z.object({
  caseNumber: z.number().int(),
  number: z.number().int(),
  docdate: z.string(),
  issued: z.boolean(),
  changedSinceIssue: z.boolean(),
  customer: z.object({ id: z.number().int(), fullName: z.string() }),
  total: z.number().int(),
  einvoiceMissing: z.array(z.string()),
  /** `IT<partita IVA>_<progressivo>.xml` once issued and the seller is configured. */
  fileName: z.string().nullable(),
  sent: z.array(sentDocument),
});
export type InvoiceData = z.infer<typeof invoiceData>;

/** GET /docs/invoices?year&month&p&ipp ('Fatture'): newest first. */
export const invoiceListQuery = pageQuery.extend({
  year: z.coerce.number().int().min(2000).max(2099).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceListItem = z.object({
  id: z.number().int(),
  number: z.number().int(),
  docdate: z.string(),
  /** null once the case was deleted: the invoice and its number stay. */
  caseNumber: z.number().int().nullable(),
  caseName: z.string(),
  customer: z.string(),
  total: z.number().int(),
  fileName: z.string().nullable(),
  /** Where the e-invoice stands with the SdI (docs/product/sdi.md). */
  sdi: sdiState,
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

/** GET /docs/invoices/export.zip?year&month: the month's XML files. */
export const invoiceExportQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2099),
  month: z.coerce.number().int().min(1).max(12),
});
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuery>;

/** POST /docs/:docNum/send ('Invia all'agenzia'): the confirmation of `date`, or the issued invoice. */
export const sendDocumentWrite = z.discriminatedUnion('document', [
  z.object({ document: z.literal('confirmation'), date: isoDate }),
  z.object({ document: z.literal('invoice') }),
]);
export type SendDocumentWrite = z.infer<typeof sendDocumentWrite>;
export const sentDocuments = z.object({ items: z.array(sentDocument) });

// ---- voucher ---------------------------------------------------------------------------

/** The voucher form's fields (the PUT adds the version read). */
export const voucherFields = z.object({
  /** One guest a line. */
  roomingList: optionalText(20_000),
  finalGuestCount: optionalWholeNumber(100_000, documentMessages.finalGuestCount, null),
  /** Deposit already paid, cents. */
  deposit: z
    .number()
    .int(messages.integer)
    .min(0, messages.notNegative)
    .max(99_999_999, messages.maxAmount)
    .nullish()
    .transform((v) => v ?? null),
  purchasedByIt: optionalText(500),
  purchasedByEn: optionalText(500),
  hotelNotes: optionalText(2000),
  notes: optionalText(2000),
});

/** PUT /docs/stays/:id/voucher/data (SPEC §3 Voucher data) with the version read. */
export const voucherDataWrite = voucherFields.extend({ version: z.number().int().nonnegative() });
export type VoucherDataWrite = z.infer<typeof voucherDataWrite>;
export type VoucherDataWriteInput = z.input<typeof voucherDataWrite>;

/** GET /docs/stays/:id/voucher/data: the data (empty, version 0, before the first save) and its stay. */
export const voucherData = z.object({
  stayId: z.number().int(),
  caseNumber: z.number().int(),
  hotel: z.string(),
  ...periodRead,
  guestCount: z.number().int(),
  roomingList: z.string().nullable(),
  finalGuestCount: z.number().int().nullable(),
  deposit: z.number().int().nullable(),
  purchasedByIt: z.string().nullable(),
  purchasedByEn: z.string().nullable(),
  hotelNotes: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
});
export type VoucherData = z.infer<typeof voucherData>;

/** `?docNum=` on the voucher calls: the case the screen came from (a stay of another case is 404). */
export const voucherCaseQuery = z.object({ docNum: recordId.optional() });
