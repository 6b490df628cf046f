import { guide, guideListItem, paged } from '@ham/contracts';
import {
  expectAgencyForbidden,
  expectInUseOnDelete,
  expectUnknownIdsNotFound,
  servicesSuite,
  validationError,
} from './services-fixtures';

const t = servicesSuite('guides', 'guide_services');
const { call } = t;

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Visita agli Uffizi',
  locationId: t.places.firenze,
  companyName: 'Guide Firenze Soc. Coop.',
  companyAddress: 'Piazza della Signoria 1, Firenze',
  phone: '055 123456',
  email: 'prenotazioni@guidefirenze.it',
  guestTypeId: 's',
  price: 15000,
  cost: 12000,
  extraCost: 2500,
  persons: 25,
  duration: 'HD',
  hours: 2.5,
  notes: 'Auricolari inclusi',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '', payload(overrides));
  expect(res.statusCode).toBe(201);
  return guide.parse(res.json());
}

describe('CRUD', () => {
  test('create → get → list → update → delete', async () => {
    const created = await create();
    expect(created).toEqual({
      id: expect.any(Number),
      ...payload(),
      locationId: undefined,
      location: {
        id: t.places.firenze,
        name: 'Firenze',
        area: { id: t.places.areas.toscana, name: 'Toscana' },
        country: { id: 'IT', name: 'Italia' },
      },
      version: 0,
    });
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

  test('only name and location are required', async () => {
    const res = await call('POST', '', { name: 'Guida libera', locationId: t.places.roma });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      guestTypeId: null,
      price: null,
      hours: null,
      duration: null,
      persons: null,
    });
    const list = paged(guideListItem).parse((await call('GET', '')).json());
    expect(list.items[0].guestType).toBeNull();
  });

  test('a stale PUT answers 409 StaleRecord', async () => {
    const created = await create();
    expect((await call('PUT', `/${created.id}`, { ...payload(), version: 0 })).statusCode).toBe(200);
    const stale = await call('PUT', `/${created.id}`, { ...payload({ name: 'Altro' }), version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('StaleRecord');
    expect((await call('GET', `/${created.id}`)).json()).toMatchObject({
      name: 'Visita agli Uffizi',
      version: 1,
    });
  });

  test('unknown ids answer 404', async () => {
    await expectUnknownIdsNotFound(t, payload(), 'Servizio guida non trovato');
  });

  test('a guide service used by a case file answers 409 InstanceInUse', async () => {
    const created = await create();
    await expectInUseOnDelete(
      t,
      'guide_services',
      created.id,
      'Impossibile eliminare il servizio guida: è usato in una o più pratiche.',
    );
  });
});

describe('validation', () => {
  test.each([
    ['no name', { name: undefined }, { name: 'Campo obbligatorio' }],
    ['no location', { locationId: null }, { locationId: 'Campo obbligatorio' }],
    ['an unknown location', { locationId: 999999 }, { locationId: 'Località non valida' }],
    ['an unknown guest type', { guestTypeId: 'x' }, { guestTypeId: 'Tipologia ospiti non valida' }],
    ['a bad e-mail', { email: 'guide@' }, { email: 'Indirizzo e-mail non valido' }],
    ['a negative price', { price: -1 }, { price: 'Il valore non può essere negativo' }],
    ['a negative extra cost', { extraCost: -500 }, { extraCost: 'Il valore non può essere negativo' }],
    ['zero persons', { persons: 0 }, { persons: 'Deve essere almeno 1' }],
    ['the Transfer duration (buses only)', { duration: 'Transfer' }, { duration: 'Durata non valida' }],
    ['zero hours', { hours: 0 }, { hours: 'Deve essere maggiore di 0' }],
    ['more than a day', { hours: 25 }, { hours: 'Al massimo 24 ore' }],
  ])('%s → 400 with the field', async (_label, overrides, fields) => {
    const res = await call('POST', '', payload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validationError(fields));
    expect(await t.ctx.db.selectFrom('guide_services').select('id').execute()).toEqual([]);
  });
});

describe('list and search', () => {
  beforeEach(async () => {
    await create({ name: 'Visita agli Uffizi', locationId: t.places.firenze, guestTypeId: 's' });
    await create({ name: 'Siena medievale', locationId: t.places.siena, guestTypeId: 'a' });
    await create({ name: 'Roma antica: Colosseo e Fori', locationId: t.places.roma, guestTypeId: 'a' });
    await create({ name: 'Lugano e il lago', locationId: t.places.lugano, guestTypeId: null });
  });

  const names = async (query: string, url = '') =>
    (await call('GET', `${url}?${query}`)).json().items.map((r: { name: string }) => r.name);

  test('filters by name, location, area and country', async () => {
    expect(await names('name=visita')).toEqual(['Visita agli Uffizi']);
    expect(await names(`loc=${t.places.roma}`)).toEqual(['Roma antica: Colosseo e Fori']);
    expect(await names(`area=${t.places.areas.toscana}`)).toEqual(['Siena medievale', 'Visita agli Uffizi']);
    expect(await names('country=ch')).toEqual(['Lugano e il lago']);
  });

  test('search with gt gives the guides for that guest type', async () => {
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
    ]);
    expect(await names(`q=uffizi&loc=${t.places.firenze}&gt=s`, '/search')).toEqual(['Visita agli Uffizi']);
    expect(await names(`q=uffizi&gt=a`, '/search')).toEqual([]);
  });
});

describe('permissions', () => {
  test('anonymous 401, agency users 403', async () => {
    const created = await create();
    expect((await call('GET', `/${created.id}`, undefined, '')).statusCode).toBe(401);
    await expectAgencyForbidden(t, created.id, payload());
  });
});
