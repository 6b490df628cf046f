import {
  type CaseFile,
  type CompanyConfig,
  type ConfirmationQuery,
  documentMessages,
  einvoiceInvalidFields,
  einvoiceInvalidMessage,
  einvoiceMissingFields,
  einvoiceMissingMessage,
  type FiscalNote,
  formatEuro,
  type InvoiceData,
  type InvoiceDataWrite,
  type InvoiceListItem,
  type InvoiceListQuery,
  invoiceTotals,
  invoiceYear,
  type NoteWrite,
  nextInvoiceNumber,
  numberingErrors,
  type Paged,
  todayInRome,
  type VoucherData,
  type VoucherDataWrite,
  withoutMinorsBirthDates,
} from '@ham/contracts';
import { zipSync } from 'fflate';
import { caseNumberOfStay, costLineNames } from '../cases/cases-repository';
import { caseHeadOr404, getCaseFile } from '../cases/cases-service';
import { readConfig } from '../config-groups/config-service';
import type { Executor } from '../db/executor';
import { mapPage } from '../db/paging';
import { isPgError, PG } from '../db/pg-errors';
import type { Db } from '../db/schema';
import { AppError, badRequest, notFound, stale } from '../errors';
import { refreshPlan } from '../payments/payments-service';
import { findParticipants } from '../rooming/rooming-repository';
import { sdiStateOf } from '../sdi/sdi-repository';
import { getCaseTouristTax } from '../tourist-tax/tourist-tax-service';
import { confirmationDocument } from './confirmation-model';
import type { PrintedDocument } from './document-model';
import {
  findCustomer,
  findInvoiceOfCase,
  findNote,
  findNoteByRequestKey,
  findVoucher,
  highestInvoiceNumber,
  hotelAddresses,
  insertInvoice,
  insertVoucher,
  invoicesOfMonth,
  listInvoices,
  lockNumberingYear,
  notesOfInvoice,
  reissueInvoice,
  sentDocumentsOf,
  updateVoucher,
  type VoucherColumns,
  yearSequence,
} from './documents-repository';
import { fatturaPaDocument, fatturaPaFileName, fatturaPaText } from './fatturapa';
import { invoiceAmounts } from './invoice-amounts';
import { invoiceDocument } from './invoice-model';
import {
  contentChanged,
  type InvoiceContent,
  type InvoiceSnapshot,
  invoiceContent,
  invoiceSeller,
} from './invoice-snapshot';
import { roomingListDocument } from './rooming-model';
import { sdiViewOfRoot, sdiViolations } from './sdi-checks';
import { sellerLines } from './seller-lines';
import { voucherDocument } from './voucher-model';

/**
 * The case documents (docs/product/documents.md#confirmation-invoice-and-voucher-prints). Every print is built
 * from a pure model (…-model.ts); the invoice from its snapshot only.
 */

const company = (db: Executor) => readConfig(db as Db, 'company');

async function names(db: Executor) {
  const n = await costLineNames(db);
  return { accomodations: n.accomodations, serviceClasses: n.serviceClasses };
}

// ---- confirmation -------------------------------------------------------------------------

export async function confirmationOf(db: Db, number: number, q: ConfirmationQuery): Promise<PrintedDocument> {
  const caseFile = await getCaseFile(db, number);
  const [seller, docNames, hotels, customer, touristTax] = await Promise.all([
    company(db),
    names(db),
    hotelAddresses(db, [...new Set(caseFile.stays.map((s) => s.hotel.id))]),
    findCustomer(db, caseFile.customer.id),
    getCaseTouristTax(db, number),
  ]);
  return confirmationDocument({
    caseFile,
    date: q.date,
    seller: sellerLines(seller),
    names: docNames,
    hotels,
    customerEmail: customer.email,
    touristTax,
  });
}

// ---- invoice ------------------------------------------------------------------------------

const hasItems = (c: CaseFile) =>
  c.stays.length + c.meals.length + c.busTrips.length + c.guidedTours.length + c.extras.length > 0;

/** What the invoice of the case would say now (null seller: 'Dati azienda' not filled in). */
async function currentContent(
  db: Executor,
  number: number,
): Promise<{ content: InvoiceContent | null; caseFile: CaseFile; config: CompanyConfig }> {
  const caseFile = await getCaseFile(db, number);
  const [config, customer] = await Promise.all([company(db), findCustomer(db, caseFile.customer.id)]);
  const seller = invoiceSeller(config);
  return { caseFile, config, content: seller && invoiceContent(caseFile, customer, seller, config) };
}

