import { signedInCookie, signedInSuite } from './helpers';

const t = signedInSuite();
beforeEach(async () => {
  await t.ctx.db.deleteFrom('config_groups').execute();
});

const call = t.api('/api/config/', 'admin');

const company = {
  companyName: 'Incoming Italia S.r.l.',
  vatNumber: '01114601006',
  taxCode: '01114601006',
  address: 'Via Nazionale 10',
  postalCode: '00184',
  city: 'Roma',
  province: 'rm',
  countryId: 'IT',
  taxRegime: 'RF01',
  iban: 'it60 x054 2811 1010 0000 0123 456',
  certifiedEmail: 'incoming@pec.it',
  email: '',
  phone: '06 1234567',
};

describe('expiringoptions', () => {
  test('defaults before the first save, then saves and reloads with versions', async () => {
    expect((await call('GET', 'expiringoptions')).json()).toEqual({
      enabled: false,
      email: null,
      daysBefore: null,
      version: 0,
    });
    const saved = await call('PUT', 'expiringoptions', {
      enabled: true,
      email: ' opzioni@tour.it ',
      daysBefore: 3,
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, email: 'opzioni@tour.it', daysBefore: 3, version: 1 });
    expect((await call('GET', 'expiringoptions')).json()).toEqual(saved.json());

    const off = await call('PUT', 'expiringoptions', {
      enabled: false,
      email: '',
      daysBefore: null,
      version: 1,
    });
    expect(off.json()).toEqual({ enabled: false, email: null, daysBefore: null, version: 2 });
  });

  test('a stale save answers 409 and keeps the first one (also on the very first save)', async () => {
    await call('PUT', 'expiringoptions', { enabled: true, email: 'a@tour.it', daysBefore: 1, version: 0 });
    const second = await call('PUT', 'expiringoptions', { enabled: false, version: 0 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('StaleRecord');
    const future = await call('PUT', 'expiringoptions', { enabled: false, version: 7 });
    expect(future.statusCode).toBe(409);
    expect((await call('GET', 'expiringoptions')).json()).toMatchObject({ email: 'a@tour.it', version: 1 });
  });

  test('email and daysBefore are required when enabled; daysBefore is a non-negative integer', async () => {
    const missing = await call('PUT', 'expiringoptions', { enabled: true, version: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ email: 'Campo obbligatorio', daysBefore: 'Campo obbligatorio' });
    const bad = await call('PUT', 'expiringoptions', {
      enabled: true,
      email: 'x@',
      daysBefore: -1,
      version: 0,
    });
    expect(bad.json().fields).toEqual({
      email: 'Indirizzo e-mail non valido',
      daysBefore: 'Il valore non può essere negativo',
    });
    const decimal = await call('PUT', 'expiringoptions', {
      enabled: true,
      email: 'a@b.it',
      daysBefore: 1.5,
      version: 0,
    });
    expect(decimal.json().fields).toEqual({ daysBefore: 'Deve essere un numero intero' });
  });
});

describe('company', () => {
  test('defaults, then a valid save (normalized IBAN, province) reloads', async () => {
    expect((await call('GET', 'company')).json()).toMatchObject({
      companyName: null,
      countryId: 'IT',
      taxRegime: 'RF01',
      version: 0,
    });
    const saved = await call('PUT', 'company', { ...company, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...company,
      province: 'RM',
      iban: 'IT60X0542811101000000123456',
      email: null,
      vatRate: 22,
      vatNature: null,
      vatLegalRef: null,
      sdiPec: null,
      version: 1,
    });
    expect((await call('GET', 'company')).json()).toEqual(saved.json());
  });

  test('VAT treatment of the lines: a Natura with 0% only (SdI 00400/00401), codes still valid', async () => {
    const version = (await call('GET', 'company')).json().version;
    const put = (over: object) => call('PUT', 'company', { ...company, ...over, version });
    expect((await put({ vatRate: 0, vatNature: null })).json().fields).toEqual({
      vatNature: "Con l'aliquota 0% indicare la natura dell'operazione",
    });
    expect((await put({ vatRate: 22, vatNature: 'N5' })).json().fields).toEqual({
      vatNature: "La natura si indica solo con l'aliquota 0%",
    });
    expect((await put({ vatRate: 0, vatNature: 'N2' })).json().fields).toEqual({
      vatNature: 'Natura non valida: N2, N3 e N6 richiedono il dettaglio (es. N2.1)',
    });
    expect((await put({ vatRate: 21, vatNature: null })).json().fields).toEqual({
      vatRate: 'Aliquota IVA non valida',
    });
    const margin = await put({ vatRate: 0, vatNature: 'N5', vatLegalRef: 'Art. 74-ter DPR 633/72' });
    expect(margin.statusCode).toBe(200);
    expect(margin.json()).toMatchObject({
      vatRate: 0,
      vatNature: 'N5',
      vatLegalRef: 'Art. 74-ter DPR 633/72',
    });
  });

  test('partita IVA check digit, codice fiscale, CAP, province, IBAN, PEC and regime are validated', async () => {
    const res = await call('PUT', 'company', {
      ...company,
      vatNumber: '01114601007',
      taxCode: 'RSSMRA85T10A562T',
      postalCode: '0018',
      province: 'Roma',
      iban: 'IT61X0542811101000000123456',
      certifiedEmail: 'pec',
      sdiPec: 'sdi01@',
      taxRegime: 'RF03',
      version: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      vatNumber: 'Partita IVA non valida',
      taxCode: 'Codice fiscale non valido',
      postalCode: 'CAP non valido',
      province: 'Massimo 2 caratteri',
      iban: 'IBAN non valido',
      certifiedEmail: 'Indirizzo e-mail non valido',
      sdiPec: 'Indirizzo e-mail non valido',
      taxRegime: 'Regime fiscale non valido',
    });
    const personal = await call('PUT', 'company', { ...company, taxCode: 'rssmra85t10a562s', version: 0 });
    expect(personal.json().taxCode).toBe('RSSMRA85T10A562S');
    expect((await call('PUT', 'company', { ...company, countryId: 'QQ', version: 1 })).json().fields).toEqual(
      {
        countryId: 'Nazione non valida',
      },
    );
  });
});

describe('quoterequests (Richieste preventivo)', () => {
  test('no address before the first save; a valid one is saved trimmed, an invalid one refused, empty clears it', async () => {
    expect((await call('GET', 'quoterequests')).json()).toEqual({
      email: null,
      offerOptionDays: 7,
      version: 0,
    });
    const bad = await call('PUT', 'quoterequests', { email: 'preventivi@', version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Indirizzo e-mail non valido' });
    const saved = await call('PUT', 'quoterequests', { email: ' Preventivi@Tour.it ', version: 0 });
    expect(saved.json()).toEqual({ email: 'Preventivi@Tour.it', offerOptionDays: 7, version: 1 });
    expect((await call('PUT', 'quoterequests', { email: 'x@tour.it', version: 0 })).statusCode).toBe(409);
    expect((await call('PUT', 'quoterequests', { email: '', version: 1 })).json()).toEqual({
      email: null,
      offerOptionDays: 7,
      version: 2,
    });
    // The days of an accepted offer's option (docs/product/offers.md#acceptance): 1 to 60.
    const days = await call('PUT', 'quoterequests', { email: null, offerOptionDays: 0, version: 2 });
    expect(days.json().fields).toEqual({ offerOptionDays: 'Almeno 1 giorno' });
    expect(
      (await call('PUT', 'quoterequests', { email: null, offerOptionDays: 3, version: 2 })).json(),
    ).toEqual({
      email: null,
      offerOptionDays: 3,
      version: 3,
    });
  });
});

test('an unknown group answers 404', async () => {
  for (const res of [await call('GET', 'nope'), await call('PUT', 'nope', { a: 1 })]) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NotFound', message: 'Gruppo di configurazione sconosciuto' });
  }
});

test('without manage_users: 403 (operator, supervisor, agency user)', async () => {
  const supervisor = await signedInCookie(t.ctx.db, { email: 'resp@test.it', roleId: 'supervisor' });
  for (const cookie of [t.users.operator, supervisor, t.users.agency]) {
    for (const res of [
      await call('GET', 'expiringoptions', undefined, cookie),
      await call('PUT', 'expiringoptions', { enabled: false, version: 0 }, cookie),
      await call('GET', 'company', undefined, cookie),
      await call('PUT', 'company', { ...company, version: 0 }, cookie),
      await call('GET', 'quoterequests', undefined, cookie),
      await call('PUT', 'quoterequests', { email: null, version: 0 }, cookie),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  }
});
