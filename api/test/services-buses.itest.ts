import { bus, busListItem, paged } from '@ham/contracts';
import {
  expectAgencyForbidden,
  expectInUseOnDelete,
  expectUnknownIdsNotFound,
  servicesSuite,
  validationError,
} from './services-fixtures';

const t = servicesSuite('buses', 'bus_services');
const { call } = t;

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Autoservizi Fiorentini',
  locationId: t.places.firenze,
  address: 'Via Pratese 12',
  phone: '055 300400',
  email: 'noleggio@autofiorentini.it',
  duration: 'HD',
  prices: [
    { maxSeats: 54, price: 52000, cost: 45000 },
    { maxSeats: 19, price: 28000 },
    { maxSeats: 35, price: 39000, cost: null },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '', payload(overrides));
  expect(res.statusCode).toBe(201);
  return bus.parse(res.json());
}

const rowsOf = (id: number) =>
  t.ctx.db
    .selectFrom('bus_prices')
    .select(['max_seats', 'price', 'cost'])
    .where('bus_service_id', '=', id)
    .orderBy('max_seats')
    .execute();

describe('CRUD', () => {
  test('create → get → list → update → delete; price rows sorted by seats', async () => {
    const created = await create();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Autoservizi Fiorentini',
      location: {
        id: t.places.firenze,
        name: 'Firenze',
        area: { id: t.places.areas.toscana, name: 'Toscana' },
        country: { id: 'IT', name: 'Italia' },
      },
      address: 'Via Pratese 12',
      phone: '055 300400',
      email: 'noleggio@autofiorentini.it',
      duration: 'HD',
      prices: [
        { maxSeats: 19, price: 28000, cost: null },
        { maxSeats: 35, price: 39000, cost: null },
        { maxSeats: 54, price: 52000, cost: 45000 },
      ],
      version: 0,
    });
    expect((await call('GET', `/${created.id}`)).json()).toEqual(created);
    const list = paged(busListItem).parse((await call('GET', '')).json());
    expect(list.items).toEqual([
      { id: created.id, name: created.name, location: created.location, duration: 'HD' },
    ]);

    const updated = await call('PUT', `/${created.id}`, {
      ...payload({ duration: 'Transfer', prices: [{ maxSeats: 8, price: 15000, cost: 12000 }] }),
      version: 0,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      duration: 'Transfer',
      prices: [{ maxSeats: 8, price: 15000, cost: 12000 }],
      version: 1,
    });
    expect(await rowsOf(created.id)).toEqual([{ max_seats: 8, price: 15000, cost: 12000 }]);

    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${created.id}`)).statusCode).toBe(404);
    expect(await rowsOf(created.id)).toEqual([]);
  });

  test('only name and location are required: no duration, no price rows', async () => {
    const res = await call('POST', '', { name: 'Bus Roma', locationId: t.places.roma });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ duration: null, prices: [], email: null });
  });

  test('a stale PUT answers 409 StaleRecord and keeps the price rows', async () => {
    const created = await create();
    expect((await call('PUT', `/${created.id}`, { ...payload(), version: 0 })).statusCode).toBe(200);
    const stale = await call('PUT', `/${created.id}`, { ...payload({ prices: [] }), version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('StaleRecord');
    expect(await rowsOf(created.id)).toHaveLength(3);
  });

  test('unknown ids answer 404', async () => {
    await expectUnknownIdsNotFound(t, payload(), 'Servizio bus non trovato');
  });

  test('a bus service used by a case file answers 409 InstanceInUse', async () => {
    const created = await create();
    await expectInUseOnDelete(
      t,
      'bus_services',
      created.id,
      'Impossibile eliminare il servizio bus: è usato in una o più pratiche.',
    );
    expect(await rowsOf(created.id)).toHaveLength(3);
  });
});

describe('validation: clear errors, nothing half-saved', () => {
  test.each([
    ['no name', { name: '' }, { name: 'Campo obbligatorio' }],
    ['an unknown location', { locationId: 424242 }, { locationId: 'Località non valida' }],
    ['a bad e-mail', { email: 'bus.it' }, { email: 'Indirizzo e-mail non valido' }],
    ['an unknown duration', { duration: 'WEEK' }, { duration: 'Durata non valida' }],
    [
      'a row without seats',
      { prices: [{ maxSeats: 19, price: 1 }, { price: 28000 }] },
      { 'prices.1.maxSeats': 'Campo obbligatorio' },
    ],
    [
      'a row with empty seats',
      { prices: [{ maxSeats: null, price: 28000 }] },
      { 'prices.0.maxSeats': 'Campo obbligatorio' },
    ],
    ['a row without price', { prices: [{ maxSeats: 19 }] }, { 'prices.0.price': 'Campo obbligatorio' }],
    [
      'zero seats',
      { prices: [{ maxSeats: 0, price: 100 }] },
      { 'prices.0.maxSeats': 'Deve essere almeno 1' },
    ],
    [
      'duplicated seats',
      {
        prices: [
          { maxSeats: 19, price: 100 },
          { maxSeats: 35, price: 200 },
          { maxSeats: 19, price: 300 },
        ],
      },
      { 'prices.2.maxSeats': 'Numero di posti già presente' },
    ],
    [
      'a negative price',
      { prices: [{ maxSeats: 19, price: -100 }] },
      { 'prices.0.price': 'Il valore non può essere negativo' },
    ],
    [
      'a negative cost',
      { prices: [{ maxSeats: 19, price: 100, cost: -1 }] },
      { 'prices.0.cost': 'Il valore non può essere negativo' },
    ],
  ])('%s → 400 with the field', async (_label, overrides, fields) => {
    const res = await call('POST', '', payload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validationError(fields));
    expect(await t.ctx.db.selectFrom('bus_services').select('id').execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('bus_prices').select('max_seats').execute()).toEqual([]);
  });

  test('a refused update keeps the previous price rows and fields', async () => {
    const created = await create();
    for (const prices of [
      [{ maxSeats: 10, price: 1 }, { price: 2 }],
      [
        { maxSeats: 10, price: 1 },
        { maxSeats: 10, price: 2 },
      ],
      [{ maxSeats: 10, price: -2 }],
      'tre righe',
    ]) {
      const res = await call('PUT', `/${created.id}`, { ...payload({ name: 'Altro', prices }), version: 0 });
      expect(res.statusCode).toBe(400);
    }
    expect((await call('GET', `/${created.id}`)).json()).toEqual(created);
  });
});

describe('list and search', () => {
  beforeEach(async () => {
    await create({ name: 'Autoservizi Fiorentini', locationId: t.places.firenze });
    await create({ name: 'Bus Siena Tour', locationId: t.places.siena, duration: 'FD' });
    await create({ name: 'Roma Bus Express', locationId: t.places.roma, duration: 'Transfer' });
    await create({ name: 'Autolinee Ticinesi', locationId: t.places.lugano });
  });

  const names = async (query: string, url = '') =>
    (await call('GET', `${url}?${query}`)).json().items.map((r: { name: string }) => r.name);

  test('filters by name, location, area and country', async () => {
    expect(await names('name=bus')).toEqual(['Bus Siena Tour', 'Roma Bus Express']);
    expect(await names(`loc=${t.places.siena}`)).toEqual(['Bus Siena Tour']);
    expect(await names(`area=${t.places.areas.toscana}`)).toEqual([
      'Autoservizi Fiorentini',
      'Bus Siena Tour',
    ]);
    expect(await names('country=CH')).toEqual(['Autolinee Ticinesi']);
    expect(await names(`country=IT&name=auto`)).toEqual(['Autoservizi Fiorentini']);
  });

  test('search gives what a bus trip needs: duration and price rows', async () => {
    const res = await call('GET', `/search?q=roma&area=${t.places.areas.lazio}&gt=s`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: expect.any(Number),
        name: 'Roma Bus Express',
        location: expect.objectContaining({ id: t.places.roma, name: 'Roma' }),
        duration: 'Transfer',
        prices: [
          { maxSeats: 19, price: 28000, cost: null },
          { maxSeats: 35, price: 39000, cost: null },
          { maxSeats: 54, price: 52000, cost: 45000 },
        ],
      },
    ]);
    // Names starting with the text first.
    expect(await names('q=bus', '/search')).toEqual(['Bus Siena Tour', 'Roma Bus Express']);
  });
});

describe('permissions', () => {
  test('anonymous 401, agency users 403, operators allowed', async () => {
    const created = await create();
    expect((await call('GET', '', undefined, '')).statusCode).toBe(401);
    await expectAgencyForbidden(t, created.id, payload());
    expect((await call('DELETE', `/${created.id}`, undefined, t.users.operator)).statusCode).toBe(204);
  });
});