const noteFileName = (snapshot: InvoiceSnapshot) =>
  einvoiceProblems(snapshot.customer).length ? null : fatturaPaFileName(snapshot);

/** The customer's fields the XML lacks or cannot use (empty: the XML can be made). */
function einvoiceProblems(customer: InvoiceSnapshot['customer']): string[] {
  return [...einvoiceMissingFields(customer), ...einvoiceInvalidFields(customer)];
}

/** The invoice data; before issue the number proposed is the next of `date`'s year (default today). */
export async function getInvoiceData(db: Db, number: number, date?: string): Promise<InvoiceData> {
  const { caseFile, content } = await currentContent(db, number);
  const [issued, sent, customer] = await Promise.all([
    findInvoiceOfCase(db, number),
    sentDocumentsOf(db, number),
    findCustomer(db, caseFile.customer.id),
  ]);
  const today = date ?? todayInRome();
  const nextNumber = nextInvoiceNumber([await highestInvoiceNumber(db, invoiceYear(today))]);
  const notes = issued ? await notesOfInvoice(db, issued.id) : [];
  // An issued invoice is shown with its own customer; before issue, the agency as it is now.
  const invoiceCustomer = issued?.snapshot.customer ?? customer;
  return {
    caseNumber: number,
    number: issued?.number ?? nextNumber,
    docdate: issued?.docdate ?? today,
    issued: issued !== undefined,
    changedSinceIssue: issued !== undefined && (content === null || contentChanged(issued.snapshot, content)),
    customer: { id: customer.id, fullName: invoiceCustomer.fullName },
    total: issued ? issued.total : caseFile.total,
    einvoiceMissing: einvoiceMissingFields(invoiceCustomer),
    einvoiceInvalid: einvoiceInvalidFields(invoiceCustomer),
    fileName: issued ? fatturaPaFileName(issued.snapshot) : null,
    sent,
    sdiStatus: issued?.sdi_status ?? null,
    reissuable: issued?.sdi_status === 'scartata',
    nextNumber,
    lines: issued ? issued.snapshot.lines.map((l) => ({ description: l.description, total: l.total })) : [],
    notes: notes.map((n) => ({
      id: n.id,
      kind: n.kind,
      number: n.number,
      docdate: n.docdate,
      reason: n.reason,
      total: n.total,
      fileName: noteFileName(n.snapshot),
    })),
    amounts: invoiceTotals(issued?.total ?? 0, notes),
  };
}

/** The next number and date of the year, checked under the year's lock (400 with the fields). */
async function checkNumbering(tx: Executor, input: { number: number; docdate: string }): Promise<void> {
  const year = invoiceYear(input.docdate);
  await lockNumberingYear(tx, year);
  const errors = numberingErrors(input, await yearSequence(tx, year), todayInRome());
  const first = errors.number ?? errors.docdate;
  if (first) throw badRequest(first, errors);
}

/** The database's last word on numbers and keys (the checks above normally decide first). */
function numberingConflict(error: unknown, input: { number: number; docdate: string }): never {
  if (isPgError(error, PG.uniqueViolation) && error.constraint === 'invoices_year_number_key') {
    const message = documentMessages.numberUsed(input.number, invoiceYear(input.docdate));
    throw new AppError(409, 'InvoiceNumberUsed', message, undefined, { number: message });
  }
  if (isPgError(error, PG.uniqueViolation)) throw stale();
  throw error;
}

const invoiceIssued = (fields?: Record<string, string>) =>
  new AppError(409, 'InvoiceIssued', documentMessages.invoiceIssued, undefined, fields);

/**
 * Issues the invoice: the number is the next of the date's year and the date neither after
 * today nor before the year's last document (docs/product/documents.md). An issued invoice is
 * final: saving it again unchanged is a no-op, any change 409 'InvoiceIssued'. Only an invoice
 * the SdI rejected ('scartata') is issued again, under the same number and date: the old
 * snapshot is kept in `invoice_revisions` and the SdI status starts over.
 */
