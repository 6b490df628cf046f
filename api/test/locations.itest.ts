import { location, paged } from '@ham/contracts';
import { creator, insertId, signedInSuite, validationError } from './helpers';

const t = signedInSuite();
let veneto: number;
let garda: number;
let ticino: number;
beforeAll(async () => {
  const area = (name: string, country_id: string) => insertId(t.ctx.db, 'areas', { name, country_id });
  veneto = await area('Veneto', 'IT');
  garda = await area('Lago di Garda', 'IT');
  ticino = await area('Ticino', 'CH');
});
beforeEach(async () => {
  await t.ctx.db.deleteFrom('locations').execute();
});

const call = t.api('/api/geo/locations', 'admin');

const create = creator(call, location, {});
const createLocation = (name: string, areaId: number, countryId = 'IT') =>
  create({ name, areaId, countryId });

test('create → get → list with filters → update → delete', async () => {
  const created = await createLocation(' Venezia ', veneto);
  expect(created).toEqual({
    id: expect.any(Number),
    name: 'Venezia',
    area: { id: veneto, name: 'Veneto', country: { id: 'IT', name: 'Italia' } },
    country: { id: 'IT', name: 'Italia' },
    touristTax: [],
    version: 0,
  });
  expect((await call('GET', `/${created.id}`, undefined, t.users.operator)).json()).toEqual(created);
  await createLocation('Sirmione', garda);
  await createLocation('Lugano', ticino, 'CH');

  const names = async (query: string) =>
    paged(location)
      .parse((await call('GET', query, undefined, t.users.operator)).json())
      .items.map((l) => l.name);
  expect(await names('')).toEqual(['Lugano', 'Sirmione', 'Venezia']);
  expect(await names(`?area=${garda}`)).toEqual(['Sirmione']);
  expect(await names('?country=ch')).toEqual(['Lugano']);
  expect(await names('?name=ven&country=IT')).toEqual(['Venezia']);
  const page = paged(location).parse((await call('GET', '?p=2&ipp=2')).json());
  expect(page.pageInfo).toEqual({ page: 2, itemsPerPage: 2, totalItems: 3, totalPages: 2 });

  /** A PUT of the location in garda as `name`, over version 0. */
  const update = (name: string) =>
    call('PUT', `/${created.id}`, { name, areaId: garda, countryId: 'IT', version: 0 });
  const moved = await update('Venezia');
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toMatchObject({ area: { id: garda }, version: 1 });
  const stale = await update('X');
  expect(stale.statusCode).toBe(409);
  expect(stale.json().error).toBe('StaleRecord');

  expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(204);
  for (const res of [
    await call('GET', `/${created.id}`),
    await call('PUT', `/${created.id}`, { name: 'X', areaId: garda, countryId: 'IT', version: 1 }),
    await call('DELETE', `/${created.id}`),
  ]) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NotFound', message: 'Località non trovata' });
  }
});

test("the country must be the area's; an unknown area and missing fields answer 400", async () => {
  const wrong = await call('POST', '', { name: 'Lugano', areaId: veneto, countryId: 'CH' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toEqual(validationError({ countryId: "La nazione deve essere quella dell'area" }));
  const created = await createLocation('Verona', veneto);
  const moveAbroad = await call('PUT', `/${created.id}`, {
    name: 'Verona',
    areaId: ticino,
    countryId: 'IT',
    version: 0,
  });
  expect(moveAbroad.json().fields).toEqual({ countryId: "La nazione deve essere quella dell'area" });
  const unknownArea = await call('POST', '', { name: 'X', areaId: 999999, countryId: 'IT' });
  expect(unknownArea.json().fields).toEqual({ areaId: 'Area non valida' });
  const missing = await call('POST', '', {});
  expect(Object.keys(missing.json().fields).sort()).toEqual(['areaId', 'countryId', 'name']);
  expect((await call('GET', '')).json().items.map((l: { name: string }) => l.name)).toEqual(['Verona']);
});

test('a duplicate name in the same area answers 409 Conflict', async () => {
  await createLocation('Padova', veneto);
  const res = await call('POST', '', { name: 'PADOVA', areaId: veneto, countryId: 'IT' });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    error: 'Conflict',
    message: "Esiste già una località con questo nome in quest'area.",
  });
});

test('operators read but cannot write; agency users get 403', async () => {
  const created = await createLocation('Treviso', veneto);
  for (const res of [
    await call('POST', '', { name: 'X', areaId: veneto, countryId: 'IT' }, t.users.operator),
    await call(
      'PUT',
      `/${created.id}`,
      { name: 'X', areaId: veneto, countryId: 'IT', version: 0 },
      t.users.operator,
    ),
    await call('DELETE', `/${created.id}`, undefined, t.users.operator),
    await call('GET', '', undefined, t.users.agency),
    await call('GET', `/${created.id}`, undefined, t.users.agency),
    await call('POST', '', { name: 'X', areaId: veneto, countryId: 'IT' }, t.users.agency),
  ]) {
    expect(res.statusCode).toBe(403);
  }
});
