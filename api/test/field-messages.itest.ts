import { createAgency, signedInSuite } from './helpers';

/**
 * Security audit, defect 7 (docs/SECURITY.md): every field error names the real problem in Italian. 'Campo
 * obbligatorio' only for a missing value; never zod's English or raw words.
 */

const t = signedInSuite();
const call = t.api('', 'admin');
let customerId: number;
beforeAll(async () => {
  customerId = await createAgency(t.ctx.db, 'cliente@test.it');
});

const validCase = () => ({
  name: 'Liceo Volta',
  customerId,
  beginDate: '2031-05-01',
  endDate: '2031-05-08',
  guestTypeId: 's',
  guestCount: 22,
});

/** A case with `validCase`: its number. */
const newCase = async () => (await call('POST', '/api/docs', validCase())).json().number;

async function fieldsOf(url: string, payload: Record<string, unknown>) {
  const res = await call('POST', url, payload);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.error).toBe('ValidationError');
  return body.fields as Record<string, string>;
}

test.each([
  ['a number too large', { guestCount: 1_000_000 }, 'guestCount', 'Valore massimo 100.000'],
  ['a number as text', { guestCount: 'venti' }, 'guestCount', 'Deve essere un numero'],
  ['a number with decimals', { guestCount: 2.5 }, 'guestCount', 'Deve essere un numero intero'],
  ['a negative number', { guestCount: -1 }, 'guestCount', 'Il valore non può essere negativo'],
  ['a number given as null', { guestCount: null }, 'guestCount', 'Campo obbligatorio'],
  ['a missing number', { guestCount: undefined }, 'guestCount', 'Campo obbligatorio'],
  ['a text given as a number', { name: 42 }, 'name', 'Deve essere un testo'],
  ['an empty text', { name: '   ' }, 'name', 'Campo obbligatorio'],
  ['a text too long', { guestTypeId: 'x'.repeat(11) }, 'guestTypeId', 'Massimo 10 caratteri'],
  ['a date in another format', { beginDate: '01/05/2031' }, 'beginDate', 'Formato data non valido'],
  ['a date given as a number', { beginDate: 20310501 }, 'beginDate', 'Formato data non valido'],
  ['a day that does not exist', { beginDate: '2031-02-30' }, 'beginDate', 'Data non valida'],
])('POST /docs with %s: %s → %s', async (_what, change, field, message) => {
  const fields = await fieldsOf('/api/docs', { ...validCase(), ...change });
  expect(fields[field]).toBe(message);
});

test('a map given as text or a list names the problem', async () => {
  const n = await newCase();
  const fields = await fieldsOf(`/api/docs/${n}/stays`, {
    hotelId: 1,
    begin: '2031-05-01',
    end: '2031-05-03',
    conditions: 'tutte',
    guests: 'tanti',
    prices: [],
  });
  expect(fields).toMatchObject({
    conditions: 'Deve essere un elenco di valori',
    guests: 'Deve essere un elenco di voci con i loro valori',
    prices: 'Deve essere un elenco di voci con i loro valori',
  });
});

test('no message carries English or zod words', async () => {
  const n = await newCase();
  const hostile: [string, Record<string, unknown>][] = [
    [
      '/api/docs',
      { name: [], customerId: 'x', beginDate: {}, endDate: true, guestTypeId: 5, guestCount: '1e3' },
    ],
    [
      '/api/docs',
      { name: {}, customerId: -5, beginDate: '0001-01-01T00:00:00Z', endDate: null, guestCount: 1e300 },
    ],
    [`/api/docs/${n}/stays`, { hotelId: 'uno', begin: 5, end: [], conditions: {}, guests: [1], notes: 7 }],
    [
      `/api/docs/${n}/stays`,
      {
        hotelId: 1,
        begin: '2031-05-01',
        end: '2031-05-02',
        conditions: [{ date: 1, items: 'b' }],
        guests: { mul: 'x' },
        prices: { dbl: 5 },
      },
    ],
    [
      `/api/docs/${n}/meals`,
      { restaurantId: 1, date: '2031-05-01', time: 'colazione', persons: 1, unitPrice: 'gratis' },
    ],
    ['/api/users', { email: 5, firstName: null, lastName: [], roleId: 'capo' }],
    ['/api/geo/areas', { name: true, countryId: 'ITA' }],
  ];
  const raw =
    /atteso|ricevuto|expected|received|invalid|string|number|boolean|record|object|array|\bint\b|NaN|undefined|null|vettore/i;
  const leaks: string[] = [];
  for (const [url, payload] of hostile) {
    for (const [field, message] of Object.entries(await fieldsOf(url, payload))) {
      if (raw.test(message)) leaks.push(`${url} ${field}: ${message}`);
    }
  }
  expect(leaks).toEqual([]);
});

test('a version beyond what the database holds names its field; query numbers are digits only', async () => {
  const res = await call('PUT', '/api/config/quoterequests', { email: null, version: 2_147_483_648 });
  expect(res.statusCode).toBe(400);
  expect(res.json().fields).toEqual({ version: 'Valore massimo 2.147.483.647' });
  for (const year of ['2e3', '0x7E1', '2026.0', ' 2026']) {
    const zip = await call('GET', `/api/docs/invoices/export.zip?year=${encodeURIComponent(year)}&month=1`);
    expect(zip.statusCode).toBe(400);
    expect(zip.json().fields.year).toBe('Deve essere un numero intero');
  }
  expect((await call('GET', '/api/docs/invoices/export.zip?year=2026&month=01')).statusCode).not.toBe(400);
});
