import { paged, restaurantListItem } from '@ham/contracts';
import { locationOf, servicesSuite } from './services-fixtures';
import { RESTAURANTS } from './services-kinds';

// What only restaurants have; the checks of every kind of service are in services-crud.itest.ts.
const t = servicesSuite(RESTAURANTS);
const { call, create, payload, names, childRows: menusOf } = t;

describe('CRUD', () => {
  test('create → get → list → update → delete, with the menus as maps keyed by guest type', async () => {
    const created = await create();
    // The body's empty fax comes back as null.
    expect(created).toEqual(t.answered({ fax: null }));
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

  test('zero is a valid price and cost', async () => {
    const created = await create({ prices: { a: 0 }, costs: { a: 0 }, freeEvery: {} });
    expect(created).toMatchObject({ prices: { a: 0 }, costs: { a: 0 }, freeEvery: {} });
  });
});

describe('validation', () => {
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
    for (const [name, locationId, prices] of [
      ['Trattoria da Mario', t.places.firenze, { s: 1800 }],
      ['Osteria Le Logge', t.places.siena, { a: 3500 }],
      ['Trattoria Da Enzo', t.places.roma, { s: 1500, a: 2500 }],
      ['Grotto Morchino', t.places.lugano, { a: 4000 }],
    ] as const) {
      await create({ name, locationId, prices, costs: {}, freeEvery: {} });
    }
  });

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

  test('search by q, one geo id and gt gives what a meal needs; those without a menu for gt after', async () => {
    const res = await call('GET', `/search?q=tratt&country=IT&gt=a`);
    expect(res.statusCode).toBe(200);
    // Trattoria da Mario has no menu for adults: listed after, for the picker to grey with the reason.
    expect(res.json().items).toEqual([
      {
        id: expect.any(Number),
        name: 'Trattoria Da Enzo',
        location: locationOf(t.places, 'roma'),
        address: 'Via Rosina 2r',
        prices: { s: 1500, a: 2500 },
        costs: {},
        freeEvery: {},
      },
      expect.objectContaining({ name: 'Trattoria da Mario', prices: { s: 1800 } }),
    ]);
    expect(await names(`q=tratt&gt=s`, '/search')).toEqual(['Trattoria Da Enzo', 'Trattoria da Mario']);
    expect(await names(`area=${t.places.areas.toscana}`, '/search')).toEqual([
      'Osteria Le Logge',
      'Trattoria da Mario',
    ]);
    expect(await names(`loc=${t.places.lugano}&gt=s`, '/search')).toEqual(['Grotto Morchino']);
    expect(await names(`loc=${t.places.lugano}&gt=a&q=zzz`, '/search')).toEqual([]);
  });

  test("search by a place's name: 'Firenze' finds the restaurants in Firenze, 'toscana' those of the area", async () => {
    expect(await names('q=firenze', '/search')).toEqual(['Trattoria da Mario']);
    expect(await names('q=TOSCANA&gt=a', '/search')).toEqual(['Osteria Le Logge', 'Trattoria da Mario']);
    // A name match ranks before a place match.
    await create({
      name: 'Pizzeria Firenze',
      locationId: t.places.roma,
      prices: { s: 900 },
      costs: {},
      freeEvery: {},
    });
    expect(await names('q=firenze', '/search')).toEqual(['Pizzeria Firenze', 'Trattoria da Mario']);
  });
});
