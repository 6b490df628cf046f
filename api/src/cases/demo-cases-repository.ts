import type { Executor } from '../db/executor';

/** SQL of the demo case files' seed (demo mode only): what the cases are made from. */

/**
 * The agencies, the first administrator, the first restaurants with a school menu, bus and
 * guide services, and the school guest type.
 */
export async function findDemoCaseSources(tx: Executor) {
  const [agencies, admin, restaurants, buses, guides, gt] = await Promise.all([
    tx.selectFrom('agencies').select('id').orderBy('id').execute(),
    tx.selectFrom('accounts').select('id').where('role_id', '=', 'admin').orderBy('id').executeTakeFirst(),
    tx
      .selectFrom('restaurants as r')
      .innerJoin('restaurant_menus as m', 'm.restaurant_id', 'r.id')
      .select(['r.id', 'm.price', 'm.free_every'])
      .where('m.guest_type_id', '=', 's')
      .orderBy('r.id')
      .limit(12)
      .execute(),
    tx.selectFrom('bus_services').select('id').orderBy('id').limit(12).execute(),
    tx.selectFrom('guide_services').select(['id', 'price']).orderBy('id').limit(12).execute(),
    tx
      .selectFrom('guest_types')
      .select(['base_accomodation_id', 'extra_accomodation_ids'])
      .where('id', '=', 's')
      .executeTakeFirst(),
  ]);
  return { agencies, admin, restaurants, buses, guides, gt };
}

/**
 * Two visible hotels (from the `offset`-th) with an active school price list and a school
 * block covering `begin` .. `end`, with their freebie rule.
 */
export async function findDemoStayHotels(tx: Executor, begin: string, end: string, offset: number) {
  return tx
    .selectFrom('availability_blocks as b')
    .innerJoin('hotel_offers as o', (j) =>
      j.onRef('o.hotel_id', '=', 'b.hotel_id').on('o.guest_type_id', '=', 's'),
    )
    .innerJoin('hotels as h', 'h.id', 'b.hotel_id')
    .select(['b.hotel_id', 'o.freebie_every', 'o.freebie_accomodation_id'])
    .where('b.guest_type_id', '=', 's')
    .where('o.active', '=', true)
    .where('h.hidden', '=', false)
    .where('b.begin', '<=', begin)
    .where('b.end', '>=', end)
    .orderBy('b.hotel_id')
    .offset(offset)
    .limit(2)
    .execute();
}

/** The price rows (seats, price) of a bus service. */
export async function findDemoBusPrices(tx: Executor, busId: number) {
  return tx
    .selectFrom('bus_prices')
    .select(['max_seats', 'price'])
    .where('bus_service_id', '=', busId)
    .execute();
}

/** Sets a case's extras (JSON text), without a version check: the seed writes a new case. */
export async function setDemoCaseExtras(tx: Executor, number: number, extras: string): Promise<void> {
  await tx.updateTable('cases').set({ extras }).where('number', '=', number).execute();
}
