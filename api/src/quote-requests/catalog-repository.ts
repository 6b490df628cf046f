import type {
  CatalogBus,
  CatalogGuide,
  CatalogHotel,
  CatalogQuery,
  CatalogRestaurant,
  Paged,
} from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { fetchPage } from '../db/paging';
import { refOf } from '../db/refs';
import { headColumns, hotelsWithNames, placeColumns } from '../hotels/hotels-repository';
import { quotableOffer } from '../hotels/offers-repository';
import { guideListQuery, hoursOf } from '../services/guides-repository';
import { placeOf, serviceConditions } from '../services/service-query';

/**
 * SQL of the agency catalogue (docs/product/agency-portal.md#catalogue): what an agency may see of hotels
 * and services, never a purchase cost (no cost column is selected here). Services follow
 * their location; hotels their own area or location.
 */

const hotelColumns = [...headColumns, 'h.address', 'h.city', ...placeColumns, 'h.description'] as const;

const hotelQuery = (db: Executor) => hotelsWithNames(db).select(hotelColumns).where('h.hidden', '=', false);
type HotelRow = Awaited<ReturnType<ReturnType<typeof hotelQuery>['executeTakeFirstOrThrow']>>;

const toCatalogHotel = (r: HotelRow): CatalogHotel => ({
  id: r.id,
  name: r.name,
  category: refOf(r.category_id, r.category_name),
  position: refOf(r.position_id, r.position_name),
  address: r.address,
  city: r.city,
  location: refOf(r.location_id, r.location_name),
  area: refOf(r.area_id, r.area_name),
  country: refOf(r.country_id?.trim() ?? null, r.country_name),
});

export async function listCatalogHotels(db: Executor, q: CatalogQuery): Promise<Paged<CatalogHotel>> {
  let query = hotelQuery(db).where(quotableOffer(q.gt));
  if (q.area) query = query.where('h.area_id', '=', q.area);
  if (q.location) query = query.where('h.location_id', '=', q.location);
  const page = await fetchPage(query.orderBy('h.name_key').orderBy('h.id'), q);
  return { ...page, items: page.items.map(toCatalogHotel) };
}

/** The id of an area, when it exists. */
export async function findAreaId(db: Executor, id: number) {
  return db.selectFrom('areas').select('id').where('id', '=', id).executeTakeFirst();
}

/** The id of a location, when it exists. */
export async function findLocationId(db: Executor, id: number) {
  return db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst();
}

/** A hotel agencies may see (any guest type), with its description. */
export async function findCatalogHotel(db: Executor, id: number) {
  const row = await hotelQuery(db).where('h.id', '=', id).where(quotableOffer()).executeTakeFirst();
  return row && { ...toCatalogHotel(row), description: row.description };
}

/** The active offers of a hotel shown in quote requests, with their freebie rule's names. */
export async function findQuotableOffers(db: Executor, hotelId: number) {
  return db
    .selectFrom('hotel_offers as o')
    .innerJoin('guest_types as g', 'g.id', 'o.guest_type_id')
    .leftJoin('ref_items as acc', (j) =>
      j.onRef('acc.id', '=', 'o.freebie_accomodation_id').on('acc.list', '=', 'accomodationTypes'),
    )
    .select([
      'g.id as guest_type_id',
      'g.name as guest_type_name',
      'o.freebie_every',
      'o.freebie_accomodation_id',
      'acc.name as freebie_accomodation_name',
    ])
    .where('o.hotel_id', '=', hotelId)
    .where('o.active', '=', true)
    .where('o.visible_in_quotes', '=', true)
    .orderBy('g.sort')
    .execute();
}

/**
 * The sale prices (never the costs) of the hotels for a guest type, on nights `from` ..
 * `to` (both included), in date order, by hotel.
 */
export async function salePrices(
  db: Executor,
  hotelIds: readonly number[],
  guestTypeIds: readonly string[],
  from: string,
  to: string | null,
) {
  if (!hotelIds.length || !guestTypeIds.length) return [];
  let query = db
    .selectFrom('hotel_prices')
    .select(['hotel_id', 'guest_type_id', 'begin', 'end', 'prices', 'extras'])
    .where('hotel_id', 'in', hotelIds)
    .where('guest_type_id', 'in', guestTypeIds)
    .where('end', '>=', from);
  if (to !== null) query = query.where('begin', '<=', to);
  return query.orderBy('hotel_id').orderBy('begin').execute();
}

// ---- services --------------------------------------------------------------------------------

const placeConditions = (alias: string, q: CatalogQuery) =>
  serviceConditions(alias, '', { loc: q.location, area: q.area });

/** Restaurants with a menu for the guest type: its price and freebie. */
export async function listCatalogRestaurants(
  db: Executor,
  q: CatalogQuery,
): Promise<Paged<CatalogRestaurant>> {
  let query = db
    .selectFrom('restaurants as s')
    .innerJoin('restaurant_menus as m', (j) =>
      j.onRef('m.restaurant_id', '=', 's.id').on('m.guest_type_id', '=', q.gt),
    )
    .select([
      's.id',
      's.name',
      placeOf('s').as('location'),
      's.address',
      'm.price',
      'm.free_every as freeEvery',
    ]);
  for (const condition of placeConditions('s', q)) query = query.where(condition);
  return fetchPage(query.orderBy('s.name').orderBy('s.id'), q);
}

/** Guides for the guest type or for any. */
export async function listCatalogGuides(db: Executor, q: CatalogQuery): Promise<Paged<CatalogGuide>> {
  let query = guideListQuery(db)
    .select(['s.price', 's.persons', 's.duration', 's.hours', 's.notes'])
    .where((eb) => eb.or([eb('s.guest_type_id', '=', q.gt), eb('s.guest_type_id', 'is', null)]));
  for (const condition of placeConditions('s', q)) query = query.where(condition);
  const page = await fetchPage(query.orderBy('s.name').orderBy('s.id'), q);
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      name: r.name,
      location: r.location,
      guestType: refOf(r.guest_type_id, r.guest_type_name),
      price: r.price,
      persons: r.persons,
      duration: r.duration,
      hours: hoursOf(r.hours),
      notes: r.notes,
    })),
  };
}

/** Bus services with their sale prices by size. */
export async function listCatalogBuses(db: Executor, q: CatalogQuery): Promise<Paged<CatalogBus>> {
  let query = db.selectFrom('bus_services as s').select([
    's.id',
    's.name',
    placeOf('s').as('location'),
    's.address',
    's.duration',
    sql<CatalogBus['prices']>`coalesce((select json_agg(json_build_object('maxSeats', p.max_seats,
        'price', p.price) order by p.max_seats) from bus_prices p where p.bus_service_id = s.id), '[]')`.as(
      'prices',
    ),
  ]);
  for (const condition of placeConditions('s', q)) query = query.where(condition);
  return fetchPage(query.orderBy('s.name').orderBy('s.id'), q);
}
