import type { InvoiceListQuery, Paged, SentDocumentKind } from '@ham/contracts';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { fetchPage } from '../db/paging';
import type { Db, VoucherTable } from '../db/schema';
import { type SdiListColumns, sdiListColumns } from '../sdi/sdi-repository';
import type { InvoiceCustomer, InvoiceSnapshot } from './invoice-snapshot';

/** SQL of the case documents (migration 0010). */

export async function findCustomer(db: Executor, agencyId: number): Promise<InvoiceCustomer> {
  const r = await db
    .selectFrom('agencies as a')
    .leftJoin('countries as co', 'co.id', 'a.country_id')
    .select([
      'a.id',
      'a.full_name',
      'a.vat_number',
      'a.einvoice_code',
      'a.certified_email',
      'a.email',
      'a.address',
      'a.postal_code',
      'a.city',
      'a.country_id',
      'co.name as country_name',
    ])
    .where('a.id', '=', agencyId)
    .executeTakeFirstOrThrow();
  return {
    id: r.id,
    fullName: r.full_name,
    vatNumber: r.vat_number,
    einvoiceCode: r.einvoice_code,
    certifiedEmail: r.certified_email,
    email: r.email,
    address: r.address,
    postalCode: r.postal_code,
    city: r.city,
    countryId: r.country_id,
    countryName: r.country_name,
  };
}

/** Hotel id → its address line ('Via …, 00100 Città, Nazione') and phone. */
export async function hotelAddresses(
  db: Executor,
  ids: number[],
): Promise<Map<number, { address: string; phone: string | null }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('hotels as h')
    .leftJoin('countries as co', 'co.id', 'h.country_id')
    .select(['h.id', 'h.address', 'h.postal_code', 'h.city', 'co.name as country', 'h.phone'])
    .where('h.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        address: [r.address, [r.postal_code, r.city].filter(Boolean).join(' '), r.country]
          .filter(Boolean)
          .join(', '),
        phone: r.phone,
      },
    ]),
  );
}

// ---- invoices ----------------------------------------------------------------------------

/** The case's invoice (TD01); `forUpdate` locks it. */
export async function findInvoiceOfCase(db: Executor, caseNumber: number, forUpdate = false) {
  let q = db
    .selectFrom('invoices')
    .select(['id', 'year', 'number', 'docdate', 'snapshot', 'total', 'sdi_status'])
    .where('case_number', '=', caseNumber)
    .where('kind', '=', 'TD01');
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && { ...row, snapshot: row.snapshot as InvoiceSnapshot };
}

/** The credit and debit notes of an invoice, oldest first. */
export async function notesOfInvoice(db: Executor, invoiceId: number) {
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'kind', 'number', 'docdate', 'reason', 'total', 'snapshot'])
    .where('related_invoice_id', '=', invoiceId)
    .orderBy('docdate')
    .orderBy('number')
    .execute();
  return rows.map((r) => ({
    ...r,
    kind: r.kind as 'TD04' | 'TD05',
    reason: r.reason ?? '',
    snapshot: r.snapshot as InvoiceSnapshot,
  }));
}

/** A credit or debit note by id (an invoice's id is no note: undefined). */
export async function findNote(db: Executor, id: number) {
  const row = await db
    .selectFrom('invoices')
    .select(['id', 'case_number', 'snapshot'])
    .where('id', '=', id)
    .where('kind', '<>', 'TD01')
    .executeTakeFirst();
  return row && { ...row, snapshot: row.snapshot as InvoiceSnapshot };
}

/** The note an issuing request made (its key), if any. */
export async function findNoteByRequestKey(db: Executor, key: string) {
  return db
    .selectFrom('invoices')
    .select(['id', 'case_number'])
    .where('request_key', '=', key)
    .executeTakeFirst();
}

export async function caseHasFiscalDocuments(db: Executor, caseNumber: number): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('case_number', '=', caseNumber)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the year's numbering lock until the transaction ends: issuers of the same year take
 * turns, so each reads the sequence as the previous left it (no duplicate, no gap).
 */
