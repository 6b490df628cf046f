import { guideListItem, paged } from '@ham/contracts';
import { servicesSuite } from './services-fixtures';
import { GUIDES } from './services-kinds';

// What only guides have; the checks of every kind of service are in services-crud.itest.ts.
const t = servicesSuite(GUIDES);
const { call, create, payload, names } = t;

describe('CRUD', () => {
  test('create → get → list → update → delete', async () => {
    const created = await create();
    expect(created).toEqual(t.answered());
    expect((await call('GET', `/${created.id}`)).json()).toEqual(JSON.parse(JSON.stringify(created)));
    const list = paged(guideListItem).parse((await call('GET', '')).json());
    expect(list.items).toEqual([
      {
        id: created.id,
        name: created.name,
        location: created.location,
        guestType: { id: 's', name: 'Studenti' },
      },
    ]);

    const updated = await call('PUT', `/${created.id}`, {
      ...payload({ guestTypeId: 'a', duration: 'FD', hours: 6, price: null, notes: '' }),
      version: 0,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      guestTypeId: 'a',
      duration: 'FD',
      hours: 6,
      price: null,
      notes: null,
      version: 1,
    });

    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${created.id}`)).statusCode).toBe(404);
  });

  test('a guide without a guest type lists none', async () => {
    // The answer of the POST: services-crud.itest.ts.
    expect((await call('POST', '', { name: 'Guida libera', locationId: t.places.roma })).statusCode).toBe(
      201,
    );
    const list = paged(guideListItem).parse((await call('GET', '')).json());
    expect(list.items[0].guestType).toBeNull();
  });
});

describe('list and search', () => {
  beforeEach(async () => {
    await create({ name: 'Visita agli Uffizi', locationId: t.places.firenze, guestTypeId: 's' });
    await create({ name: 'Siena medievale', locationId: t.places.siena, guestTypeId: 'a' });
    await create({ name: 'Roma antica: Colosseo e Fori', locationId: t.places.roma, guestTypeId: 'a' });
    await create({ name: 'Lugano e il lago', locationId: t.places.lugano, guestTypeId: null });
  });

  test('filters by name, location, area and country', async () => {
    expect(await names('name=visita')).toEqual(['Visita agli Uffizi']);
    expect(await names(`loc=${t.places.roma}`)).toEqual(['Roma antica: Colosseo e Fori']);
    expect(await names(`area=${t.places.areas.toscana}`)).toEqual(['Siena medievale', 'Visita agli Uffizi']);
    expect(await names('country=ch')).toEqual(['Lugano e il lago']);
  });

  test('search with gt gives the guides for that guest type (or any) first, then the others', async () => {
    const res = await call('GET', `/search?country=IT&gt=a`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: expect.any(Number),
        name: 'Roma antica: Colosseo e Fori',
        location: expect.objectContaining({ id: t.places.roma }),
        guestTypeId: 'a',
        price: 15000,
        duration: 'HD',
        hours: 2.5,
      },
      expect.objectContaining({ name: 'Siena medievale' }),
      expect.objectContaining({ name: 'Visita agli Uffizi', guestTypeId: 's' }),
    ]);
    expect(await names(`q=uffizi&loc=${t.places.firenze}&gt=s`, '/search')).toEqual(['Visita agli Uffizi']);
    expect(await names(`q=uffizi&gt=a`, '/search')).toEqual(['Visita agli Uffizi']);
    // The place's name finds its guides too.
    expect(await names(`q=lugano&gt=a`, '/search')).toEqual(['Lugano e il lago']);
    expect(await names(`q=toscana&gt=a`, '/search')).toEqual(['Siena medievale', 'Visita agli Uffizi']);
  });
});
