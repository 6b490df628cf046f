import { daysBetween } from '@ham/contracts';
import type { OfferAlternative, OfferStatus, QuoteOffer } from '@ham/contracts/offers';
import type { Executor } from '../db/executor';
import type { OfferIncludedJson, OfferRoomJson } from '../db/schema';

/** SQL of the offers (docs/product/offers.md). Services own transactions and rules. */

const offersQuery = (db: Executor) =>
  db
    .selectFrom('quote_offers as o')
    .select([
      'o.id',
      'o.request_id',
      'o.status',
      'o.valid_until',
      'o.option_until',
      'o.message',
      'o.accepted_alternative_id',
      'o.final_guest_count',
      'o.agency_note',
      'o.decline_reason',
      'o.case_number',
      'o.sent_at',
      'o.decided_at',
      'o.version',
    ]);
export type OfferRow = Awaited<ReturnType<ReturnType<typeof offersQuery>['executeTakeFirstOrThrow']>>;

const alternativesQuery = (db: Executor) =>
  db
    .selectFrom('quote_offer_alternatives as a')
    .innerJoin('hotels as h', 'h.id', 'a.hotel_id')
    .leftJoin('ref_items as cat', (j) =>
      j.onRef('cat.id', '=', 'h.category_id').on('cat.list', '=', 'hotelCategories'),
    )
    .innerJoin('service_classes as sc', 'sc.id', 'a.service_class_id')
    .select([
      'a.id',
      'a.offer_id',
      'a.position',
      'a.hotel_id',
      'h.name as hotel_name',
      'cat.name as category_name',
      'h.city as hotel_city',
      'a.begin',
      'a.end',
      'a.service_class_id',
      'sc.abbr as sc_abbr',
      'sc.description as sc_description',
      'a.rooms',
      'a.included',
      'a.guest_count',
      'a.free_guests',
      'a.total',
      'a.total_typed',
    ]);
export type AlternativeRow = Awaited<
  ReturnType<ReturnType<typeof alternativesQuery>['executeTakeFirstOrThrow']>
>;

async function accomodationNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('ref_items')
    .select(['id', 'name'])
    .where('list', '=', 'accomodationTypes')
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const toAlternative = (a: AlternativeRow, names: Map<string, string>): OfferAlternative => ({
  id: a.id,
  position: a.position,
  hotel: { id: a.hotel_id, name: a.hotel_name, category: a.category_name, city: a.hotel_city },
  begin: a.begin,
  end: a.end,
  nights: daysBetween(a.begin, a.end),
  serviceClass: { id: a.service_class_id, name: `${a.sc_abbr.toUpperCase()} - ${a.sc_description}` },
  rooms: a.rooms.map((r) => ({ ...r, accomodationName: names.get(r.accomodationId) ?? r.accomodationId })),
  included: a.included,
  guestCount: a.guest_count,
  freeGuests: a.free_guests,
  total: a.total,
  totalTyped: a.total_typed,
  pricePerPerson: Math.round(a.total / a.guest_count),
});

