import type {
  Paged,
  Restaurant,
  RestaurantHit,
  RestaurantWrite,
  ServiceListItem,
  ServiceListQuery,
  ServiceSearchQuery,
} from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor, Tx } from '../db/executor';
import { editableRows } from '../db/rows';
import type { Db } from '../db/schema';
import { type MenuRow, mapsToMenus, menusToMaps } from './restaurant-menus';
import { byService, pageOfServices, placeOf, searchServices } from './service-query';

/** The restaurant's own columns (the menus are rows of restaurant_menus). */
const headOf = (input: RestaurantWrite) => ({
  name: input.name,
  location_id: input.locationId,
  address: input.address,
  phone: input.phone,
  fax: input.fax,
  email: input.email,
  website: input.website,
});

const listQuery = (db: Executor) =>
  db.selectFrom('restaurants as s').select(['s.id', 's.name', placeOf('s').as('location')]);

export async function listRestaurants(db: Db, filters: ServiceListQuery): Promise<Paged<ServiceListItem>> {
  return pageOfServices(listQuery(db), filters);
}

/** Menus of the given restaurants, by restaurant id. */
async function menusOf(db: Executor, ids: number[]): Promise<Map<number, MenuRow[]>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('restaurant_menus as m')
          .innerJoin('guest_types as g', 'g.id', 'm.guest_type_id')
          .select(['m.restaurant_id', 'm.guest_type_id', 'm.price', 'm.cost', 'm.free_every'])
          .where('m.restaurant_id', 'in', ids)
          .orderBy('g.sort')
          .execute();
  return byService(ids, rows, ({ restaurant_id, ...menu }) => [restaurant_id, menu]);
}

export async function findRestaurant(db: Executor, id: number): Promise<Restaurant | undefined> {
  const row = await listQuery(db)
    .select(['s.address', 's.phone', 's.fax', 's.email', 's.website', 's.version'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const menus = await menusOf(db, [id]);
  return { ...row, ...menusToMaps(menus.get(id) ?? []) };
}

/** For case files: restaurants by name and place; with `gt`, only those with a menu for it. */
export async function searchRestaurants(
  db: Db,
  search: ServiceSearchQuery,
  limit = 20,
): Promise<RestaurantHit[]> {
  const { gt } = search;
  // Every match, those with a menu for the group's guest type first: the picker shows the others
  // greyed with the reason, rather than hiding them without a word.
  const hasMenu = gt
    ? sql<boolean>`exists (select 1 from restaurant_menus m where m.restaurant_id = s.id and m.guest_type_id = ${gt})`
    : undefined;
  const rows = await searchServices(listQuery(db).select('s.address'), search, limit, hasMenu);
  const menus = await menusOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...menusToMaps(menus.get(r.id) ?? []) }));
}

/**
 * Insert, optimistic update of the restaurant's own fields (409 StaleRecord, 404) and delete
 * (false when there was no such restaurant; its menus go with it).
 */
export const {
  insert: insertRestaurant,
  update: updateRestaurant,
  delete: deleteRestaurant,
} = editableRows('restaurants', headOf);

/** The menus become exactly those of the payload (call inside the save's transaction). */
export async function replaceMenus(db: Tx, id: number, input: RestaurantWrite): Promise<void> {
  await db.deleteFrom('restaurant_menus').where('restaurant_id', '=', id).execute();
  const menus = mapsToMenus(input);
  if (menus.length > 0) {
    await db
      .insertInto('restaurant_menus')
      .values(menus.map((m) => ({ ...m, restaurant_id: id })))
      .execute();
  }
}