export async function lockNumberingYear(db: Executor, year: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`ham:invoice-year:${year}`}, 0))`.execute(db);
}

/** The highest number of the year's fiscal documents and their latest date (0 and null for none). */
export async function yearSequence(
  db: Executor,
  year: number,
): Promise<{ highest: number; lastDate: string | null }> {
  const row = await db
    .selectFrom('invoices')
    .select([sql<number | null>`max(number)`.as('n'), sql<string | null>`max(docdate)::text`.as('d')])
    .where('year', '=', year)
    .executeTakeFirst();
  return { highest: row?.n ?? 0, lastDate: row?.d ?? null };
}

/** The highest number issued in the year (every kind of fiscal document), 0 for none. */
export async function highestInvoiceNumber(db: Executor, year: number): Promise<number> {
  return (await yearSequence(db, year)).highest;
}

const invoiceColumns = (s: InvoiceSnapshot, total: number) => ({
  year: Number(s.docdate.slice(0, 4)),
  number: s.number,
  docdate: s.docdate,
  customer_name: s.customer.fullName,
  case_name: s.caseName,
  total,
  snapshot: JSON.stringify(s),
});

export async function insertInvoice(
  db: Executor,
  s: InvoiceSnapshot,
  total: number,
  note?: { relatedInvoiceId: number; reason: string; requestKey: string },
): Promise<number> {
  const row = await db
    .insertInto('invoices')
    .values({
      case_number: s.caseNumber,
      ...invoiceColumns(s, total),
      kind: s.kind ?? 'TD01',
      ...(note && {
        related_invoice_id: note.relatedInvoiceId,
        reason: note.reason,
        request_key: note.requestKey,
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Issues a rejected document again: its snapshot as it was goes to `invoice_revisions`, the new
 * one takes its place and the SdI status starts over.
 */
export async function reissueInvoice(
  db: Executor,
  id: number,
  s: InvoiceSnapshot,
  total: number,
  by: number | null,
): Promise<void> {
  await db
    .insertInto('invoice_revisions')
    .columns(['invoice_id', 'snapshot', 'total', 'replaced_by'])
    .expression((eb) =>
      eb
        .selectFrom('invoices')
        .select(['id', 'snapshot', 'total', eb.val(by).as('replaced_by')])
        .where('id', '=', id),
    )
    .execute();
  await db
    .updateTable('invoices')
    .set({
      ...invoiceColumns(s, total),
      sdi_status: 'da_inviare',
      sdi_status_at: sql`now()`,
      sent_at: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

const invoiceList = (db: Executor, q: { year?: number; month?: number }) => {
  let query = db.selectFrom('invoices');
  if (q.year !== undefined) query = query.where('year', '=', q.year);
  if (q.month !== undefined) query = query.where(sql<number>`extract(month from docdate)`, '=', q.month);
  return query;
};

export function listInvoices(db: Db, q: InvoiceListQuery) {
  return fetchPage(
    invoiceList(db, q)
      .select((eb) => [
        'id',
        'kind',
        eb
          .selectFrom('invoices as r')
          .select('r.number')
          .whereRef('r.id', '=', 'invoices.related_invoice_id')
          .as('relatedNumber'),
        'number',
        'docdate',
        'case_number as caseNumber',
        'case_name as caseName',
        'customer_name as customer',
        'total',
        'snapshot',
      ])
      .select(sdiListColumns)
      .orderBy('docdate', 'desc')
      .orderBy('number', 'desc'),
    q,
  ) as Promise<
    Paged<
      {
        id: number;
        kind: 'TD01' | 'TD04' | 'TD05';
        relatedNumber: number | null;
        number: number;
        docdate: string;
        caseNumber: number | null;
        caseName: string;
        customer: string;
        total: number;
        snapshot: InvoiceSnapshot;
      } & SdiListColumns
    >
  >;
}

export async function invoicesOfMonth(db: Executor, year: number, month: number) {
  const rows = await invoiceList(db, { year, month }).select(['snapshot']).orderBy('number').execute();
  return rows.map((r) => r.snapshot as InvoiceSnapshot);
}

// ---- vouchers ----------------------------------------------------------------------------

export const findVoucher = (db: Executor, stayId: number) =>
  db.selectFrom('vouchers').selectAll().where('stay_id', '=', stayId).executeTakeFirst();

/** A voucher's editable columns: the stay is the key, version and time the database's. */
export type VoucherColumns = Omit<Selectable<VoucherTable>, 'stay_id' | 'version' | 'updated_at'>;

/** The first save (read as version 0); false when someone saved first. */
export async function insertVoucher(db: Executor, stayId: number, v: VoucherColumns): Promise<boolean> {
  const row = await db
    .insertInto('vouchers')
    .values({ stay_id: stayId, ...v })
    .onConflict((oc) => oc.column('stay_id').doNothing())
    .returning('stay_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateVoucher(db: Executor, stayId: number, version: number, v: VoucherColumns) {
  const r = await db
    .updateTable('vouchers')
    .set({ ...v, version: sql`version + 1`, updated_at: sql`now()` })
    .where('stay_id', '=', stayId)
    .where('version', '=', version)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

// ---- sent documents ----------------------------------------------------------------------

export async function insertSentDocument(
  db: Executor,
  row: { caseNumber: number; document: SentDocumentKind; to: string; mailId: number; sentBy: number | null },
): Promise<void> {
  await db
    .insertInto('sent_documents')
    .values({
      case_number: row.caseNumber,
      document: row.document,
      to: row.to,
      mail_id: row.mailId,
      sent_by: row.sentBy,
    })
    .execute();
}

export async function sentDocumentsOf(db: Executor, caseNumber: number) {
  const rows = await db
    .selectFrom('sent_documents as s')
    .leftJoin('accounts as a', 'a.id', 's.sent_by')
    .select(['s.id', 's.document', 's.to', 's.sent_at', 'a.first_name', 'a.last_name'])
    .where('s.case_number', '=', caseNumber)
    .orderBy('s.sent_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    document: r.document,
    to: r.to,
    sentAt: new Date(r.sent_at).toISOString(),
    sentBy: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
  }));
}
