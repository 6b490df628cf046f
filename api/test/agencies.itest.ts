import { agency, agencyListItem, paged } from '@ham/contracts';
import { cookieFor, creator, signedInCookie, signedInSuite, validationError } from './helpers';

const t = signedInSuite();
let supervisor: string;
beforeAll(async () => {
  supervisor = await signedInCookie(t.ctx.db, { email: 'resp@test.it', roleId: 'supervisor' });
});
beforeEach(async () => {
  await t.ctx.db.deleteFrom('mail_outbox').execute();
  await t.ctx.db.deleteFrom('agencies').where('full_name', '<>', 'Agenzia di prova').execute();
});

const call = t.api('/api/agencies', 'admin');

const full = {
  fullName: '  Viaggi Sole S.r.l. ',
  shortName: 'Viaggi Sole',
  vatNumber: ' 00743110157 ',
  einvoiceCode: 'm5uxcr1',
  address: 'Via Roma 1',
  postalCode: '40121',
  city: 'Bologna',
  countryId: 'IT',
  phone: '051 123456',
  fax: '',
  email: ' info@viaggisole.it ',
  certifiedEmail: '',
  website: 'https://viaggisole.it',
  surchargePerGuest: 250,
  frontofficeEmail: null,
};

const createAgency = creator(call, agency, full);

