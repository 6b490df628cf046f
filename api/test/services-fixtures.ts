import type { Insertable } from 'kysely';
import type { BusServiceTable, Db, RestaurantTable } from '../src/db/schema';
import { type ApiCall, insertId, type SignedInSuite, signedInSuite } from './helpers';
import type { ServiceKind } from './services-kinds';

/** Places for the services' tests: two Italian areas and a Swiss one. */
export async function createPlaces(db: Db) {
  const area = (name: string, country: string) => insertId(db, 'areas', { name, country_id: country });
  const location = (name: string, areaId: number, country: string) =>
    insertId(db, 'locations', { name, area_id: areaId, country_id: country });
  const toscana = await area('Toscana', 'IT');
  const lazio = await area('Lazio', 'IT');
  const ticino = await area('Ticino', 'CH');
  return {
    areas: { toscana, lazio, ticino },
    firenze: await location('Firenze', toscana, 'IT'),
    siena: await location('Siena', toscana, 'IT'),
    roma: await location('Roma', lazio, 'IT'),
    lugano: await location('Lugano', ticino, 'CH'),
  };
}
export type Places = Awaited<ReturnType<typeof createPlaces>>;

/** A restaurant with its menus: [guest type, price, cost, free every] (fast set-up). */
export async function insertRestaurant(
  db: Db,
  restaurant: Insertable<RestaurantTable>,
  menus: [guestTypeId: string, price: number, cost: number | null, freeEvery: number | null][],
): Promise<number> {
  const id = await insertId(db, 'restaurants', restaurant);
  await db
    .insertInto('restaurant_menus')
    .values(
      menus.map(([guest_type_id, price, cost, free_every]) => ({
        restaurant_id: id,
        guest_type_id,
        price,
        cost,
        free_every,
      })),
    )
    .execute();
  return id;
}

/** A bus service with its price rows: [max seats, price, cost] (fast set-up). */
export async function insertBus(
  db: Db,
  bus: Insertable<BusServiceTable>,
  prices: [maxSeats: number, price: number, cost: number | null][],
): Promise<number> {
  const id = await insertId(db, 'bus_services', bus);
  await db
    .insertInto('bus_prices')
    .values(prices.map(([max_seats, price, cost]) => ({ bus_service_id: id, max_seats, price, cost })))
    .execute();
  return id;
}

/** An Italian location of `places` as the API answers it: with its area and country. */
export function locationOf(places: Places, location: 'firenze' | 'roma') {
  const [name, area, areaName] =
    location === 'firenze'
      ? (['Firenze', 'toscana', 'Toscana'] as const)
      : (['Roma', 'lazio', 'Lazio'] as const);
  return {
    id: places[location],
    name,
    area: { id: places.areas[area], name: areaName },
    country: { id: 'IT', name: 'Italia' },
  };
}

export type ServicesSuite<R extends { id: number } = { id: number }> = SignedInSuite & {
  places: Places;
  /** `call(method, url, payload?, cookie?)` on the suite's resource, as an operator by default. */
  call: ApiCall;
  /** The kind's valid body, with `overrides`. */
  payload(overrides?: Record<string, unknown>): Record<string, unknown>;
  /**
   * The kind's valid body as the API answers it once created: with its id, the location (Firenze)
   * instead of locationId, version 0; `differences` are what the API answers otherwise.
   */
  answered(differences?: Record<string, unknown>): Record<string, unknown>;
  /** POSTs `payload(overrides)`, expects 201 and answers the parsed record. */
  create(overrides?: Record<string, unknown>): Promise<R>;
  /** The kind's child rows (price rows, menus) of record `id`, straight from the database. */
  childRows(id: number): Promise<unknown[]> | undefined;
  /** The names of the items a GET of `url?query` lists. */
  names(query: string, url?: string): Promise<string[]>;
};

/**
 * The set-up of one kind of service's tests: a database with the places and the signed-in
 * users (ready from `beforeAll` on), the kind's table emptied before each test, closed after all.
 */
export function servicesSuite<R extends { id: number }>(kind: ServiceKind<R>): ServicesSuite<R> {
  const base = signedInSuite();
  const suite = Object.assign(base, {
    call: base.api(`/api/services/${kind.resource}`),

    payload: (overrides = {}) => ({ ...kind.payload(suite.places), ...overrides }),
    answered: (differences: Record<string, unknown> = {}): Record<string, unknown> => ({
      id: expect.any(Number),
      ...kind.payload(suite.places),
      locationId: undefined,
      location: locationOf(suite.places, 'firenze'),
      version: 0,
      ...differences,
    }),
    async create(overrides = {}) {
      const res = await suite.call('POST', '', suite.payload(overrides));
      expect(res.statusCode).toBe(201);
      return kind.record.parse(res.json());
    },
    childRows: (id: number) => kind.children?.of(suite.ctx.db, id),
    names: async (query: string, url = '') =>
      (await suite.call('GET', `${url}?${query}`)).json().items.map((r: { name: string }) => r.name),
  }) as ServicesSuite<R>;
  beforeAll(async () => {
    suite.places = await createPlaces(suite.ctx.db);
  });
  beforeEach(async () => {
    await suite.ctx.db.deleteFrom(kind.table).execute();
  });
  return suite;
}
