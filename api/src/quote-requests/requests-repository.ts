import type {
  MyQuoteRequest,
  MyQuoteRequestListItem,
  MyQuoteRequestsQuery,
  Paged,
  QuoteRequestListItem,
  QuoteRequestListQuery,
  QuoteRequestStatus,
} from '@ham/contracts';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { fetchPage, mapPage } from '../db/paging';
import type { QuoteRequestTable } from '../db/schema';

/** SQL of the quote requests (docs/product/agency-portal.md). Services own transactions and rules. */

/** A new request's columns: the rest (status, case, offer, version, times) are the database's. */
export type RequestValues = Omit<
  Selectable<QuoteRequestTable>,
  'id' | 'status' | 'case_number' | 'version' | 'created_at' | 'updated_at' | 'offer_valid_until'
>;

/**
 * The status as the screens read it: a sent offer past its validity (Rome's today) reads
 * 'expired' (docs/product/offers.md#statuses).
 */
export const effectiveStatus = sql<QuoteRequestStatus>`case when r.status = 'offer_sent'
  and r.offer_valid_until < (now() at time zone 'Europe/Rome')::date then 'expired' else r.status end`;

export async function insertRequest(db: Executor, values: RequestValues): Promise<number> {
  const row = await db.insertInto('quote_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A service class's abbreviation and description, for the mails. */
export async function findServiceClass(db: Executor, id: string) {
  return db
    .selectFrom('service_classes')
    .select(['abbr', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();
}

const requestsQuery = (db: Executor) =>
  db
    .selectFrom('quote_requests as r')
    .innerJoin('agencies as ag', 'ag.id', 'r.agency_id')
    .innerJoin('guest_types as gt', 'gt.id', 'r.guest_type_id')
    .innerJoin('areas as ar', 'ar.id', 'r.area_id')
    .leftJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select([
      'r.id',
      'r.created_at',
      'r.agency_id',
      'ag.full_name as agency_name',
      'r.contact_email',
      'r.guest_count',
      'r.guest_type_id',
      'gt.name as guest_type_name',
      'r.begin',
      'r.end',
      'r.area_id',
      'ar.name as area_name',
      'r.service_class_id',
      'r.hotel_id',
      'h.name as hotel_name',
      'h.city as hotel_city',
      'r.quoted_cost',
      'r.notes',
      effectiveStatus.as('status'),
      'r.status as stored_status',
      'r.case_number',
      'r.version',
    ]);
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsQuery>['executeTakeFirstOrThrow']>>;

const newestFirst = (q: ReturnType<typeof requestsQuery>) =>
  q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');

const head = (r: RequestRow) => ({
  id: r.id,
  requestTime: r.created_at.toISOString(),
  guestCount: r.guest_count,
  guestType: { id: r.guest_type_id, name: r.guest_type_name },
  begin: r.begin,
  end: r.end,
  area: { id: r.area_id, name: r.area_name },
  serviceClassId: r.service_class_id,
  status: r.status,
});

export const customerOf = (r: RequestRow) => ({
  id: r.agency_id,
  fullName: r.agency_name,
  email: r.contact_email,
});

/** As the agency that sent it sees it: the chosen hotel without its contacts. */
export const toMyRequest = (r: RequestRow): MyQuoteRequest => ({
  ...head(r),
  hotel:
    r.hotel_id !== null && r.hotel_name !== null
      ? { id: r.hotel_id, name: r.hotel_name, city: r.hotel_city }
      : null,
  quotedCost: r.quoted_cost,
  notes: r.notes,
});

export async function findRequest(db: Executor, id: number, forUpdate = false) {
  let q = requestsQuery(db).where('r.id', '=', id);
  if (forUpdate) q = q.forUpdate('r');
  return q.executeTakeFirst();
}

/** The messages of `side` on the row's request not read yet (the partial index of migration 0027). */
const unreadFrom = (side: 'staff' | 'agency') =>
  sql<number>`(select count(*)::int from quote_request_messages m
    where m.side = ${side} and m.request_id = r.id and m.read_at is null)`.as('unread_messages');

/** 'Le mie richieste': the agency's own requests only, optionally of one status, with the staff's messages it has not read. */
export async function listAgencyRequests(
  db: Executor,
  agencyId: number,
  q: MyQuoteRequestsQuery,
): Promise<Paged<MyQuoteRequestListItem>> {
  let query = requestsQuery(db).where('r.agency_id', '=', agencyId);
  if (q.status) query = query.where(effectiveStatus, '=', q.status);
  return mapPage(await fetchPage(newestFirst(query).select(unreadFrom('staff')), q), (r) => ({
    ...toMyRequest(r),
    unreadMessages: r.unread_messages,
  }));
}

/** Staff list (docs/product/agency-portal.md), optionally by status. */
export async function listRequests(
  db: Executor,
  q: QuoteRequestListQuery,
): Promise<Paged<QuoteRequestListItem>> {
  let query = requestsQuery(db);
  if (q.status) query = query.where(effectiveStatus, '=', q.status);
  if (q.agency !== undefined) query = query.where('r.agency_id', '=', q.agency);
  return mapPage(await fetchPage(newestFirst(query).select(unreadFrom('agency')), q), (r) => ({
    ...head(r),
    customer: customerOf(r),
    caseNumber: r.case_number,
    unreadMessages: r.unread_messages,
  }));
}

/** Links the case made from the request; a new request moves to 'In lavorazione'. */
export async function linkCase(
  db: Executor,
  id: number,
  caseNumber: number,
  status: RequestRow['stored_status'],
) {
  await db
    .updateTable('quote_requests')
    .set((eb) => ({
      case_number: caseNumber,
      status: status === 'new' ? 'in_progress' : status,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .execute();
}
