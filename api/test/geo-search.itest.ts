import { geoHit, itemsOf, locationRef } from '@ham/contracts';
import { insertId, signedInSuite } from './helpers';

const t = signedInSuite();
beforeAll(async () => {
  const places: [string, string, string[]][] = [
    ['Venezia e laguna', 'IT', ['Venezia', 'Chioggia']],
    ['Firenze e Toscana', 'IT', ['Firenze', 'Siena']],
    ['Costa Brava', 'ES', ['Lloret de Mar']],
  ];
  for (const [name, country, locations] of places) {
    const area = await insertId(t.ctx.db, 'areas', { name, country_id: country });
    await t.ctx.db
      .insertInto('locations')
      .values(locations.map((l) => ({ name: l, area_id: area, country_id: country })))
      .execute();
  }
});

const get = (url: string, cookie = t.users.admin) =>
  t.ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/geo/countries/search', () => {
  test('finds Italia by "ita", accents and case aside, and by its exact code', async () => {
    const byName = await get('/api/geo/countries/search?q=ita', t.users.operator);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().items[0]).toEqual({ id: 'IT', name: 'Italia' });
    expect((await get('/api/geo/countries/search?q=svi')).json().items).toContainEqual({
      id: 'CH',
      name: 'Svizzera',
    });
    expect((await get('/api/geo/countries/search?q=peru')).json().items).toEqual([
      { id: 'PE', name: 'Perù' },
    ]);
    expect((await get('/api/geo/countries/search?q=de')).json().items[0]).toEqual({
      id: 'DE',
      name: 'Germania',
    });
  });

  test('an empty query lists Italia first, then alphabetically, at most 20', async () => {
    const items = (await get('/api/geo/countries/search')).json().items;
    expect(items).toHaveLength(20);
    expect(items[0]).toEqual({ id: 'IT', name: 'Italia' });
    expect(items[1].name).toBe('Afghanistan');
  });

  test('needs a staff session', async () => {
    expect((await get('/api/geo/countries/search?q=it', '')).statusCode).toBe(401);
    expect((await get('/api/geo/countries/search?q=it', t.users.agency)).statusCode).toBe(403);
  });
});

describe('GET /api/geo/search', () => {
  test('areas, locations and countries with type and context; prefix matches first', async () => {
    const res = await get('/api/geo/search?q=ven', t.users.agency);
    expect(res.statusCode).toBe(200);
    const { items } = itemsOf(geoHit).parse(res.json());
    expect(items.slice(0, 2)).toEqual([
      { id: expect.any(Number), name: 'Venezia e laguna', type: 'area', context: 'Italia' },
      { id: expect.any(Number), name: 'Venezia', type: 'location', context: 'Venezia e laguna' },
    ]);
    expect(items).toContainEqual({ id: 'VE', name: 'Venezuela', type: 'country', context: null });
    // 'Slovenia' contains the text but does not start with it: after the prefix matches.
    const names = items.map((h) => h.name);
    expect(names.indexOf('Slovenia')).toBeGreaterThan(names.indexOf('Venezuela'));
  });

  test('countries=false leaves countries out; an empty query finds nothing', async () => {
    const { items } = (await get('/api/geo/search?q=ven&countries=false')).json();
    expect(items.every((h: { type: string }) => h.type !== 'country')).toBe(true);
    expect((await get('/api/geo/search?q=')).json()).toEqual({ items: [] });
  });

  test('type=area keeps the areas (the agency portal’s pickers, agency users included)', async () => {
    const { items } = (await get('/api/geo/search?q=a&countries=false&type=area', t.users.agency)).json();
    expect(items.map((h: { name: string }) => h.name)).toEqual([
      'Costa Brava',
      'Firenze e Toscana',
      'Venezia e laguna',
    ]);
    expect((await get('/api/geo/search?q=ven&type=location')).json().items).toEqual([
      { id: expect.any(Number), name: 'Venezia', type: 'location', context: 'Venezia e laguna' },
    ]);
  });

  test('needs a session; a wrong countries flag or type is a 400', async () => {
    expect((await get('/api/geo/search?q=ven', '')).statusCode).toBe(401);
    expect((await get('/api/geo/search?q=ven&countries=maybe')).statusCode).toBe(400);
    expect((await get('/api/geo/search?q=ven&type=city')).statusCode).toBe(400);
  });
});

describe('GET /api/geo/locations/search', () => {
  test('finds locations with their area and country, filtered by area or country', async () => {
    const all = itemsOf(locationRef).parse((await get('/api/geo/locations/search?q=')).json()).items;
    expect(all.map((l) => l.name)).toEqual(['Chioggia', 'Firenze', 'Lloret de Mar', 'Siena', 'Venezia']);
    const siena = (await get('/api/geo/locations/search?q=sie')).json().items;
    expect(siena).toEqual([
      {
        id: expect.any(Number),
        name: 'Siena',
        area: { id: expect.any(Number), name: 'Firenze e Toscana' },
        country: { id: 'IT', name: 'Italia' },
      },
    ]);
    const spain = (await get('/api/geo/locations/search?country=es')).json().items;
    expect(spain.map((l: { name: string }) => l.name)).toEqual(['Lloret de Mar']);
    const areaId = siena[0].area.id;
    const inArea = (await get(`/api/geo/locations/search?area=${areaId}`)).json().items;
    expect(inArea.map((l: { name: string }) => l.name)).toEqual(['Firenze', 'Siena']);
  });

  test('is for staff only', async () => {
    expect((await get('/api/geo/locations/search?q=s', t.users.agency)).statusCode).toBe(403);
  });
});
