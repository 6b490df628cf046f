import { z } from 'zod';
import { isoDate, optionalText, optionalWholeNumber, queryInt } from './common';
import { recordId } from './http';
import { messages } from './messages';
import { pageQuery } from './paging';
import { periodRead } from './schema-parts';
import { sdiState, sdiStatus } from './sdi';

// Case documents (docs/product/documents.md#confirmation-invoice-and-voucher-prints):
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
  /** Any change to an issued invoice (content, number, date) outside a rejection by the SdI. */
  invoiceIssued: 'Fattura già emessa: per correggerla emettere una nota di credito',
  dateFixed: 'La data di una fattura emessa non si può cambiare',
  caseHasInvoices: 'Pratica con fatture emesse: non si può eliminare',
  noteNeedsInvoice: 'Emettere prima la fattura della pratica',
  noteTooLarge: (remaining: string) =>
    `La nota di credito supera l'importo ancora da stornare della fattura (${remaining})`,
  noteNotFound: 'Nota non trovata',
  reasonRequired: 'Indicare il motivo della nota',
  linesRequired: 'Indicare almeno una riga',
  lineAmountZero: 'Indicare un importo diverso da zero',
  noteTotalPositive: 'Il totale della nota deve essere maggiore di zero',
  finalGuestCount: 'Inserire un numero intero da 0 a 100.000',
} as const;

/** GET /docs/:docNum/confirmation.{html|pdf}?date: the statement's date is required. */
export const confirmationQuery = z.object({ date: isoDate });
export type ConfirmationQuery = z.infer<typeof confirmationQuery>;

// ---- invoice ---------------------------------------------------------------------------

/** PUT /docs/:docNum/invoice/data (docs/product/documents.md#confirmation-invoice-and-voucher-prints: number, docdate). */
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

/** GET /docs/:docNum/invoice/data?date=: the number proposed follows the year of `date` (default today). */
export const invoiceDataQuery = z.object({ date: isoDate.optional() });
export type InvoiceDataQuery = z.infer<typeof invoiceDataQuery>;

/** The fiscal documents of the yearly sequence: invoice, credit note, debit note (FatturaPA's TipoDocumento). */
export const fiscalKinds = ['TD01', 'TD04', 'TD05'] as const;
export const fiscalKind = z.enum(fiscalKinds);
export type FiscalKind = z.infer<typeof fiscalKind>;
export const fiscalKindLabels: Record<FiscalKind, string> = {
  TD01: 'Fattura',
  TD04: 'Nota di credito',
  TD05: 'Nota di debito',
};
export const noteKinds = ['TD04', 'TD05'] as const;

/** A credit or debit note of the case's invoice. */
export const fiscalNote = z.object({
  id: z.number().int(),
  kind: z.enum(noteKinds),
  number: z.number().int(),
  docdate: z.string(),
  reason: z.string(),
  /** Cents, positive: a credit note takes it off the invoice, a debit note adds it. */
  total: z.number().int(),
  fileName: z.string().nullable(),
});
export type FiscalNote = z.infer<typeof fiscalNote>;

/**
 * GET /docs/:docNum/invoice/data: before the first save `issued` is false and `number` is the
 * server's proposal (the next of the year), `docdate` today. An issued invoice is final:
 * `changedSinceIssue` says the case differs from it (a credit or debit note corrects it);
 * `reissuable` when the SdI rejected it (issued again under the same number and date).
 * `einvoiceMissing` / `einvoiceInvalid`: the customer's fields the XML lacks or cannot use, in
 * Italian (both empty: the XML is available). `lines`: the issued invoice's lines (VAT
 * included), for a note; `amounts`: invoiced, credited, debited and net, cents.
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
  einvoiceInvalid: z.array(z.string()),
  /** `IT<partita IVA>_<progressivo>.xml` once issued and the seller is configured. */
  fileName: z.string().nullable(),
  sent: z.array(sentDocument),
  sdiStatus: sdiStatus.nullable(),
  reissuable: z.boolean(),
  /** The number a new document dated today (or `?date=`) would take. */
  nextNumber: z.number().int(),
  lines: z.array(z.object({ description: z.string(), total: z.number().int() })),
  notes: z.array(fiscalNote),
  amounts: z.object({
    invoiced: z.number().int(),
    credited: z.number().int(),
    debited: z.number().int(),
    net: z.number().int(),
    /** What a credit note may still take off. */
    creditable: z.number().int(),
  }),
});
export type InvoiceData = z.infer<typeof invoiceData>;

/**
 * POST /docs/:docNum/invoice/notes: a credit (TD04) or debit (TD05) note of the case's invoice,
 * whole or partial: the lines and amounts (VAT included, cents), a reason, the number and date
 * under the numbering rules. `requestKey`: made by the dialog once; the same key again answers
 * the note already issued.
 */
export const noteWrite = z.object({
  kind: z.enum(noteKinds),
  number: z
    .number()
    .int(messages.integer)
    .min(1, 'Deve essere almeno 1')
    .max(46_655, 'Valore massimo 46.655'),
  docdate: isoDate,
  reason: z.string().trim().min(1, documentMessages.reasonRequired).max(200, 'Al massimo 200 caratteri'),
  lines: z
    .array(
      z.object({
        description: z
          .string()
          .trim()
          .min(1, 'Indicare la descrizione')
          .max(1000, 'Al massimo 1000 caratteri'),
        /** Cents, VAT included; negative for a discount line (the note's total stays positive). */
        amount: z
          .number()
          .int(messages.integer)
          .min(-99_999_999, messages.maxAmount)
          .max(99_999_999, messages.maxAmount)
          .refine((v) => v !== 0, documentMessages.lineAmountZero),
      }),
    )
    .min(1, documentMessages.linesRequired)
    .max(200, 'Al massimo 200 righe')
    .refine((lines) => lines.reduce((sum, l) => sum + l.amount, 0) > 0, documentMessages.noteTotalPositive),
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Chiave della richiesta non valida'),
});
export type NoteWrite = z.infer<typeof noteWrite>;
export type NoteWriteInput = z.input<typeof noteWrite>;

/** GET /docs/invoices?year&month&p&ipp ('Fatture'): newest first. */
export const invoiceListQuery = pageQuery.extend({
  year: queryInt(2000, 2099).optional(),
  month: queryInt(1, 12).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceListItem = z.object({
  id: z.number().int(),
  kind: fiscalKind,
  /** A note: the number of the invoice it corrects. */
  relatedNumber: z.number().int().nullable(),
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
  year: queryInt(2000, 2099),
  month: queryInt(1, 12),
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

/** PUT /docs/stays/:id/voucher/data (docs/product/documents.md#confirmation-invoice-and-voucher-prints) with the version read. */
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
