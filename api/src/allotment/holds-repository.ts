import type { AllotmentBlock, ExpiredOption, Hold, Paged, PageQuery, PlacesHold } from '@ham/contracts';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { fetchPage, mapPage } from '../db/paging';
import type { HoldTable } from '../db/schema';

/**
 * Serializes every change to one hotel's places for one guest type (holds and blocks)
 * until the transaction ends: two holds racing for the last places run one after the
 * other, and the second sees the first (docs/product/allotment-and-holds.md).
 */
export async function lockAllotment(tx: Executor, hotelId: number, guestTypeId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`ham:allotment:${hotelId}:${guestTypeId}`}, 0))`.execute(
    tx,
  );
}

/** Blocks of a hotel and guest type covering any night of `from` .. `to`. */
export async function blocksCovering(
  db: Executor,
  hotelId: number,
  guestTypeId: string,
  from: string,
  to: string,
): Promise<AllotmentBlock[]> {
  const rows = await db
    .selectFrom('availability_blocks')
    .select(['begin', 'end', 'places', 'expiration_days'])
    .where('hotel_id', '=', hotelId)
    .where('guest_type_id', '=', guestTypeId)
    .where('begin', '<=', to)
    .where('end', '>=', from)
    .execute();
  return rows.map((r) => ({
    begin: r.begin,
    end: r.end,
    places: r.places,
    expirationDays: r.expiration_days,
  }));
}

/** Holds of a hotel and guest type occupying any night of `from` .. `to` (expired options included). */
export async function holdsCovering(
  db: Executor,
  hotelId: number,
  guestTypeId: string,
  from: string,
  to: string,
): Promise<(PlacesHold & { id: number })[]> {
  const rows = await db
    .selectFrom('holds')
    .select(['id', 'begin', 'end', 'places', 'kind', 'expires', 'contact'])
    .where('hotel_id', '=', hotelId)
    .where('guest_type_id', '=', guestTypeId)
    .where('begin', '<=', to)
    .where('end', '>', from)
    .execute();
  return rows;
}

/** The columns a hold is placed with (insert and update), the rest kept apart by holds-service. */
const holdValueColumns = [
  'hotel_id',
  'guest_type_id',
  'begin',
  'end',
  'places',
  'kind',
  'expires',
  'contact',
  'stay_id',
] as const;

const holdColumns = ['id', ...holdValueColumns, 'forced', 'forced_by', 'created_by', 'created_at'] as const;

type HoldRow = Pick<Selectable<HoldTable>, (typeof holdColumns)[number]>;

export const toHold = (r: HoldRow): Hold => ({
  id: r.id,
  hotelId: r.hotel_id,
  guestTypeId: r.guest_type_id,
  begin: r.begin,
  end: r.end,
  places: r.places,
  kind: r.kind,
  expires: r.expires,
  contact: r.contact,
  stayId: r.stay_id,
  forced: r.forced,
  forcedBy: r.forced_by,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
});

const holdRows = (db: Executor) => db.selectFrom('holds').select(holdColumns);

export async function findHoldRow(db: Executor, id: number, forUpdate = false): Promise<Hold | undefined> {
  let q = holdRows(db).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && toHold(row);
}

export async function findHoldRowOfStay(db: Executor, stayId: number): Promise<Hold | undefined> {
  const row = await holdRows(db).where('stay_id', '=', stayId).executeTakeFirst();
  return row && toHold(row);
}

export type HoldValues = Pick<Selectable<HoldTable>, (typeof holdValueColumns)[number]>;

export async function insertHold(
  db: Executor,
  values: HoldValues,
  actorId: number | null,
  forced: boolean,
): Promise<Hold> {
  const row = await db
    .insertInto('holds')
    .values({
      ...values,
      created_by: actorId,
      forced,
      forced_by: forced ? actorId : null,
      forced_at: forced ? sql`now()` : null,
    })
    .returning(holdColumns)
    .executeTakeFirstOrThrow();
  return toHold(row);
}

export async function updateHoldRow(
  db: Executor,
  id: number,
  values: HoldValues,
  actorId: number | null,
  forced: boolean,
): Promise<Hold> {
  const row = await db
    .updateTable('holds')
    .set({
      ...values,
      ...(forced ? { forced: true, forced_by: actorId, forced_at: sql`now()` } : {}),
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning(holdColumns)
    .executeTakeFirstOrThrow();
  return toHold(row);
}

export async function deleteHoldRow(db: Executor, id: number, kind?: 'option'): Promise<Hold | undefined> {
  let q = db.deleteFrom('holds').where('id', '=', id);
  if (kind) q = q.where('kind', '=', kind);
  const row = await q.returning(holdColumns).executeTakeFirst();
  return row && toHold(row);
}

/** Options (`x`) with their hotel (`h`) and stay (`s`, null for an option placed without a case). */
const optionsWithHotel = (db: Executor) =>
  db
    .selectFrom('holds as x')
    .innerJoin('hotels as h', 'h.id', 'x.hotel_id')
    .leftJoin('stays as s', 's.id', 'x.stay_id')
    .where('x.kind', '=', 'option');

/** The columns both option lists show. */
const optionColumns = [
  'x.expires',
  'h.name as hotel_name',
  'x.begin',
  'x.end',
  'x.places',
  'x.contact',
] as const;

/** An option expiring soon, for the daily e-mail (jobs/expiring-options-job.ts). */
export interface ExpiringOption {
  expires: string;
  hotelName: string;
  begin: string;
  end: string;
  places: number;
  contact: string;
  caseNumber: number | null;
  caseName: string | null;
}

/** The options expiring from `from` to `to`, soonest first, with their hotel and case. */
export async function findExpiringOptions(db: Executor, from: string, to: string): Promise<ExpiringOption[]> {
  const rows = await optionsWithHotel(db)
    .leftJoin('cases as c', 'c.number', 's.case_number')
    .select([...optionColumns, 'c.number as case_number', 'c.name as case_name'])
    .where('x.expires', '>=', from)
    .where('x.expires', '<=', to)
    .orderBy('x.expires')
    .orderBy('h.name')
    .execute();
  return rows.map((r) => ({
    expires: r.expires as string,
    hotelName: r.hotel_name,
    begin: r.begin,
    end: r.end,
    places: r.places,
    contact: r.contact,
    caseNumber: r.case_number,
    caseName: r.case_name,
  }));
}

/** Options whose expiry is before `today`, most recently expired first, with their guest type and case. */
export async function listExpiredOptionsBefore(
  db: Executor,
  today: string,
  page: PageQuery,
): Promise<Paged<ExpiredOption>> {
  const query = optionsWithHotel(db)
    .innerJoin('guest_types as gt', 'gt.id', 'x.guest_type_id')
    .select([
      ...optionColumns,
      'x.id',
      'h.id as hotel_id',
      'gt.id as guest_type_id',
      'gt.name as guest_type_name',
      'x.stay_id',
      's.case_number',
    ])
    .where('x.expires', '<', today)
    .orderBy('x.expires', 'desc')
    .orderBy('x.id', 'desc');
  return mapPage(await fetchPage(query, page), (r) => ({
    id: r.id,
    expires: r.expires as string,
    hotel: { id: r.hotel_id, name: r.hotel_name },
    begin: r.begin,
    end: r.end,
    places: r.places,
    guestType: { id: r.guest_type_id, name: r.guest_type_name },
    contact: r.contact,
    stayId: r.stay_id,
    caseNumber: r.case_number ?? null,
  }));
}
