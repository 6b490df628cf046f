import type { Db } from '../src/db/schema';
import { type ApiCall, type SignedInSuite, signedInSuite } from './helpers';
import type { ServiceKind } from './services-kinds';

/** Places for the services' tests: two Italian areas and a Swiss one. */
export async function createPlaces(db: Db) {
  const area = async (name: string, country: string) =>
    (
      await db
        .insertInto('areas')
        .values({ name, country_id: country })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const location = async (name: string, areaId: number, country: string) =>
    (
      await db
        .insertInto('locations')
        .values({ name, area_id: areaId, country_id: country })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
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
  /** POSTs `payload(overrides)`, expects 201 and answers the parsed record. */
  create(overrides?: Record<string, unknown>): Promise<R>;
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
    async create(overrides = {}) {
      const res = await suite.call('POST', '', suite.payload(overrides));
      expect(res.statusCode).toBe(201);
      return kind.record.parse(res.json());
    },
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