export async function saveInvoiceData(
  db: Db,
  number: number,
  input: InvoiceDataWrite,
  by: number | null = null,
): Promise<InvoiceData> {
  try {
    await db.transaction().execute(async (tx) => {
      await caseHeadOr404(tx, number, true);
      const issued = await findInvoiceOfCase(tx, number, true);
      const { caseFile, content } = await currentContent(tx, number);
      if (issued) {
        const fields = {
          ...(issued.number !== input.number && { number: documentMessages.numberFixed }),
          ...(issued.docdate !== input.docdate && { docdate: documentMessages.dateFixed }),
        };
        if (Object.keys(fields).length) throw invoiceIssued(fields);
        if (issued.sdi_status !== 'scartata') {
          if (content && !contentChanged(issued.snapshot, content)) return;
          throw invoiceIssued();
        }
      }
      if (!hasItems(caseFile)) throw badRequest(documentMessages.noItems);
      if (!content) throw badRequest(documentMessages.companyMissing);
      // A final document must reach the SdI: issued only for a customer the XML can name.
      einvoiceReady(content.customer);
      const snapshot: InvoiceSnapshot = { ...content, number: input.number, docdate: input.docdate };
      const total = invoiceAmounts(snapshot.lines, snapshot.vat).total;
      if (issued) await reissueInvoice(tx, issued.id, snapshot, total, by);
      else {
        await checkNumbering(tx, input);
        await insertInvoice(tx, snapshot, total);
      }
      // What the agency owes is now the invoice's: its payment plan follows in this transaction.
      await refreshPlan(tx, number);
    });
  } catch (error) {
    numberingConflict(error, input);
  }
  return getInvoiceData(db, number);
}

/**
 * Issues a credit (TD04) or debit (TD05) note of the case's invoice, in the same yearly
 * sequence and under the same numbering rules. The note's parties and VAT are the invoice's;
 * its lines are the chosen amounts (VAT included). A credit note takes off at most what the
 * invoice still holds (invoice + debit notes − credit notes, integer cents). The request's key
 * makes a retry answer the note already issued instead of a second one.
 */
export async function issueNote(
  db: Db,
  caseNumber: number,
  input: NoteWrite,
): Promise<{ note: FiscalNote; created: boolean }> {
  const existing = await findNoteByRequestKey(db, input.requestKey);
  if (existing) return { note: await noteOfCase(db, caseNumber, existing), created: false };
  let issued: { id: number; case_number: number | null; created: boolean };
  try {
    issued = await db.transaction().execute(async (tx) => {
      await caseHeadOr404(tx, caseNumber, true);
      // The same request running alongside may have issued it while this one waited for the case.
      const meanwhile = await findNoteByRequestKey(tx, input.requestKey);
      if (meanwhile) return { ...meanwhile, created: false };
      const invoice = await findInvoiceOfCase(tx, caseNumber, true);
      if (!invoice) throw new AppError(409, 'InvoiceNotIssued', documentMessages.noteNeedsInvoice);
      const total = input.lines.reduce((sum, l) => sum + l.amount, 0);
      if (input.kind === 'TD04') {
        const { creditable } = invoiceTotals(invoice.total, await notesOfInvoice(tx, invoice.id));
        if (total > creditable)
          throw new AppError(
            409,
            'CreditExceedsInvoice',
            documentMessages.noteTooLarge(formatEuro(creditable)),
          );
      }
      await checkNumbering(tx, input);
      const snapshot: InvoiceSnapshot = {
        ...invoice.snapshot,
        number: input.number,
        docdate: input.docdate,
        kind: input.kind,
        related: { number: invoice.number, docdate: invoice.docdate },
        reason: input.reason,
        lines: input.lines.map((l) => ({
          description: l.description,
          quantity: 1,
          unitPrice: l.amount,
          total: l.amount,
        })),
      };
      const id = await insertInvoice(tx, snapshot, invoiceAmounts(snapshot.lines, snapshot.vat).total, {
        relatedInvoiceId: invoice.id,
        reason: input.reason,
        requestKey: input.requestKey,
      });
      await refreshPlan(tx, caseNumber);
      return { id, case_number: caseNumber, created: true };
    });
  } catch (error) {
    // The same key issued meanwhile by a request running alongside: that note is the answer.
    if (isPgError(error, PG.uniqueViolation) && error.constraint === 'invoices_request_key') {
      const again = await findNoteByRequestKey(db, input.requestKey);
      if (again) return { note: await noteOfCase(db, caseNumber, again), created: false };
    }
    numberingConflict(error, input);
  }
  return { note: await noteOfCase(db, caseNumber, issued), created: issued.created };
}