const outbox = () => t.ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('CRUD', () => {
  test('create (trimmed, empty → null) → get → list → search → update → delete', async () => {
    const created = await createAgency();
    expect(created).toEqual({
      id: expect.any(Number),
      fullName: 'Viaggi Sole S.r.l.',
      shortName: 'Viaggi Sole',
      vatNumber: '00743110157',
      einvoiceCode: 'M5UXCR1',
      address: 'Via Roma 1',
      postalCode: '40121',
      city: 'Bologna',
      country: { id: 'IT', name: 'Italia' },
      phone: '051 123456',
      fax: null,
      email: 'info@viaggisole.it',
      certifiedEmail: null,
      website: 'https://viaggisole.it',
      surchargePerGuest: 250,
      frontofficeEmail: null,
      version: 0,
    });
    expect(await outbox()).toEqual([]);
    expect((await call('GET', `/${created.id}`, undefined, t.users.operator)).json()).toEqual(created);

    const list = paged(agencyListItem).parse(
      (await call('GET', '?name=sole', undefined, t.users.operator)).json(),
    );
    expect(list.items).toEqual([
      {
        id: created.id,
        fullName: 'Viaggi Sole S.r.l.',
        shortName: 'Viaggi Sole',
        city: 'Bologna',
        country: { id: 'IT', name: 'Italia' },
        frontofficeEmail: null,
      },
    ]);
    const search = await call('GET', '/search?q=viag', undefined, t.users.operator);
    expect(search.json()).toEqual({
      items: [
        {
          id: created.id,
          fullName: 'Viaggi Sole S.r.l.',
          city: 'Bologna',
          country: { id: 'IT', name: 'Italia' },
        },
      ],
    });

    const saved = await call('PUT', `/${created.id}`, { ...full, city: 'Modena', version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ city: 'Modena', version: 1 });

    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${created.id}`)).statusCode).toBe(404);
  });

  test('list filters by name and country, paged', async () => {
    await createAgency({ fullName: 'Alpha Reisen', countryId: 'DE', vatNumber: '811569869' });
    await createAgency({ fullName: 'Beta Viaggi', countryId: 'IT' });
    await createAgency({ fullName: 'Gamma Tours' });
    const byCountry = paged(agencyListItem).parse((await call('GET', '?country=de')).json());
    expect(byCountry.items.map((a) => a.fullName)).toEqual(['Alpha Reisen']);
    const page = paged(agencyListItem).parse((await call('GET', '?p=2&ipp=2')).json());
    expect(page.pageInfo).toEqual({ page: 2, itemsPerPage: 2, totalItems: 4, totalPages: 2 });
    expect(page.items.map((a) => a.fullName)).toEqual(['Beta Viaggi', 'Gamma Tours']);
  });

  test('list by partita IVA: the agencies with the same one, spaces and letter case aside', async () => {
    await createAgency({ fullName: 'Alpha Reisen', countryId: 'DE', vatNumber: 'de811569869' });
    await createAgency({ fullName: 'Beta Viaggi', vatNumber: '00743110157' });
    await createAgency({ fullName: 'Gamma Tours', vatNumber: '00743110157' });
    await createAgency({ fullName: 'Delta Tours', vatNumber: null });
    const byVat = async (vat: string) =>
      paged(agencyListItem)
        .parse((await call('GET', `?vat=${encodeURIComponent(vat)}`)).json())
        .items.map((a) => a.fullName);
    expect(await byVat('00743110157')).toEqual(['Beta Viaggi', 'Gamma Tours']);
    expect(await byVat(' 007 431 10157 ')).toEqual(['Beta Viaggi', 'Gamma Tours']);
    expect(await byVat('DE811569869')).toEqual(['Alpha Reisen']);
    expect(await byVat('12345678903')).toEqual([]);
    // Empty: no filter.
    expect(await byVat('')).toHaveLength(5);
    const tooLong = await call('GET', `?vat=${'1'.repeat(31)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: 'ValidationError',
      fields: { vat: 'Massimo 30 caratteri' },
    });
  });

  test('two admins saving the same agency: the later gets 409 StaleRecord, the first one’s fields stay', async () => {
    const created = await createAgency();
    const first = await call('PUT', `/${created.id}`, { ...full, phone: '051 999999', version: 0 });
    expect(first.statusCode).toBe(200);
    const second = await call(
      'PUT',
      `/${created.id}`,
      { ...full, city: 'Parma', phone: null, version: 0 },
      supervisor,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'StaleRecord',
      message: 'Il record è stato modificato da un altro utente: ricarica la pagina.',
    });
    expect((await call('GET', `/${created.id}`)).json()).toMatchObject({
      phone: '051 999999',
      city: 'Bologna',
      version: 1,
    });
  });

  test('a stale save that would enable the access changes nothing and queues no e-mail', async () => {
    const created = await createAgency();
    await call('PUT', `/${created.id}`, { ...full, version: 0 });
    const stale = await call('PUT', `/${created.id}`, {
      ...full,
      frontofficeEmail: 'fo@sole.it',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(await outbox()).toEqual([]);
    expect(
      await t.ctx.db.selectFrom('accounts').where('email', '=', 'fo@sole.it').selectAll().execute(),
    ).toEqual([]);
  });

  test('editing or deleting a deleted agency answers 404', async () => {
    const created = await createAgency();
    await call('DELETE', `/${created.id}`);
    for (const res of [
      await call('PUT', `/${created.id}`, { ...full, version: 0 }),
      await call('DELETE', `/${created.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NotFound', message: 'Agenzia non trovata' });
    }
  });
});

describe('validation', () => {
  test('each bad field gets its Italian message; nothing is saved', async () => {
    const res = await call('POST', '', {
      fullName: ' ',
      vatNumber: '00743110158',
      einvoiceCode: 'ABC',
      postalCode: '4012',
      email: 'info@',
      certifiedEmail: 'pec',
      surchargePerGuest: -1,
      frontofficeEmail: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      validationError({
        fullName: 'Campo obbligatorio',
        vatNumber: 'Partita IVA non valida',
        einvoiceCode: 'Codice SdI non valido',
        postalCode: 'CAP non valido',
        email: 'Indirizzo e-mail non valido',
        certifiedEmail: 'Indirizzo e-mail non valido',
        surchargePerGuest: 'Il valore non può essere negativo',
        frontofficeEmail: 'Indirizzo e-mail non valido',
      }),
    );
    expect(
      await t.ctx.db
        .selectFrom('agencies')
        .where('full_name', '<>', 'Agenzia di prova')
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  test('foreign agencies: VAT number and postal code in their own format; a 6-character SdI code (PA) is fine', async () => {
    const foreign = await createAgency({
      fullName: 'Alpenblick GmbH',
      vatNumber: '811569869',
      postalCode: 'D-80539',
      countryId: 'de',
    });
    expect(foreign).toMatchObject({ vatNumber: '811569869', postalCode: 'D-80539', country: { id: 'DE' } });
    await createAgency({ fullName: 'Comune', einvoiceCode: 'UFABCD' });
  });

  test('a surcharge in decimals, an unknown country and wrong types answer 400', async () => {
    const decimals = await call('POST', '', { fullName: 'X', surchargePerGuest: 2.5 });
    expect(decimals.json().fields).toEqual({
      surchargePerGuest: 'Inserire un importo in centesimi, intero e non negativo',
    });
    const country = await call('POST', '', { fullName: 'X', countryId: 'QQ' });
    expect(country.statusCode).toBe(400);
    expect(country.json().fields).toEqual({ countryId: 'Nazione non valida' });
    const types = await call('POST', '', { fullName: 42, email: ['a'] });
    expect(types.statusCode).toBe(400);
  });
});

describe('front-office access', () => {
  const loginOf = (email: string) =>
    t.ctx.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();

  test('enabling creates the login and queues one e-mail; disabling switches it off; re-enabling sends nothing', async () => {
    const created = await createAgency({ ...full, frontofficeEmail: ' FrontOffice@ViaggiSole.it ' });
    expect(created.frontofficeEmail).toBe('frontoffice@viaggisole.it');
    const login = await loginOf('frontoffice@viaggisole.it');
    expect(login).toMatchObject({ agency_id: created.id, role_id: null, password_hash: null, active: true });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'agency_access', to: 'frontoffice@viaggisole.it' });
    expect(mails[0].text).toContain('Richiesta preventivi');
    expect(mails[0].text).toContain('/idp/set-password?token=');

    const session = await cookieFor(t.ctx.db, login!.id);
    const auth = () => t.ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie: session } });
    expect((await auth()).json().type).toBe('agency');

    const off = await call('PUT', `/${created.id}`, { ...full, frontofficeEmail: null, version: 0 });
    expect(off.json().frontofficeEmail).toBeNull();
    expect((await auth()).statusCode).toBe(401);
    expect(await loginOf('frontoffice@viaggisole.it')).toMatchObject({ active: false });

    const on = await call('PUT', `/${created.id}`, {
      ...full,
      frontofficeEmail: 'frontoffice@viaggisole.it',
      version: 1,
    });
    expect(on.statusCode).toBe(200);
    expect(await loginOf('frontoffice@viaggisole.it')).toMatchObject({ id: login!.id, active: true });
    expect(await outbox()).toHaveLength(1);
  });

  test('changing the address: the old login stops at once, the new one gets its e-mail', async () => {
    const created = await createAgency({ ...full, frontofficeEmail: 'vecchio@sole.it' });
    const old = await loginOf('vecchio@sole.it');
    const session = await cookieFor(t.ctx.db, old!.id);
    const res = await call('PUT', `/${created.id}`, {
      ...full,
      frontofficeEmail: 'nuovo@sole.it',
      version: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie: session } })).statusCode,
    ).toBe(401);
    expect((await outbox()).map((m) => m.to)).toEqual(['vecchio@sole.it', 'nuovo@sole.it']);
    expect(await loginOf('nuovo@sole.it')).toMatchObject({ agency_id: created.id, active: true });
  });

  test('an address of a staff user or of another agency answers 409; nothing is half-saved', async () => {
    const other = await createAgency({ ...full, fullName: 'Altra', frontofficeEmail: 'altra@agenzia.it' });
    const created = await createAgency();
    for (const email of ['ALTRA@agenzia.it', 'operatore@test.it', 'agenzia@test.it']) {
      const res = await call('PUT', `/${created.id}`, {
        ...full,
        city: 'Rimini',
        frontofficeEmail: email,
        version: 0,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Conflict',
        message: "Indirizzo e-mail già usato da un altro utente o da un'altra agenzia",
      });
      const post = await call('POST', '', { ...full, fullName: 'Nuova', frontofficeEmail: email });
      expect(post.statusCode).toBe(409);
    }
    expect((await call('GET', `/${created.id}`)).json()).toMatchObject({ city: 'Bologna', version: 0 });
    expect((await outbox()).map((m) => m.to)).toEqual(['altra@agenzia.it']);
    // The old address of another agency stays that agency's, even while its access is off.
    await call('PUT', `/${other.id}`, { ...full, fullName: 'Altra', frontofficeEmail: null, version: 0 });
    const reuse = await call('PUT', `/${created.id}`, {
      ...full,
      frontofficeEmail: 'altra@agenzia.it',
      version: 0,
    });
    expect(reuse.statusCode).toBe(409);
  });

  test('deleting the agency removes its login and ends its sessions', async () => {
    const created = await createAgency({ ...full, frontofficeEmail: 'via@sole.it' });
    const login = await loginOf('via@sole.it');
    const session = await cookieFor(t.ctx.db, login!.id);
    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(204);
    expect(
      (await t.ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie: session } })).statusCode,
    ).toBe(401);
    expect(await loginOf('via@sole.it')).toBeUndefined();
  });
});

describe('permissions', () => {
  test('an operator reads but cannot write; agency users get 403 everywhere', async () => {
    const created = await createAgency();
    for (const res of [
      await call('POST', '', full, t.users.operator),
      await call('PUT', `/${created.id}`, { ...full, version: 0 }, t.users.operator),
      await call('DELETE', `/${created.id}`, undefined, t.users.operator),
      await call('GET', '', undefined, t.users.agency),
      await call('GET', '/search?q=a', undefined, t.users.agency),
      await call('GET', `/${created.id}`, undefined, t.users.agency),
      await call('POST', '', full, t.users.agency),
      await call('PUT', `/${created.id}`, { ...full, version: 0 }, t.users.agency),
      await call('DELETE', `/${created.id}`, undefined, t.users.agency),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    // A supervisor has manage_db.
    expect((await call('PUT', `/${created.id}`, { ...full, version: 0 }, supervisor)).statusCode).toBe(200);
  });
});
