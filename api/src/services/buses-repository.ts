import type {
  Bus,
  BusHit,
  BusListItem,
  BusPriceRow,
  BusWrite,
  Paged,
  ServiceListQuery,
  ServiceSearchQuery,
} from '@ham/contracts';
import type { Executor, Tx } from '../db/executor';
import { editableRows } from '../db/rows';
import type { Db } from '../db/schema';
import { byService, pageOfServices, placeOf, searchServices } from './service-query';

/** The bus service's own columns (the price rows are rows of bus_prices). */
const headOf = (input: BusWrite) => ({
  name: input.name,
  location_id: input.locationId,
  address: input.address,
  phone: input.phone,
  email: input.email,
  duration: input.duration,
});

const listQuery = (db: Executor) =>
  db.selectFrom('bus_services as s').select(['s.id', 's.name', placeOf('s').as('location'), 's.duration']);

export async function listBuses(db: Db, filters: ServiceListQuery): Promise<Paged<BusListItem>> {
  return pageOfServices(listQuery(db), filters);
}

/** Price rows of the given services by service id, by seats (docs/product/services.md#bus-services). */
async function pricesOf(db: Executor, ids: number[]): Promise<Map<number, BusPriceRow[]>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('bus_prices')
          .select(['bus_service_id', 'max_seats', 'price', 'cost'])
          .where('bus_service_id', 'in', ids)
          .orderBy('bus_service_id')
          .orderBy('max_seats')
          .execute();
  return byService(ids, rows, (r) => [
    r.bus_service_id,
    { maxSeats: r.max_seats, price: r.price, cost: r.cost },
  ]);
}

export async function findBus(db: Executor, id: number): Promise<Bus | undefined> {
  const row = await listQuery(db)
    .select(['s.address', 's.phone', 's.email', 's.version'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const prices = await pricesOf(db, [id]);
  return { ...row, prices: prices.get(id) ?? [] };
}

/** For case files: bus services by name and place (a bus serves every guest type). */
export async function searchBuses(db: Db, search: ServiceSearchQuery, limit = 20): Promise<BusHit[]> {
  const rows = await searchServices(listQuery(db), search, limit);
  const prices = await pricesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, prices: prices.get(r.id) ?? [] }));
}

/**
 * Insert, optimistic update of the service's own fields (409 StaleRecord, 404) and delete (false
 * when there was no such service; its price rows go with it).
 */
export const {
  insert: insertBus,
  update: updateBus,
  delete: deleteBus,
} = editableRows('bus_services', headOf);

/** The price rows become exactly those of the payload (call inside the save's transaction). */
export async function replaceBusPrices(db: Tx, id: number, input: BusWrite): Promise<void> {
  await db.deleteFrom('bus_prices').where('bus_service_id', '=', id).execute();
  if (input.prices.length > 0) {
    await db
      .insertInto('bus_prices')
      .values(
        input.prices.map((r) => ({
          bus_service_id: id,
          max_seats: r.maxSeats,
          price: r.price,
          cost: r.cost,
        })),
      )
      .execute();
  }
}
