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

export async function findInvoiceOfCase(db: Executor, caseNumber: number, forUpdate = false) {
  let q = db
    .selectFrom('invoices')
    .select(['id', 'year', 'number', 'docdate', 'snapshot'])
    .where('case_number', '=', caseNumber);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && { ...row, snapshot: row.snapshot as InvoiceSnapshot };
}

/** The highest number issued in the year (deleted cases' invoices included), 0 for none. */
export async function highestInvoiceNumber(db: Executor, year: number): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select(sql<number | null>`max(number)`.as('n'))
    .where('year', '=', year)
    .executeTakeFirst();
  return row?.n ?? 0;
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

export async function insertInvoice(db: Executor, s: InvoiceSnapshot, total: number): Promise<void> {
  await db
    .insertInto('invoices')
    .values({ case_number: s.caseNumber, ...invoiceColumns(s, total) })
    .execute();
}

export async function updateInvoice(
  db: Executor,
  id: number,
  s: InvoiceSnapshot,
  total: number,
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ ...invoiceColumns(s, total), updated_at: sql`now()` })
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
      .select([
        'id',
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
