import { hotel, hotelEdit, hotelListItem, hotelSummary, paged } from '@ham/contracts';
import { validationError } from './helpers';
import { hotelsSuite, insertBlock, insertHoldRow, insertHotel } from './hotels-fixtures';

const t = hotelsSuite();

const { call } = t;

const full = () => ({
  name: '  Hotel Sirmione Terme  ',
  categoryId: '4',
  positionId: 'lago',
  locationId: t.geo.locationId,
  address: 'Via Colombare 12',
  postalCode: '25019',
  city: 'Sirmione',
  phone: '+39 030 000000',
  fax: '',
  email: 'info@hotelsirmione.it',
  website: 'https://www.hotelsirmione.it',
  contactName: 'Maria Rossi',
  contactEmail: 'maria@hotelsirmione.it',
  description: 'Sul lago, a due passi dal castello.',
});

describe('CRUD', () => {
  test('create (location fills area and country) → get, edit, head, summary → update → delete', async () => {
    const res = await call('POST', '/hotels', full());
    expect(res.statusCode).toBe(201);
    const created = hotel.parse(res.json());
    expect(created).toMatchObject({
      name: 'Hotel Sirmione Terme',
      category: { id: '4', name: '4 stelle' },
      position: { id: 'lago', name: 'Lago' },
      location: { id: t.geo.locationId, name: 'Sirmione', area: { id: t.geo.areaId, name: 'Lago di Garda' } },
      area: { id: t.geo.areaId, name: 'Lago di Garda' },
      country: { id: 'IT', name: 'Italia' },
      fax: null,
      hidden: false,
      version: 0,
    });
    expect((await call('GET', `/hotels/${created.id}`)).json()).toEqual(created);

    const edit = hotelEdit.parse((await call('GET', `/hotels/${created.id}/edit`)).json());
    expect(edit).toMatchObject({
      locationId: t.geo.locationId,
      areaId: t.geo.areaId,
      countryId: 'IT',
      categoryId: '4',
      version: 0,
    });
    expect((await call('GET', `/hotels/${created.id}/head`)).json()).toEqual({
      id: created.id,
      name: 'Hotel Sirmione Terme',
      category: { id: '4', name: '4 stelle' },
      city: 'Sirmione',
      hidden: false,
    });
    const summary = hotelSummary.parse((await call('GET', `/hotels/${created.id}/summary`)).json());
    expect(summary.offers.map((o) => [o.guestType.id, o.active])).toEqual([
      ['s', false],
      ['a', false],
    ]);

    // The edit record goes back as is (the generic edit form), with a change.
    const put = await call('PUT', `/hotels/${created.id}`, { ...edit, name: 'Grand Hotel Sirmione' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Grand Hotel Sirmione', version: 1 });
    const stale = await call('PUT', `/hotels/${created.id}`, { ...edit, name: 'X' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('StaleRecord');

    expect((await call('DELETE', `/hotels/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/hotels/${created.id}`)).statusCode).toBe(404);
  });

  test('only a name is required; an area alone fills the country', async () => {
    const res = await call('POST', '/hotels', { name: 'Albergo Centrale', areaId: t.geo.area2Id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      location: null,
      area: { id: t.geo.area2Id },
      country: { id: 'IT' },
      category: null,
    });
  });

  test('hide and unhide; a hidden hotel leaves lists and searches unless included', async () => {
    const id = await insertHotel(t.ctx.db, 'Hotel Nascosto', t.place('sirmione'));
    await insertHotel(t.ctx.db, 'Hotel Visibile', t.place('sirmione'));
    const hidden = await call('POST', `/hotels/${id}/hide`);
    expect(hidden.json()).toMatchObject({ hidden: true, version: 1 });
    const names = async (url: string) =>
      (await call('GET', url)).json().items.map((h: { name: string }) => h.name);
    expect(await names('/hotels')).toEqual(['Hotel Visibile']);
    expect(await names('/hotels?hidden=true')).toEqual(['Hotel Nascosto', 'Hotel Visibile']);
    expect(await names('/hotels/search?q=hotel')).toEqual(['Hotel Visibile']);
    expect(await names('/hotels/search?q=hotel&hidden=true')).toEqual(['Hotel Nascosto', 'Hotel Visibile']);
    expect((await call('POST', `/hotels/${id}/unhide`)).json()).toMatchObject({ hidden: false });
    expect(await names('/hotels')).toEqual(['Hotel Nascosto', 'Hotel Visibile']);
  });

  test('deleting a hotel in use answers 409 InstanceInUse with detail.hidden, and keeps it', async () => {
    const withBlock = await insertHotel(t.ctx.db, 'Hotel con allotment');
    await insertBlock(t.ctx.db, withBlock, 'a', '2030-01-01', '2030-01-10', 5);
    const withStay = await insertHotel(t.ctx.db, 'Hotel con pratiche', {}, { hidden: true });
    await insertHoldRow(t.ctx.db, withStay, 's', '2030-01-01', '2030-01-03', 2, 'reservation');
    const a = await call('DELETE', `/hotels/${withBlock}`);
    expect(a.statusCode).toBe(409);
    expect(a.json()).toEqual({
      error: 'InstanceInUse',
      message: "Impossibile eliminare l'hotel: è in uso (prezzi, disponibilità o pratiche).",
      detail: { hidden: false },
    });
    const b = await call('DELETE', `/hotels/${withStay}`);
    expect(b.statusCode).toBe(409);
    expect(b.json().detail).toEqual({ hidden: true });
    expect((await call('GET', `/hotels/${withBlock}`)).statusCode).toBe(200);
    expect((await call('GET', `/hotels/${withStay}`)).statusCode).toBe(200);
  });

  test('a hotel with only a configured offer can be deleted', async () => {
    const id = await insertHotel(t.ctx.db, 'Hotel Nuovo');
    expect((await call('PUT', `/hotels/${id}/offers/a`, { freebie: null })).statusCode).toBe(200);
    expect((await call('DELETE', `/hotels/${id}`)).statusCode).toBe(204);
  });

  test('unknown ids answer 404 everywhere', async () => {
    for (const [method, url] of [
      ['GET', '/hotels/999999'],
      ['GET', '/hotels/999999/head'],
      ['GET', '/hotels/999999/summary'],
      ['GET', '/hotels/999999/edit'],
      ['POST', '/hotels/999999/hide'],
      ['DELETE', '/hotels/999999'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Hotel non trovato');
    }
    expect((await call('PUT', '/hotels/999999', { name: 'X', version: 0 })).statusCode).toBe(404);
  });
});

describe('list and search', () => {
  beforeEach(async () => {
    await insertHotel(t.ctx.db, 'Hotel Eden', t.place('sirmione'), { category_id: '4', city: 'Sirmione' });
    await insertHotel(t.ctx.db, 'Albergo Città', t.place('siena'), {
      category_id: '3',
      position_id: 'cs',
      city: 'Siena',
    });
    await insertHotel(
      t.ctx.db,
      'Hôtel du Lac',
      { country_id: 'CH' },
      { category_id: '5', position_id: 'lago', city: 'Lugano' },
    );
    for (let i = 1; i <= 11; i++)
      await insertHotel(t.ctx.db, `Pensione ${String(i).padStart(2, '0')}`, { area_id: t.geo.area2Id });
  });

  test('pages in name order (accent-insensitive) with list items', async () => {
    const page = paged(hotelListItem).parse((await call('GET', '/hotels?p=1&ipp=3')).json());
    expect(page.items.map((h) => h.name)).toEqual(['Albergo Città', 'Hôtel du Lac', 'Hotel Eden']);
    expect(page.pageInfo).toEqual({ page: 1, itemsPerPage: 3, totalItems: 14, totalPages: 5 });
    expect(page.items[2]).toEqual({
      id: expect.any(Number),
      name: 'Hotel Eden',
      category: { id: '4', name: '4 stelle' },
      position: { id: 'c', name: 'Centro' },
      city: 'Sirmione',
      location: { id: t.geo.locationId, name: 'Sirmione' },
      area: { id: t.geo.areaId, name: 'Lago di Garda' },
      country: { id: 'IT', name: 'Italia' },
      hidden: false,
    });
  });

  test.each([
    ['name=citta', ['Albergo Città']],
    ['name=HOTEL', ['Hôtel du Lac', 'Hotel Eden']],
    ['cat=5', ['Hôtel du Lac']],
    ['pos=cs', ['Albergo Città']],
    ['city=sien', ['Albergo Città']],
    ['country=ch', ['Hôtel du Lac']],
    ['name=pensione 1&ipp=50', ['Pensione 10', 'Pensione 11']],
  ])('filter %s', async (query, expected) => {
    const res = await call('GET', `/hotels?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((h: { name: string }) => h.name)).toEqual(expected);
  });

  test('geo filters: location, area', async () => {
    const byLoc = (await call('GET', `/hotels?loc=${t.geo.locationId}`)).json();
    expect(byLoc.items.map((h: { name: string }) => h.name)).toEqual(['Hotel Eden']);
    const byArea = (await call('GET', `/hotels?area=${t.geo.area2Id}`)).json();
    expect(byArea.pageInfo.totalItems).toBe(12);
  });

  test('GET /hotels/search: names starting with the text first, one geo id', async () => {
    const res = await call('GET', `/hotels/search?q=e&area=${t.geo.area2Id}`);
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((h: { name: string }) => h.name);
    expect(names).toContain('Albergo Città');
    expect(names).not.toContain('Hotel Eden');
    const first = (await call('GET', '/hotels/search?q=hot'))
      .json()
      .items.map((h: { name: string }) => h.name);
    expect(first.slice(0, 2)).toEqual(['Hôtel du Lac', 'Hotel Eden']);
  });
});

describe('validation', () => {
  test('a missing name answers 400 fields.name', async () => {
    const res = await call('POST', '/hotels', { name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Campo obbligatorio' });
  });

  test('unknown category, position, location; bad e-mails', async () => {
    const res = await call('POST', '/hotels', { name: 'X', categoryId: '9', positionId: 'luna' });
    expect(res.json()).toEqual(
      validationError({ categoryId: 'Categoria non valida', positionId: 'Posizione non valida' }),
    );
    const loc = await call('POST', '/hotels', { name: 'X', locationId: 999999 });
    expect(loc.json().fields).toEqual({ locationId: 'Località non valida' });
    const mail = await call('POST', '/hotels', { name: 'X', email: 'non-una-mail', contactEmail: 'x@' });
    expect(Object.keys(mail.json().fields).sort()).toEqual(['contactEmail', 'email']);
    expect(await t.ctx.db.selectFrom('hotels').select('id').execute()).toEqual([]);
  });

  test('an area or country contradicting the location is refused', async () => {
    const res = await call('POST', '/hotels', {
      name: 'X',
      locationId: t.geo.locationId,
      areaId: t.geo.area2Id,
      countryId: 'FR',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      areaId: "L'area non corrisponde alla località",
      countryId: "La nazione non corrisponde all'area",
    });
    const country = await call('POST', '/hotels', { name: 'X', areaId: t.geo.areaId, countryId: 'CH' });
    expect(country.json().fields).toEqual({ countryId: "La nazione non corrisponde all'area" });
    const unknown = await call('POST', '/hotels', { name: 'X', countryId: 'QQ' });
    expect(unknown.json().fields).toEqual({ countryId: 'Nazione non valida' });
  });

  test('bad ids answer 404 and bad queries 400, never 500', async () => {
    for (const url of ['/hotels/abc', '/hotels/-1', '/hotels/3000000000']) {
      expect((await call('GET', url)).statusCode).toBe(404);
    }
    for (const url of ['/hotels?p=0', '/hotels?loc=x']) {
      expect((await call('GET', url)).statusCode).toBe(400);
    }
  });
});

describe('permissions', () => {
  test('agency users get 403 on every hotel route; no session 401', async () => {
    const id = await insertHotel(t.ctx.db, 'Hotel Eden');
    const blockId = await insertBlock(t.ctx.db, id, 'a', '2030-01-01', '2030-01-02', 1);
    for (const [method, url, body] of [
      ['GET', '/hotels', undefined],
      ['GET', '/hotels/search?q=e', undefined],
      ['GET', `/hotels/${id}`, undefined],
      ['GET', `/hotels/${id}/head`, undefined],
      ['GET', `/hotels/${id}/summary`, undefined],
      ['GET', `/hotels/${id}/edit`, undefined],
      ['POST', '/hotels', { name: 'X' }],
      ['PUT', `/hotels/${id}`, { name: 'X', version: 0 }],
      ['POST', `/hotels/${id}/hide`, undefined],
      ['POST', `/hotels/${id}/unhide`, undefined],
      ['DELETE', `/hotels/${id}`, undefined],
      ['GET', `/hotels/${id}/avails`, undefined],
      [
        'POST',
        `/hotels/${id}/avails`,
        { begin: '2030-01-01', end: '2030-01-02', guestTypeId: 'a', places: 1, expirationDays: 0 },
      ],
      ['GET', `/hotels/avails/${blockId}`, undefined],
      [
        'PUT',
        `/hotels/avails/${blockId}`,
        {
          begin: '2030-01-01',
          end: '2030-01-02',
          guestTypeId: 'a',
          places: 1,
          expirationDays: 0,
          version: 0,
        },
      ],
      ['DELETE', `/hotels/avails/${blockId}`, undefined],
      ['GET', `/hotels/${id}/offers/a`, undefined],
      ['PUT', `/hotels/${id}/offers/a`, {}],
      ['DELETE', `/hotels/${id}/offers/a`, undefined],
      ['POST', `/hotels/${id}/offers/a/prices`, { begin: '2030-01-01', end: '2030-01-02' }],
      ['GET', '/hotels/prices/1', undefined],
      ['PUT', '/hotels/prices/1', { begin: '2030-01-01', end: '2030-01-02', version: 0 }],
      ['DELETE', '/hotels/prices/1', undefined],
    ] as const) {
      const res = await call(method, url, body, t.users.agency);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      expect((await call(method, url, body, '')).statusCode).toBe(401);
    }
    expect((await call('GET', `/hotels/${id}`)).json()).toMatchObject({ name: 'Hotel Eden', version: 0 });
  });
});
