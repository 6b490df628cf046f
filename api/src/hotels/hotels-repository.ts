import type {
  Hotel,
  HotelEdit,
  HotelHead,
  HotelListItem,
  HotelListQuery,
  HotelRef,
  HotelSearchQuery,
  Paged,
} from '@ham/contracts';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { nameSearch } from '../db/name-search';
import { pageOf } from '../db/paging';
import { refOf } from '../db/refs';
import { deleteRow, insertRow } from '../db/rows';
import type { HotelTable } from '../db/schema';

/** Geo columns as stored: the location fills area and country (hotels-service resolveGeo). */
export type HotelRow = Omit<
  Selectable<HotelTable>,
  'id' | 'hidden' | 'version' | 'created_at' | 'updated_at' | 'name_key' | 'city_key'
>;

/** Hotels (`h`) with their category (`cat`, null when unset). */
export const hotelsWithCategory = (db: Executor) =>
  db
    .selectFrom('hotels as h')
    .leftJoin('ref_items as cat', (j) =>
      j.onRef('cat.id', '=', 'h.category_id').on('cat.list', '=', 'hotelCategories'),
    );

/** Hotels with their category, position, location (and its area), area and country names. */
export const hotelsWithNames = (db: Executor) =>
  hotelsWithCategory(db)
    .leftJoin('ref_items as pos', (j) =>
      j.onRef('pos.id', '=', 'h.position_id').on('pos.list', '=', 'hotelPositions'),
    )
    .leftJoin('locations as l', 'l.id', 'h.location_id')
    .leftJoin('areas as la', 'la.id', 'l.area_id')
    .leftJoin('areas as a', 'a.id', 'h.area_id')
    .leftJoin('countries as c', 'c.id', 'h.country_id');

/** A hotel's id, name, category and position: the first columns of every hotel query. */
export const headColumns = [
  'h.id',
  'h.name',
  'h.category_id',
  'cat.name as category_name',
  'h.position_id',
  'pos.name as position_name',
] as const;

/** Where a hotel is: its location, area and country, with their names (of hotelsWithNames). */
export const placeColumns = [
  'h.location_id',
  'l.name as location_name',
  'h.area_id',
  'a.name as area_name',
  'h.country_id',
  'c.name as country_name',
] as const;

const fullColumns = [
  ...headColumns,
  ...placeColumns,
  'la.id as location_area_id',
  'la.name as location_area_name',
  'h.address',
  'h.postal_code',
  'h.city',
  'h.phone',
  'h.fax',
  'h.email',
  'h.website',
  'h.contact_name',
  'h.contact_email',
  'h.description',
  'h.hidden',
  'h.version',
] as const;

const fullQuery = (db: Executor) => hotelsWithNames(db).select(fullColumns);
type FullRow = Awaited<ReturnType<ReturnType<typeof fullQuery>['executeTakeFirstOrThrow']>>;

type HeadRow = Pick<
  FullRow,
  'id' | 'name' | 'category_id' | 'category_name' | 'position_id' | 'position_name'
>;

/** The `headColumns` of a row as the API names them (every hotel record starts with them). */
export const toHotelHeadRefs = (r: HeadRow) => ({
  id: r.id,
  name: r.name,
  category: refOf(r.category_id, r.category_name),
  position: refOf(r.position_id, r.position_name),
});

const toHotel = (r: FullRow): Hotel => ({
  ...toHotelHeadRefs(r),
  location:
    r.location_id !== null && r.location_name !== null
      ? {
          id: r.location_id,
          name: r.location_name,
          area: { id: r.location_area_id ?? 0, name: r.location_area_name ?? '' },
        }
      : null,
  area: refOf(r.area_id, r.area_name),
  address: r.address,
  postalCode: r.postal_code,
  city: r.city,
  country: refOf(r.country_id?.trim() ?? null, r.country_name),
  phone: r.phone,
  fax: r.fax,
  email: r.email,
  website: r.website,
  contactName: r.contact_name,
  contactEmail: r.contact_email,
  description: r.description,
  hidden: r.hidden,
  version: r.version,
});