/** A note as the API answers it; a key or id of another case's note: 409 / 404. */
async function noteOfCase(db: Db, caseNumber: number, row: { id: number; case_number: number | null }) {
  if (row.case_number !== caseNumber)
    throw new AppError(409, 'RequestKeyUsed', 'Chiave della richiesta già usata per un altro documento');
  const invoice = await findInvoiceOfCase(db, caseNumber);
  const note = invoice && (await notesOfInvoice(db, invoice.id)).find((n) => n.id === row.id);
  if (!note) throw notFound(documentMessages.noteNotFound);
  return {
    id: note.id,
    kind: note.kind,
    number: note.number,
    docdate: note.docdate,
    reason: note.reason,
    total: note.total,
    fileName: noteFileName(note.snapshot),
  };
}

async function issuedSnapshot(db: Db, number: number): Promise<InvoiceSnapshot> {
  await caseHeadOr404(db, number);
  const issued = await findInvoiceOfCase(db, number);
  if (!issued) throw notFound(documentMessages.notIssued);
  return issued.snapshot;
}

async function noteSnapshot(db: Db, id: number): Promise<InvoiceSnapshot> {
  const note = await findNote(db, id);
  if (!note) throw notFound(documentMessages.noteNotFound);
  return note.snapshot;
}

export async function invoiceOf(db: Db, number: number): Promise<PrintedDocument> {
  return invoiceDocument(await issuedSnapshot(db, number));
}

export async function noteOf(db: Db, id: number): Promise<PrintedDocument> {
  return invoiceDocument(await noteSnapshot(db, id));
}

/** The XML, checked against the SdI's content rules before it leaves. */
function xmlOf(snapshot: InvoiceSnapshot): { fileName: string; xml: string } {
  const document = fatturaPaDocument(snapshot);
  const violations = sdiViolations(sdiViewOfRoot(document['p:FatturaElettronica']));
  if (violations.length) throw new AppError(422, 'InvoiceRules', documentMessages.invoiceRules, violations);
  return { fileName: fatturaPaFileName(snapshot), xml: fatturaPaText(document) };
}

/** 400 naming the customer's fields the XML lacks or cannot use. */
function einvoiceReady(customer: InvoiceSnapshot['customer']): void {
  const missing = einvoiceMissingFields(customer);
  if (missing.length)
    throw new AppError(400, 'EinvoiceFieldsMissing', einvoiceMissingMessage(missing), { fields: missing });
  const invalid = einvoiceInvalidFields(customer);
  if (invalid.length)
    throw new AppError(400, 'EinvoiceFieldsInvalid', einvoiceInvalidMessage(invalid), { fields: invalid });
}

/** The XML of a snapshot whose customer has every field it needs. */
export function checkedXmlOf(snapshot: InvoiceSnapshot): { fileName: string; xml: string } {
  einvoiceReady(snapshot.customer);
  return xmlOf(snapshot);
}

export async function invoiceXmlOf(db: Db, number: number): Promise<{ fileName: string; xml: string }> {
  return checkedXmlOf(await issuedSnapshot(db, number));
}

export async function noteXmlOf(db: Db, id: number): Promise<{ fileName: string; xml: string }> {
  return checkedXmlOf(await noteSnapshot(db, id));
}

export async function invoiceList(db: Db, q: InvoiceListQuery): Promise<Paged<InvoiceListItem>> {
  return mapPage(
    await listInvoices(db, q),
    ({ snapshot, sdiStatus, sdiStatusAt, sentAt, sdiDetail, ...invoice }) => ({
      ...invoice,
      fileName: noteFileName(snapshot),
      sdi: sdiStateOf({ sdiStatus, sdiStatusAt, sentAt, sdiDetail }),
    }),
  );
}

/**
 * The month's XML files in one ZIP (for the accountant or the SdI intermediary): invoices and
 * notes. Documents whose customer lacks e-invoice fields are listed in `skipped` (no XML).
 */
