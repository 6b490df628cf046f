import { paged, restaurant, restaurantListItem } from '@ham/contracts';
import {
  expectAgencyForbidden,
  expectInUseOnDelete,
  expectUnknownIdsNotFound,
  servicesSuite,
  validationError,
} from './services-fixtures';

const t = servicesSuite('restaurants', 'restaurants');
const { call } = t;

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Trattoria da Mario',
  locationId: t.places.firenze,
  address: 'Via Rosina 2r',
  phone: '055 218550',
  fax: '',
  email: 'info@trattoriamario.it',
  website: 'https://www.trattoriamario.com',
  prices: { s: 1800, a: 2800 },
  costs: { s: 1400 },
  freeEvery: { s: 25 },
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '', payload(overrides));
  expect(res.statusCode).toBe(201);
  return restaurant.parse(res.json());
}

const menusOf = (id: number) =>
  t.ctx.db
    .selectFrom('restaurant_menus')
    .selectAll()
    .where('restaurant_id', '=', id)
    .orderBy('guest_type_id')
    .execute();

describe('CRUD', () => {
  test('create → get → list → update → delete, with the menus as maps keyed by guest type', async () => {
    const created = await create();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Trattoria da Mario',
      location: {
        id: t.places.firenze,
        name: 'Firenze',
        area: { id: t.places.areas.toscana, name: 'Toscana' },
        country: { id: 'IT', name: 'Italia' },
      },
      address: 'Via Rosina 2r',
      phone: '055 218550',
      fax: null,
      email: 'info@trattoriamario.it',
      website: 'https://www.trattoriamario.com',
      prices: { s: 1800, a: 2800 },
      costs: { s: 1400 },
      freeEvery: { s: 25 },
      version: 0,
    });
    expect((await call('GET', `/${created.id}`)).json()).toEqual(created);

    const list = paged(restaurantListItem).parse((await call('GET', '')).json());
    expect(list.items).toEqual([{ id: created.id, name: created.name, location: created.location }]);

    // The adult menu goes, the students' loses its freebie and gains nothing else.
    const updated = await call('PUT', `/${created.id}`, {
      ...payload({ name: 'Trattoria Mario', prices: { s: 1900 }, costs: { s: 1500 }, freeEvery: {} }),
      version: 0,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Trattoria Mario',
      prices: { s: 1900 },
      costs: { s: 1500 },
      freeEvery: {},
      version: 1,
    });
    expect(await menusOf(created.id)).toEqual([
      { restaurant_id: created.id, guest_type_id: 's', price: 1900, cost: 1500, free_every: null },
    ]);

    const deleted = await call('DELETE', `/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/${created.id}`)).statusCode).toBe(404);
    expect(await menusOf(created.id)).toEqual([]);
  });

  test('a restaurant without menus and with only the required fields', async () => {
    const res = await call('POST', '', { name: 'Bar Centrale', locationId: t.places.roma });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Bar Centrale',
      address: null,
      email: null,
      prices: {},
      costs: {},
      freeEvery: {},
    });
  });

  test('zero is a valid price and cost', async () => {
    const created = await create({ prices: { a: 0 }, costs: { a: 0 }, freeEvery: {} });
    expect(created).toMatchObject({ prices: { a: 0 }, costs: { a: 0 }, freeEvery: {} });
  });

  test('a stale PUT answers 409 StaleRecord and changes neither the restaurant nor its menus', async () => {
    const created = await create();
    expect(
      (await call('PUT', `/${created.id}`, { ...payload({ name: 'Da Mario' }), version: 0 })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/${created.id}`, {
      ...payload({ prices: { s: 1, a: 100 } }),
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'StaleRecord',
      message: 'Il record è stato modificato da un altro utente: ricarica la pagina.',
    });
    expect((await call('GET', `/${created.id}`)).json()).toMatchObject({
      name: 'Da Mario',
      prices: { s: 1800, a: 2800 },
      version: 1,
    });
  });

  test('unknown ids answer 404 on GET, PUT and DELETE', async () => {
    await expectUnknownIdsNotFound(t, payload(), 'Ristorante non trovato');
  });

  test('a restaurant used by a case file answers 409 InstanceInUse and stays', async () => {
    const created = await create();
    await expectInUseOnDelete(
      t,
      'restaurants',
      created.id,
      'Impossibile eliminare il ristorante: è usato in una o più pratiche.',
    );
    expect(await menusOf(created.id)).toHaveLength(2);
  });
});

describe('validation: clear errors, nothing half-saved', () => {
  test.each([
    ['no name', { name: '  ' }, { name: 'Campo obbligatorio' }],
    ['no location', { locationId: undefined }, { locationId: 'Campo obbligatorio' }],
    ['an unknown location', { locationId: 999999 }, { locationId: 'Località non valida' }],
    ['a bad e-mail', { email: 'mario@' }, { email: 'Indirizzo e-mail non valido' }],
    [
      'a menu for an unknown guest type',
      { prices: { s: 1000, x: 1000 } },
      { 'prices.x': 'Tipologia ospiti non valida' },
    ],
    [
      'a cost for an unknown guest type',
      { costs: { zz: 10 } },
      { 'costs.zz': 'Tipologia ospiti non valida' },
    ],
    ['a negative price', { prices: { s: -1, a: 2800 } }, { 'prices.s': 'Il valore non può essere negativo' }],
    ['a negative cost', { costs: { s: -100 } }, { 'costs.s': 'Il valore non può essere negativo' }],
    [
      'a price in euro with decimals',
      { prices: { s: 18.5 } },
      { 'prices.s': 'Deve essere un numero intero' },
    ],
    ['freeEvery 0', { freeEvery: { s: 0 } }, { 'freeEvery.s': 'Deve essere almeno 1' }],
    [
      'a cost without the menu',
      { prices: { a: 2800 }, costs: { s: 1400 }, freeEvery: {} },
      { 'prices.s': 'Campo obbligatorio' },
    ],
    [
      'freebies without the menu',
      { prices: { s: 1800 }, costs: {}, freeEvery: { a: 20 } },
      { 'prices.a': 'Campo obbligatorio' },
    ],
  ])('%s → 400 with the field', async (_label, overrides, fields) => {
    const res = await call('POST', '', payload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validationError(fields));
    expect(await t.ctx.db.selectFrom('restaurants').select('id').execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('restaurant_menus').select('restaurant_id').execute()).toEqual([]);
  });

  test('a refused update keeps the previous menus and fields', async () => {
    const created = await create();
    for (const bad of [
      { prices: { s: 1000, x: 10 } },
      { freeEvery: { s: 0 } },
      { prices: { s: -5 } },
      { locationId: 999999 },
    ]) {
      const res = await call('PUT', `/${created.id}`, { ...payload({ name: 'Altro', ...bad }), version: 0 });
      expect(res.statusCode).toBe(400);
    }
    expect((await call('GET', `/${created.id}`)).json()).toEqual(created);
  });

  test('wrong types of the maps answer 400, never 500', async () => {
    for (const prices of [[1800], 'tanti', { s: '18,00' }, { s: null }]) {
      const res = await call('POST', '', payload({ prices }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('ValidationError');
    }
  });
});

describe('list and search', () => {
  beforeEach(async () => {
    await create({
      name: 'Trattoria da Mario',
      locationId: t.places.firenze,
      prices: { s: 1800 },
      costs: {},
      freeEvery: {},
    });
    await create({
      name: 'Osteria Le Logge',
      locationId: t.places.siena,
      prices: { a: 3500 },
      costs: {},
      freeEvery: {},
    });
    await create({
      name: 'Trattoria Da Enzo',
      locationId: t.places.roma,
      prices: { s: 1500, a: 2500 },
      costs: {},
      freeEvery: {},
    });
    await create({
      name: 'Grotto Morchino',
      locationId: t.places.lugano,
      prices: { a: 4000 },
      costs: {},
      freeEvery: {},
    });
  });

  const names = async (query: string, url = '') =>
    (await call('GET', `${url}?${query}`)).json().items.map((r: { name: string }) => r.name);

  test.each([
    ['', ['Grotto Morchino', 'Osteria Le Logge', 'Trattoria da Mario', 'Trattoria Da Enzo']],
    ['name=trattoria', ['Trattoria da Mario', 'Trattoria Da Enzo']],
    ['name=LOGGE', ['Osteria Le Logge']],
    ['country=ch', ['Grotto Morchino']],
    ['name=trattoria&country=IT', ['Trattoria da Mario', 'Trattoria Da Enzo']],
  ])('filters %s', async (query, expected) => {
    expect((await names(query)).sort()).toEqual([...expected].sort());
  });

  test('a geo filter that is not an id answers 400', async () => {
    for (const query of ['loc=Firenze', 'area=-1', 'country=ITA']) {
      const res = await call('GET', `?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('ValidationError');
    }
  });

  test('filters by location and area', async () => {
    expect(await names(`loc=${t.places.siena}`)).toEqual(['Osteria Le Logge']);
    expect((await names(`area=${t.places.areas.toscana}`)).sort()).toEqual([
      'Osteria Le Logge',
      'Trattoria da Mario',
    ]);
    expect(await names(`area=${t.places.areas.toscana}&name=trattoria`)).toEqual(['Trattoria da Mario']);
    expect(await names(`area=${t.places.areas.lazio}&loc=${t.places.firenze}`)).toEqual([]);
  });

  test('pages with p and ipp, ordered by name', async () => {
    const page = paged(restaurantListItem).parse((await call('GET', '?p=2&ipp=3')).json());
    expect(page.items.map((r) => r.name)).toEqual(['Trattoria da Mario']);
    expect(page.pageInfo).toEqual({ page: 2, itemsPerPage: 3, totalItems: 4, totalPages: 2 });
  });

  test('search by q, one geo id and gt gives what a meal needs', async () => {
    const res = await call('GET', `/search?q=tratt&country=IT&gt=a`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: expect.any(Number),
        name: 'Trattoria Da Enzo',
        location: {
          id: t.places.roma,
          name: 'Roma',
          area: { id: t.places.areas.lazio, name: 'Lazio' },
          country: { id: 'IT', name: 'Italia' },
        },
        address: 'Via Rosina 2r',
        prices: { s: 1500, a: 2500 },
        costs: {},
        freeEvery: {},
      },
    ]);
    expect(await names(`q=tratt&gt=s`, '/search')).toEqual(['Trattoria Da Enzo', 'Trattoria da Mario']);
    expect(await names(`area=${t.places.areas.toscana}`, '/search')).toEqual([
      'Osteria Le Logge',
      'Trattoria da Mario',
    ]);
    expect(await names(`loc=${t.places.lugano}&gt=s`, '/search')).toEqual([]);
  });
});

describe('permissions', () => {
  test('without a session every call answers 401', async () => {
    for (const res of [
      await call('GET', '', undefined, ''),
      await call('GET', '/search', undefined, ''),
      await call('POST', '', payload(), ''),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  test('operators and administrators read and write; agency users get 403 everywhere', async () => {
    const created = await create();
    expect((await call('GET', `/${created.id}`, undefined, t.users.admin)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/${created.id}`, { ...payload(), version: 0 }, t.users.admin)).statusCode,
    ).toBe(200);
    await expectAgencyForbidden(t, created.id, payload(), 1);
    expect((await call('GET', `/${created.id}`)).json()).toMatchObject({ version: 1 });
  });
});