export async function findHotel(db: Executor, id: number): Promise<Hotel | undefined> {
  const row = await fullQuery(db).where('h.id', '=', id).executeTakeFirst();
  return row && toHotel(row);
}

export async function findHotelEdit(db: Executor, id: number): Promise<HotelEdit | undefined> {
  const hotel = await findHotel(db, id);
  if (!hotel) return undefined;
  return {
    id: hotel.id,
    name: hotel.name,
    categoryId: hotel.category?.id ?? null,
    positionId: hotel.position?.id ?? null,
    locationId: hotel.location?.id ?? null,
    areaId: hotel.area?.id ?? null,
    address: hotel.address,
    postalCode: hotel.postalCode,
    city: hotel.city,
    countryId: hotel.country?.id ?? null,
    phone: hotel.phone,
    fax: hotel.fax,
    email: hotel.email,
    website: hotel.website,
    contactName: hotel.contactName,
    contactEmail: hotel.contactEmail,
    description: hotel.description,
    hidden: hotel.hidden,
    location: hotel.location && { id: hotel.location.id, name: hotel.location.name },
    area: hotel.area,
    country: hotel.country,
    version: hotel.version,
  };
}

/** The id of a hotel, when it exists. */
export async function findHotelId(db: Executor, id: number) {
  return db.selectFrom('hotels').select('id').where('id', '=', id).executeTakeFirst();
}

export async function findHotelHead(db: Executor, id: number): Promise<HotelHead | undefined> {
  const r = await hotelsWithCategory(db)
    .select(['h.id', 'h.name', 'h.category_id', 'cat.name as category_name', 'h.city', 'h.hidden'])
    .where('h.id', '=', id)
    .executeTakeFirst();
  return (
    r && {
      id: r.id,
      name: r.name,
      category: refOf(r.category_id, r.category_name),
      city: r.city,
      hidden: r.hidden,
    }
  );
}

const listColumns = [...headColumns, 'h.city', ...placeColumns, 'h.hidden'] as const;

type ListRow = HeadRow &
  Pick<
    FullRow,
    | 'city'
    | 'location_id'
    | 'location_name'
    | 'area_id'
    | 'area_name'
    | 'country_id'
    | 'country_name'
    | 'hidden'
  >;

const toListItem = (r: ListRow): HotelListItem => ({
  ...toHotelHeadRefs(r),
  city: r.city,
  location: refOf(r.location_id, r.location_name),
  area: refOf(r.area_id, r.area_name),
  country: refOf(r.country_id?.trim() ?? null, r.country_name),
  hidden: r.hidden,
});

/**
 * GET /hotels: hidden ones only with `hidden=true`; name and city contain (case/accent-insensitive).
 * The filters, the ordering and the page run on `hotels` alone (the count too); the names of the
 * page's few rows are then looked up one by one. Joining the five name tables to the filtered
 * hotels instead cost PostgreSQL more to plan than to run, and computed names for every row
 * skipped by the offset (docs/PERFORMANCE.md).
 */