export async function monthZip(
  db: Db,
  year: number,
  month: number,
): Promise<{ fileName: string; zip: Uint8Array; count: number; skipped: number[] }> {
  const files: Record<string, Uint8Array> = {};
  const skipped: number[] = [];
  for (const snapshot of await invoicesOfMonth(db, year, month)) {
    if (einvoiceProblems(snapshot.customer).length) {
      skipped.push(snapshot.number);
      continue;
    }
    const { fileName, xml } = xmlOf(snapshot);
    files[fileName] = new TextEncoder().encode(xml);
  }
  const name = `fatture-${year}-${String(month).padStart(2, '0')}`;
  return {
    fileName: `${name}.zip`,
    // A fixed time in the entries: the same month gives the same bytes.
    zip: zipSync(files, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') }),
    count: Object.keys(files).length,
    skipped,
  };
}

// ---- vouchers -----------------------------------------------------------------------------

/** The stay and its case; 404 for an unknown stay or one of another case than `docNum`. */
async function stayOfCase(db: Db, stayId: number, docNum?: number) {
  const caseNumber = await caseNumberOfStay(db, stayId);
  if (caseNumber === undefined) throw notFound('Pernottamento non trovato');
  if (docNum !== undefined && caseNumber !== docNum) throw notFound(documentMessages.voucherOtherCase);
  const caseFile = await getCaseFile(db, caseNumber);
  const stay = caseFile.stays.find((s) => s.id === stayId);
  if (!stay) throw notFound('Pernottamento non trovato');
  return { caseFile, stay };
}

export async function getVoucherData(db: Db, stayId: number, docNum?: number): Promise<VoucherData> {
  const { stay } = await stayOfCase(db, stayId, docNum);
  const v = await findVoucher(db, stayId);
  return {
    stayId,
    caseNumber: stay.caseNumber,
    hotel: stay.hotel.name,
    begin: stay.begin,
    end: stay.end,
    guestCount: stay.guestCount,
    roomingList: v?.rooming_list ?? null,
    finalGuestCount: v?.final_guest_count ?? null,
    deposit: v?.deposit ?? null,
    purchasedByIt: v?.purchased_by_it ?? null,
    purchasedByEn: v?.purchased_by_en ?? null,
    hotelNotes: v?.hotel_notes ?? null,
    notes: v?.notes ?? null,
    version: v?.version ?? 0,
  };
}

export async function saveVoucherData(
  db: Db,
  stayId: number,
  { version, ...v }: VoucherDataWrite,
  docNum?: number,
): Promise<VoucherData> {
  await stayOfCase(db, stayId, docNum);
  const columns: VoucherColumns = {
    rooming_list: v.roomingList,
    final_guest_count: v.finalGuestCount,
    deposit: v.deposit,
    purchased_by_it: v.purchasedByIt,
    purchased_by_en: v.purchasedByEn,
    hotel_notes: v.hotelNotes,
    notes: v.notes,
  };
  const saved =
    version === 0
      ? await insertVoucher(db, stayId, columns)
      : await updateVoucher(db, stayId, version, columns);
  if (!saved) throw stale();
  return getVoucherData(db, stayId);
}

export async function voucherOf(db: Db, stayId: number, docNum?: number): Promise<PrintedDocument> {
  return (await stayPrints(db, stayId, docNum)).voucher;
}

/**
 * A stay's voucher and its rooming list as a document of its own ('Invia all'hotel',
 * docs/product/rooming-list.md#to-the-hotel), with what they were made of.
 */
export async function stayPrints(db: Db, stayId: number, docNum?: number) {
  const { caseFile, stay } = await stayOfCase(db, stayId, docNum);
  const [voucher, config, docNames, hotels, participants, touristTax] = await Promise.all([
    getVoucherData(db, stayId),
    company(db),
    names(db),
    hotelAddresses(db, [stay.hotel.id]),
    findParticipants(db, caseFile.number),
    getCaseTouristTax(db, caseFile.number),
  ]);
  const stayTax = touristTax.stays.find((t) => t.stayId === stay.id);
  const seller = sellerLines(config);
  // What leaves the product prints no minor's birth date (docs/product/rooming-list.md#privacy).
  const printed = withoutMinorsBirthDates(participants, caseFile.beginDate);
  return {
    caseFile,
    stay,
    participants,
    names: docNames,
    voucher: voucherDocument({
      caseFile,
      stay,
      voucher,
      hotel: hotels.get(stay.hotel.id) ?? { address: '', phone: null },
      seller,
      names: docNames,
      participants: printed,
      touristTax: stayTax && {
        amount: stayTax.amount,
        estimate: stayTax.estimate,
        included: touristTax.included,
      },
    }),
    rooming: roomingListDocument({ caseFile, stay, participants: printed, seller, names: docNames }),
    /** The participants as printed (no minor's birth date): the hotel's Excel file too. */
    printed,
  };
}