/** The offers with their alternatives, as the API answers them; `today` tells an expired one. */
async function withAlternatives(db: Executor, rows: OfferRow[], today: string): Promise<QuoteOffer[]> {
  if (!rows.length) return [];
  const [alternatives, names] = await Promise.all([
    alternativesQuery(db)
      .where(
        'a.offer_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('a.offer_id')
      .orderBy('a.position')
      .execute(),
    accomodationNames(db),
  ]);
  return rows.map((o) => ({
    id: o.id,
    requestId: o.request_id,
    status: o.status,
    validUntil: o.valid_until,
    optionUntil: o.option_until,
    message: o.message,
    alternatives: alternatives.filter((a) => a.offer_id === o.id).map((a) => toAlternative(a, names)),
    sentAt: o.sent_at?.toISOString() ?? null,
    decidedAt: o.decided_at?.toISOString() ?? null,
    acceptedAlternativeId: o.accepted_alternative_id,
    finalGuestCount: o.final_guest_count,
    agencyNote: o.agency_note,
    declineReason: o.decline_reason,
    caseNumber: o.case_number,
    expired: o.status === 'sent' && o.valid_until < today,
    version: o.version,
  }));
}

/** Every offer of a request, newest first. */
export async function findOffersOfRequest(db: Executor, requestId: number, today: string) {
  const rows = await offersQuery(db).where('o.request_id', '=', requestId).orderBy('o.id', 'desc').execute();
  return withAlternatives(db, rows, today);
}

/** The offer an agency reads: the newest one sent (live, or answered); never a draft. */
export async function findAgencyOffer(db: Executor, requestId: number, today: string) {
  const rows = await offersQuery(db)
    .where('o.request_id', '=', requestId)
    .where('o.status', '<>', 'draft')
    .orderBy('o.id', 'desc')
    .limit(1)
    .execute();
  return (await withAlternatives(db, rows, today))[0] ?? null;
}

export async function findOffer(db: Executor, id: number, today: string) {
  return (await withAlternatives(db, await offersQuery(db).where('o.id', '=', id).execute(), today))[0];
}

/** The offer's row, locked (the answers and the sending serialize on it). */
export async function lockOffer(db: Executor, id: number) {
  return offersQuery(db).where('o.id', '=', id).forUpdate().executeTakeFirst();
}

export async function findDraftRow(db: Executor, requestId: number) {
  return offersQuery(db)
    .where('o.request_id', '=', requestId)
    .where('o.status', '=', 'draft')
    .forUpdate()
    .executeTakeFirst();
}

export async function findAlternativeRow(db: Executor, offerId: number, id: number) {
  return alternativesQuery(db).where('a.offer_id', '=', offerId).where('a.id', '=', id).executeTakeFirst();
}

export interface OfferHeadValues {
  valid_until: string;
  option_until: string | null;
  message: string | null;
}

/** A new draft starts at version 1: version 0 is what the screen sends for a new one. */
export async function insertDraft(
  db: Executor,
  requestId: number,
  values: OfferHeadValues,
  actorId: number | null,
) {
  const row = await db
    .insertInto('quote_offers')
    .values({ request_id: requestId, ...values, created_by: actorId, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The draft's head over the version read; false when stale. */
export async function updateDraft(db: Executor, id: number, version: number, values: OfferHeadValues) {
  const r = await db
    .updateTable('quote_offers')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export interface AlternativeValues {
  hotel_id: number;
  begin: string;
  end: string;
  service_class_id: string;
  rooms: OfferRoomJson[];
  included: OfferIncludedJson[];
  guest_count: number;
  free_guests: number;
  total: number;
  total_typed: boolean;
}

/** Replaces the draft's alternatives, in the order given. */
export async function replaceAlternatives(db: Executor, offerId: number, values: AlternativeValues[]) {
  await db.deleteFrom('quote_offer_alternatives').where('offer_id', '=', offerId).execute();
  await db
    .insertInto('quote_offer_alternatives')
    .values(
      values.map((v, position) => ({
        ...v,
        offer_id: offerId,
        position,
        rooms: JSON.stringify(v.rooms),
        included: JSON.stringify(v.included),
      })),
    )
    .execute();
}

export async function setOfferStatus(
  db: Executor,
  id: number,
  status: OfferStatus,
  values: Partial<{
    accepted_alternative_id: number;
    final_guest_count: number;
    agency_note: string | null;
    decline_reason: string;
    case_number: number;
    sent_at: Date;
    decided_at: Date;
  }> = {},
) {
  await db
    .updateTable('quote_offers')
    .set((eb) => ({ ...values, status, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
}

/** Sending a new offer supersedes the one sent before (still unanswered). */
export async function supersedeSent(db: Executor, requestId: number) {
  await db
    .updateTable('quote_offers')
    .set((eb) => ({ status: 'superseded', version: eb('version', '+', 1), updated_at: new Date() }))
    .where('request_id', '=', requestId)
    .where('status', '=', 'sent')
    .execute();
}

type StoredStatus = 'new' | 'in_progress' | 'done' | 'rejected' | 'offer_sent' | 'accepted';

/** The request's stored status (and the sent offer's validity, or the case made). */
export async function setRequestState(
  db: Executor,
  id: number,
  status: StoredStatus,
  values: Partial<{ offer_valid_until: string | null; case_number: number }> = {},
) {
  await db
    .updateTable('quote_requests')
    .set((eb) => ({ ...values, status, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
}

/** Widens a linked case's period to hold the accepted stay (a stay lies within its case). */
export async function widenCasePeriod(db: Executor, number: number, begin: string, end: string) {
  await db
    .updateTable('cases')
    .set((eb) => ({
      begin_date: eb.fn('least', [eb.ref('begin_date'), eb.val(begin)]),
      end_date: eb.fn('greatest', [eb.ref('end_date'), eb.val(end)]),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('number', '=', number)
    .execute();
}

/** The hotel and its guest type's freebie rule (none when the hotel has no offer for it). */
export async function findHotelForOffer(db: Executor, hotelId: number, guestTypeId: string) {
  return db
    .selectFrom('hotels as h')
    .leftJoin('hotel_offers as o', (j) =>
      j.onRef('o.hotel_id', '=', 'h.id').on('o.guest_type_id', '=', guestTypeId),
    )
    .select(['h.id', 'h.name', 'o.active', 'o.freebie_every', 'o.freebie_accomodation_id'])
    .where('h.id', '=', hotelId)
    .executeTakeFirst();
}