export async function listHotels(db: Executor, q: HotelListQuery): Promise<Paged<HotelListItem>> {
  let filtered = db.selectFrom('hotels as h');
  if (!q.hidden) filtered = filtered.where('h.hidden', '=', false);
  if (q.name) filtered = filtered.where(nameSearch('h.name_key', q.name, { stored: true }).contains);
  if (q.city) filtered = filtered.where(nameSearch('h.city_key', q.city, { stored: true }).contains);
  if (q.cat) filtered = filtered.where('h.category_id', '=', q.cat);
  if (q.pos) filtered = filtered.where('h.position_id', '=', q.pos);
  if (q.loc) filtered = filtered.where('h.location_id', '=', q.loc);
  if (q.area) filtered = filtered.where('h.area_id', '=', q.area);
  if (q.country) filtered = filtered.where('h.country_id', '=', q.country);
  const pageRows = filtered
    .select([
      'h.id',
      'h.name',
      'h.name_key',
      'h.category_id',
      'h.position_id',
      'h.city',
      'h.location_id',
      'h.area_id',
      'h.country_id',
      'h.hidden',
    ])
    .orderBy('h.name_key')
    .orderBy('h.id')
    .limit(q.ipp)
    .offset((q.p - 1) * q.ipp);
  const [count, rows] = await Promise.all([
    filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    db
      .selectFrom(pageRows.as('h'))
      .selectAll('h')
      .select((eb) => [
        eb
          .selectFrom('ref_items')
          .select('name')
          .where('list', '=', 'hotelCategories')
          .whereRef('id', '=', 'h.category_id')
          .as('category_name'),
        eb
          .selectFrom('ref_items')
          .select('name')
          .where('list', '=', 'hotelPositions')
          .whereRef('id', '=', 'h.position_id')
          .as('position_name'),
        eb.selectFrom('locations').select('name').whereRef('id', '=', 'h.location_id').as('location_name'),
        eb.selectFrom('areas').select('name').whereRef('id', '=', 'h.area_id').as('area_name'),
        eb.selectFrom('countries').select('name').whereRef('id', '=', 'h.country_id').as('country_name'),
      ])
      .orderBy('h.name_key')
      .orderBy('h.id')
      .execute(),
  ]);
  return pageOf((rows as ListRow[]).map(toListItem), q, Number(count.total));
}

/** GET /hotels/search: pickers, names starting with `q` first; hidden hotels only on request. */
export async function searchHotels(db: Executor, q: HotelSearchQuery, limit = 20): Promise<HotelRef[]> {
  const match = nameSearch('h.name_key', q.q, { stored: true });
  let query = hotelsWithNames(db).select(listColumns);
  if (!q.hidden) query = query.where('h.hidden', '=', false);
  if (q.q) query = query.where(match.contains);
  if (q.loc) query = query.where('h.location_id', '=', q.loc);
  if (q.area) query = query.where('h.area_id', '=', q.area);
  if (q.country) query = query.where('h.country_id', '=', q.country);
  const rows = (await query
    .orderBy(match.rank)
    .orderBy(match.sortKey)
    .orderBy('h.id')
    .limit(limit)
    .execute()) as ListRow[];
  return rows.map((r) => {
    const { position: _p, ...item } = toListItem(r);
    return item;
  });
}

export async function insertHotel(db: Executor, row: HotelRow): Promise<number> {
  return insertRow(db, 'hotels', row);
}

export async function setHidden(db: Executor, id: number, hidden: boolean): Promise<boolean> {
  const r = await db
    .updateTable('hotels')
    .set({ hidden, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Deletes the hotel and its offers; prices, blocks and holds restrict it (foreign-key violation). */
export async function deleteHotel(db: Executor, id: number): Promise<boolean> {
  await db.deleteFrom('hotel_offers').where('hotel_id', '=', id).execute();
  return deleteRow(db, 'hotels', id);
}

/** The hotel's offers (one per guest type it has configured). */
export function findHotelOffers(db: Executor, hotelId: number) {
  return db.selectFrom('hotel_offers').selectAll().where('hotel_id', '=', hotelId).execute();
}

/** Per guest type, the last day the hotel has a price for. */
export function pricedUntilByGuestType(db: Executor, hotelId: number) {
  return db
    .selectFrom('hotel_prices')
    .select(['guest_type_id', sql<string>`max("end")`.as('until')])
    .where('hotel_id', '=', hotelId)
    .groupBy('guest_type_id')
    .execute();
}

/** The hotel's availability blocks not yet over on `today`. */
export function countCurrentBlocks(db: Executor, hotelId: number, today: string) {
  return db
    .selectFrom('availability_blocks')
    .select(sql<number>`count(*)`.as('n'))
    .where('hotel_id', '=', hotelId)
    .where('end', '>=', today)
    .executeTakeFirstOrThrow();
}
