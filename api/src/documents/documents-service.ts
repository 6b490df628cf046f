import {
  type CaseFile,
  type CompanyConfig,
  type ConfirmationQuery,
  documentMessages,
  einvoiceMissingFields,
  einvoiceMissingMessage,
  type InvoiceData,
  type InvoiceDataWrite,
  type InvoiceListItem,
  type InvoiceListQuery,
  invoiceYear,
  nextInvoiceNumber,
  type Paged,
  todayInRome,
  type VoucherData,
  type VoucherDataWrite,
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
import { sdiStateOf } from '../sdi/sdi-repository';
import { confirmationDocument } from './confirmation-model';
import type { PrintedDocument } from './document-model';
import {
  findCustomer,
  findInvoiceOfCase,
  findVoucher,
  highestInvoiceNumber,
  hotelAddresses,
  insertInvoice,
  insertVoucher,
  invoicesOfMonth,
  listInvoices,
  sentDocumentsOf,
  updateInvoice,
  updateVoucher,
  type VoucherColumns,
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
import { sdiViewOfRoot, sdiViolations } from './sdi-checks';
import { sellerLines } from './seller-lines';
import { voucherDocument } from './voucher-model';

/**
 * The case documents (SPEC §7 Cases, the document calls; DECISIONS §7). Every print is built
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
  const [seller, docNames, hotels, customer] = await Promise.all([
    company(db),
    names(db),
    hotelAddresses(db, [...new Set(caseFile.stays.map((s) => s.hotel.id))]),
    findCustomer(db, caseFile.customer.id),
  ]);
  return confirmationDocument({
    caseFile,
    date: q.date,
    seller: sellerLines(seller),
    names: docNames,
    hotels,
    customerEmail: customer.email,
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

export async function getInvoiceData(db: Db, number: number): Promise<InvoiceData> {
  const { caseFile, content } = await currentContent(db, number);
  const [issued, sent, customer] = await Promise.all([
    findInvoiceOfCase(db, number),
    sentDocumentsOf(db, number),
    findCustomer(db, caseFile.customer.id),
  ]);
  const today = todayInRome();
  return {
    caseNumber: number,
    number: issued?.number ?? nextInvoiceNumber([await highestInvoiceNumber(db, invoiceYear(today))]),
    docdate: issued?.docdate ?? today,
    issued: issued !== undefined,
    changedSinceIssue: issued !== undefined && (content === null || contentChanged(issued.snapshot, content)),
    customer: { id: customer.id, fullName: customer.fullName },
    total: caseFile.total,
    einvoiceMissing: einvoiceMissingFields(customer),
    fileName: issued ? fatturaPaFileName(issued.snapshot) : null,
    sent,
  };
}

/**
 * Issues the invoice (or refreshes its snapshot). The number is unique in its year (409 when
 * taken, the database's unique key deciding a race) and fixed once issued; the date may move
 * within the year.
 */
export async function saveInvoiceData(db: Db, number: number, input: InvoiceDataWrite): Promise<InvoiceData> {
  const year = invoiceYear(input.docdate);
  try {
    await db.transaction().execute(async (tx) => {
      await caseHeadOr404(tx, number, true);
      const { caseFile, content } = await currentContent(tx, number);
      if (!hasItems(caseFile)) throw badRequest(documentMessages.noItems);
      if (!content) throw badRequest(documentMessages.companyMissing);
      const issued = await findInvoiceOfCase(tx, number, true);
      if (issued && issued.number !== input.number)
        throw badRequest(documentMessages.numberFixed, { number: documentMessages.numberFixed });
      if (issued && issued.year !== year)
        throw badRequest(documentMessages.yearFixed(issued.year), {
          docdate: documentMessages.yearFixed(issued.year),
        });
      const snapshot: InvoiceSnapshot = { ...content, number: input.number, docdate: input.docdate };
      const total = invoiceAmounts(snapshot.lines, snapshot.vat).total;
      if (issued) await updateInvoice(tx, issued.id, snapshot, total);
      else await insertInvoice(tx, snapshot, total);
    });
  } catch (error) {
    if (isPgError(error, PG.uniqueViolation) && error.constraint === 'invoices_year_number_key') {
      const message = documentMessages.numberUsed(input.number, year);
      throw new AppError(409, 'InvoiceNumberUsed', message, undefined, { number: message });
    }
    if (isPgError(error, PG.uniqueViolation)) throw stale();
    throw error;
  }
  return getInvoiceData(db, number);
}

async function issuedSnapshot(db: Db, number: number): Promise<InvoiceSnapshot> {
  await caseHeadOr404(db, number);
  const issued = await findInvoiceOfCase(db, number);
  if (!issued) throw notFound(documentMessages.notIssued);
  return issued.snapshot;
}

export async function invoiceOf(db: Db, number: number): Promise<PrintedDocument> {
  return invoiceDocument(await issuedSnapshot(db, number));
}

/** The XML, checked against the SdI's content rules before it leaves. */
function xmlOf(snapshot: InvoiceSnapshot): { fileName: string; xml: string } {
  const document = fatturaPaDocument(snapshot);
  const violations = sdiViolations(sdiViewOfRoot(document['p:FatturaElettronica']));
  if (violations.length) throw new AppError(422, 'InvoiceRules', documentMessages.invoiceRules, violations);
  return { fileName: fatturaPaFileName(snapshot), xml: fatturaPaText(document) };
}

export async function invoiceXmlOf(db: Db, number: number): Promise<{ fileName: string; xml: string }> {
  const snapshot = await issuedSnapshot(db, number);
  const missing = einvoiceMissingFields(snapshot.customer);
  if (missing.length)
    throw new AppError(400, 'EinvoiceFieldsMissing', einvoiceMissingMessage(missing), { fields: missing });
  return xmlOf(snapshot);
}

export async function invoiceList(db: Db, q: InvoiceListQuery): Promise<Paged<InvoiceListItem>> {
  return mapPage(
    await listInvoices(db, q),
    ({ snapshot, sdiStatus, sdiStatusAt, sentAt, sdiDetail, ...invoice }) => ({
      ...invoice,
      fileName: einvoiceMissingFields(snapshot.customer).length ? null : fatturaPaFileName(snapshot),
      sdi: sdiStateOf({ sdiStatus, sdiStatusAt, sentAt, sdiDetail }),
    }),
  );
}

/**
 * The month's XML files in one ZIP (for the accountant or the SdI intermediary). Invoices
 * whose customer lacks e-invoice fields are listed in `skipped` (no XML can be made).
 */
export async function monthZip(
  db: Db,
  year: number,
  month: number,
): Promise<{ fileName: string; zip: Uint8Array; count: number; skipped: number[] }> {
  const files: Record<string, Uint8Array> = {};
  const skipped: number[] = [];
  for (const snapshot of await invoicesOfMonth(db, year, month)) {
    if (einvoiceMissingFields(snapshot.customer).length) {
      skipped.push(snapshot.number);
      continue;
    }
    const { fileName, xml } = xmlOf(snapshot);
    files[fileName] = new TextEncoder().encode(xml);
  }
  const name = `fatture-${year}-${String(month).padStart(2, '0')}`;
  return {
    fileName: `${name}.zip`,
    zip: zipSync(files, { level: 6 }),
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
  const { caseFile, stay } = await stayOfCase(db, stayId, docNum);
  const [voucher, config, docNames, hotels] = await Promise.all([
    getVoucherData(db, stayId),
    company(db),
    names(db),
    hotelAddresses(db, [stay.hotel.id]),
  ]);
  return voucherDocument({
    caseFile,
    stay,
    voucher,
    hotel: hotels.get(stay.hotel.id) ?? { address: '', phone: null },
    seller: sellerLines(config),
    names: docNames,
  });
}
