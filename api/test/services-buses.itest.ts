import { busListItem, paged } from '@ham/contracts';
import { servicesSuite } from './services-fixtures';
import { BUSES } from './services-kinds';

// What only buses have; the checks of every kind of service are in services-crud.itest.ts.
const t = servicesSuite(BUSES);
const { call, create, payload, names, childRows: rowsOf } = t;

describe('CRUD', () => {
  test('create → get → list → update → delete; price rows sorted by seats', async () => {
    const created = await create();
    // The body's price rows come back sorted by seats, a missing cost as null.
    expect(created).toEqual(
      t.answered({
        prices: [
          { maxSeats: 19, price: 28000, cost: null },
          { maxSeats: 35, price: 39000, cost: null },
          { maxSeats: 54, price: 52000, cost: 45000 },
        ],
      }),
    );
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
});

describe('list and search', () => {
  beforeEach(async () => {
    await create({ name: 'Autoservizi Fiorentini', locationId: t.places.firenze });
    await create({ name: 'Bus Siena Tour', locationId: t.places.siena, duration: 'FD' });
    await create({ name: 'Roma Bus Express', locationId: t.places.roma, duration: 'Transfer' });
    await create({ name: 'Autolinee Ticinesi', locationId: t.places.lugano });
  });

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
