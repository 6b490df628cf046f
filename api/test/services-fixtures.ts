import { sql } from 'kysely';
import type { Db } from '../src/db/schema';
import { createTestContext, signedInUsers, type TestContext } from './helpers';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(method, url, payload?, cookie?)` on one resource of /api/services. */
export const caller =
  (ctx: () => TestContext, base: string, defaultCookie: () => string) =>
  (method: Method, url: string, payload?: unknown, cookie = defaultCookie()) =>
    ctx().app.inject({
      method,
      url: `/api/services/${base}${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

export const validationError = (fields: Record<string, string>) => ({
  error: 'ValidationError',
  message: 'Alcuni campi non sono validi',
  fields,
});

export type ServiceCall = ReturnType<typeof caller>;

export type ServicesSuite = {
  ctx: TestContext;
  users: Awaited<ReturnType<typeof signedInUsers>>;
  places: Places;
  /** `call(method, url, payload?, cookie?)` on the suite's resource, as an operator by default. */
  call: ServiceCall;
};

/**
 * The set-up of one services resource's test file: a database with the places and the signed-in
 * users (ready from `beforeAll` on), `table` emptied before each test, closed after all.
 */
type ServiceTable = 'restaurants' | 'bus_services' | 'guide_services';

export function servicesSuite(resource: string, table: ServiceTable): ServicesSuite {
  const suite = {
    call: caller(
      () => suite.ctx,
      resource,
      () => suite.users.operator,
    ),
  } as ServicesSuite;
  beforeAll(async () => {
    suite.ctx = await createTestContext();
    suite.users = await signedInUsers(suite.ctx.db);
    suite.places = await createPlaces(suite.ctx.db);
  });
  afterAll(() => suite.ctx.close());
  beforeEach(async () => {
    await suite.ctx.db.deleteFrom(table).execute();
  });
  return suite;
}

/**
 * Every call of a services resource by an agency user (list, search, read, create, update, delete)
 * answers 403 Forbidden; `payload` is a valid body, sent with `version`.
 */
export async function expectAgencyForbidden(
  { call, users }: ServicesSuite,
  id: number,
  payload: Record<string, unknown>,
  version = 0,
) {
  for (const res of [
    await call('GET', '', undefined, users.agency),
    await call('GET', '/search', undefined, users.agency),
    await call('GET', `/${id}`, undefined, users.agency),
    await call('POST', '', payload, users.agency),
    await call('PUT', `/${id}`, { ...payload, version }, users.agency),
    await call('DELETE', `/${id}`, undefined, users.agency),
  ]) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'Non hai i permessi per questa operazione' });
  }
}

/**
 * DELETE `/{id}` while a case file refers to the record: case files' tables come with a later
 * migration, so a table shaped like theirs (ON DELETE RESTRICT) stands in for them.
 */
export async function deleteWhileReferenced({ ctx, call }: ServicesSuite, table: ServiceTable, id: number) {
  await sql`create table test_references (service_id integer not null references ${sql.table(table)} (id) on delete restrict)`.execute(
    ctx.db,
  );
  try {
    await sql`insert into test_references values (${id})`.execute(ctx.db);
    return await call('DELETE', `/${id}`);
  } finally {
    await sql`drop table test_references`.execute(ctx.db);
  }
}

/** GET, PUT (with the valid body `payload`) and DELETE of an unknown id answer 404 NotFound with `message`. */
export async function expectUnknownIdsNotFound(
  { call }: ServicesSuite,
  payload: Record<string, unknown>,
  message: string,
) {
  for (const res of [
    await call('GET', '/999999'),
    await call('PUT', '/999999', { ...payload, version: 0 }),
    await call('DELETE', '/999999'),
  ]) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NotFound', message });
  }
}

/** DELETE of record `id` while a case file refers to it answers 409 InstanceInUse with `message`. */
export async function expectInUseOnDelete(
  suite: ServicesSuite,
  table: ServiceTable,
  id: number,
  message: string,
) {
  const res = await deleteWhileReferenced(suite, table, id);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ error: 'InstanceInUse', message });
}
