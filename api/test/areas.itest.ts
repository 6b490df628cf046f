import { area, paged } from '@ham/contracts';
import { creator, signedInSuite, validationError } from './helpers';

const t = signedInSuite();
beforeEach(async () => {
  await t.ctx.db.deleteFrom('locations').execute();
  await t.ctx.db.deleteFrom('areas').execute();
});

const call = t.api('/api/geo/areas', 'admin');

const create = creator(call, area, {});
const createArea = (name: string, countryId = 'IT') => create({ name, countryId });

describe('CRUD', () => {
  test('create → list → get → update → delete', async () => {
    const created = await createArea('  Venezia e laguna  ');
    expect(created).toMatchObject({
      name: 'Venezia e laguna',
      country: { id: 'IT', name: 'Italia' },
      version: 0,
    });

    const list = paged(area).parse((await call('GET', '')).json());
    expect(list.items).toEqual([created]);
    expect(list.pageInfo).toEqual({ page: 1, itemsPerPage: 10, totalItems: 1, totalPages: 1 });

    expect((await call('GET', `/${created.id}`)).json()).toEqual(created);

    const updated = await call('PUT', `/${created.id}`, { name: 'Venezia', countryId: 'it', version: 0 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id: created.id,
      name: 'Venezia',
      country: { id: 'IT', name: 'Italia' },
      version: 1,
    });

    const deleted = await call('DELETE', `/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', `/${created.id}`)).statusCode).toBe(404);
  });

  test('a stale PUT answers 409 StaleRecord and leaves the record unchanged', async () => {
    const created = await createArea('Lago di Garda');
    expect(
      (await call('PUT', `/${created.id}`, { name: 'Garda', countryId: 'IT', version: 0 })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/${created.id}`, { name: 'Lago', countryId: 'IT', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'StaleRecord',
      message: 'Il record è stato modificato da un altro utente: ricarica la pagina.',
    });
    expect((await call('GET', `/${created.id}`)).json()).toMatchObject({ name: 'Garda', version: 1 });
  });

  test('deleting an area with locations answers 409 InstanceInUse and keeps it', async () => {
    const created = await createArea('Costiera amalfitana');
    await t.ctx.db
      .insertInto('locations')
      .values({ name: 'Amalfi', area_id: created.id, country_id: 'IT' })
      .execute();
    const res = await call('DELETE', `/${created.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'InstanceInUse',
      message: "Impossibile eliminare l'area: è usata da una o più località.",
    });
    expect((await call('GET', `/${created.id}`)).statusCode).toBe(200);
  });

  test('a duplicate name in the same country answers 409 Conflict; another country is fine', async () => {
    await createArea('Milano');
    const res = await call('POST', '', { name: 'MILANO', countryId: 'IT' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Conflict',
      message: "Esiste già un'area con questo nome in questa nazione.",
    });
    await createArea('Milano', 'CH');
  });

  test('unknown ids answer 404 on GET, PUT and DELETE', async () => {
    for (const res of [
      await call('GET', '/999999'),
      await call('PUT', '/999999', { name: 'X', countryId: 'IT', version: 0 }),
      await call('DELETE', '/999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NotFound', message: 'Area non trovata' });
    }
  });
});

describe('list', () => {
  beforeEach(async () => {
    for (let i = 1; i <= 12; i++) await createArea(`Area ${String(i).padStart(2, '0')}`);
    await createArea('Città di Zurigo', 'CH');
  });

  test('pages with p and ipp, ordered by name', async () => {
    const page = paged(area).parse((await call('GET', '?p=2&ipp=5')).json());
    expect(page.items.map((a) => a.name)).toEqual(['Area 06', 'Area 07', 'Area 08', 'Area 09', 'Area 10']);
    expect(page.pageInfo).toEqual({ page: 2, itemsPerPage: 5, totalItems: 13, totalPages: 3 });
    const beyond = paged(area).parse((await call('GET', '?p=9&ipp=5')).json());
    expect(beyond.items).toEqual([]);
    expect(beyond.pageInfo.totalPages).toBe(3);
  });

  test('filters by name (contains, case- and accent-insensitive) and by country', async () => {
    const byName = paged(area).parse((await call('GET', '?name=citta')).json());
    expect(byName.items.map((a) => a.name)).toEqual(['Città di Zurigo']);
    const byCountry = paged(area).parse((await call('GET', '?country=ch')).json());
    expect(byCountry.items.map((a) => a.country.id)).toEqual(['CH']);
    const both = paged(area).parse((await call('GET', '?name=area 1&country=IT')).json());
    expect(both.items.map((a) => a.name)).toEqual(['Area 10', 'Area 11', 'Area 12']);
    const wildcard = paged(area).parse((await call('GET', '?name=%25')).json());
    expect(wildcard.items).toEqual([]);
  });

  test('GET /geo/areas/search finds areas for pickers, names starting with the text first', async () => {
    await createArea('Una area speciale');
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/geo/areas/search?q=area',
      headers: { cookie: t.users.operator },
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((a: { name: string }) => a.name);
    expect(names[0]).toBe('Area 01');
    expect(names.at(-1)).toBe('Una area speciale');
    expect(res.json().items[0]).toEqual({
      id: expect.any(Number),
      name: 'Area 01',
      country: { id: 'IT', name: 'Italia' },
    });
  });
});

describe('validation', () => {
  test('a missing name answers 400 with fields.name "Campo obbligatorio"', async () => {
    for (const payload of [
      { countryId: 'IT' },
      { name: '', countryId: 'IT' },
      { name: '   ', countryId: 'IT' },
    ]) {
      const res = await call('POST', '', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validationError({ name: 'Campo obbligatorio' }));
    }
  });

  test('an over-long name, wrong types and a missing country list every field', async () => {
    const tooLong = await call('POST', '', { name: 'x'.repeat(101), countryId: 'IT' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ name: 'Massimo 100 caratteri' });

    const wrongTypes = await call('POST', '', { name: 42, countryId: ['IT'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().fields).sort()).toEqual(['countryId', 'name']);

    const noVersion = await call('PUT', '/1', { name: 'X', countryId: 'IT', version: 'zero' });
    expect(noVersion.statusCode).toBe(400);
    expect(Object.keys(noVersion.json().fields)).toEqual(['version']);
  });

  test('an unknown country answers 400 with fields.countryId "Nazione non valida"', async () => {
    const res = await call('POST', '', { name: 'Atlantide', countryId: 'QQ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validationError({ countryId: 'Nazione non valida' }));
    expect(await t.ctx.db.selectFrom('areas').selectAll().execute()).toEqual([]);
  });

  test('a non-numeric or huge id names no area: 404, never 500', async () => {
    for (const id of ['abc', '1.5', '-1', '99999999999999999999', '3000000000']) {
      const res = await call('GET', `/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NotFound', message: 'Elemento non trovato' });
    }
  });

  test('bad paging parameters answer 400', async () => {
    expect((await call('GET', '?p=0')).statusCode).toBe(400);
    expect((await call('GET', '?ipp=1000')).json().fields).toHaveProperty('ipp');
  });

  test('malformed JSON answers 400 BadRequest, a wrong content type 415', async () => {
    const post = (contentType: string, payload: string) =>
      t.ctx.app.inject({
        method: 'POST',
        url: '/api/geo/areas',
        headers: { cookie: t.users.admin, 'content-type': contentType },
        payload,
      });
    const malformed = await post('application/json', '{"name": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'BadRequest', message: 'Richiesta non valida.' });
    const wrongType = await post('application/xml', '<area/>');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      error: 'UnsupportedMediaType',
      message: 'Formato del contenuto non supportato: inviare JSON.',
    });
  });

  test('a body over the limit answers 413 in JSON', async () => {
    const res = await call('POST', '', { name: 'x'.repeat(2 * 1024 * 1024), countryId: 'IT' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PayloadTooLarge');
  });
});

describe('permissions', () => {
  test('without a session every call answers 401', async () => {
    for (const res of [
      await call('GET', '', undefined, ''),
      await call('POST', '', { name: 'X', countryId: 'IT' }, ''),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  test('an operator (no manage_db) reads but cannot write: 403', async () => {
    const created = await createArea('Roma e Lazio');
    expect((await call('GET', '', undefined, t.users.operator)).statusCode).toBe(200);
    expect((await call('GET', `/${created.id}`, undefined, t.users.operator)).statusCode).toBe(200);
    for (const res of [
      await call('POST', '', { name: 'X', countryId: 'IT' }, t.users.operator),
      await call('POST', '', { bad: true }, t.users.operator),
      await call('PUT', `/${created.id}`, { name: 'X', countryId: 'IT', version: 0 }, t.users.operator),
      await call('DELETE', `/${created.id}`, undefined, t.users.operator),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Forbidden', message: 'Non hai i permessi per questa operazione' });
    }
    expect((await call('GET', `/${created.id}`)).json()).toMatchObject({ name: 'Roma e Lazio', version: 0 });
  });

  test('agency users get 403 on /geo/areas', async () => {
    const created = await createArea('Firenze e Toscana');
    for (const res of [
      await call('GET', '', undefined, t.users.agency),
      await call('GET', `/${created.id}`, undefined, t.users.agency),
      await call('GET', '/search?q=fi', undefined, t.users.agency),
      await call('POST', '', { name: 'X', countryId: 'IT' }, t.users.agency),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });
});
