import { createAgency, signedInSuite } from './helpers';

/**
 * Security audit, defect 6 (docs/SECURITY.md): a record id in a path is a canonical decimal integer (`^[1-9][0-9]*$`)
 * within PostgreSQL's integer. Anything else names no record: 404 NotFound with the error
 * shape, on every route, DELETE included, and nothing is read or changed.
 */

const t = signedInSuite();
/** Requests to `url` as an administrator. */
const call = t.api('', 'admin');
let areaId: number;
let agencyId: number;
let caseNumber: number;
beforeAll(async () => {
  agencyId = await createAgency(t.ctx.db, 'cliente@test.it');
  areaId = (await call('POST', '/api/geo/areas', { name: 'Toscana', countryId: 'IT' })).json().id;
  const created = await call('POST', '/api/docs', {
    name: 'Liceo Volta',
    customerId: agencyId,
    beginDate: '2031-05-01',
    endDate: '2031-05-08',
    guestTypeId: 's',
    guestCount: 22,
  });
  caseNumber = created.json().number;
});

/** Spellings of `n` that are not its canonical decimal form, and ids outside the database's range. */
const looseSpellings = (n: number) => [
  `0x${n.toString(16)}`,
  `%20${n}`,
  `${n}%20`,
  `+${n}`,
  `0${n}`,
  `${n}.0`,
  `${n}e0`,
  `${n * 10}e-1`,
  `${n}abc`,
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1'.repeat(150),
  'null',
];

const get = (url: string) => call('GET', url);

test('a canonical id reads the record (the control)', async () => {
  expect((await get(`/api/geo/areas/${areaId}`)).statusCode).toBe(200);
  expect((await get(`/api/agencies/${agencyId}`)).statusCode).toBe(200);
  expect((await get(`/api/docs/${caseNumber}`)).statusCode).toBe(200);
  expect((await get(`/api/hotels/${agencyId}/offers/s`)).statusCode).toBe(404); // no such hotel
});

test.each([
  ['GET', '/api/geo/areas/:id', () => areaId],
  ['GET', '/api/agencies/:id', () => agencyId],
  ['GET', '/api/docs/:id', () => caseNumber],
  ['GET', '/api/docs/:id/edit', () => caseNumber],
  ['GET', '/api/hotels/:id/offers/s', () => 1],
  ['GET', '/api/docs/stays/:id', () => 1],
])('%s %s with a loose id answers 404 NotFound', async (method, route, id) => {
  const answers: string[] = [];
  for (const spelling of looseSpellings(id())) {
    const res = await call(method as 'GET', route.replace(':id', spelling));
    const body = res.json();
    answers.push(`${spelling} ${res.statusCode} ${body.error} ${body.message}`);
  }
  expect(answers.filter((a) => !/ 404 NotFound Elemento non trovato$/.test(a))).toEqual([]);
});

test('DELETE and PUT with a loose id change nothing', async () => {
  for (const spelling of looseSpellings(areaId)) {
    const del = await call('DELETE', `/api/geo/areas/${spelling}`);
    expect(`${spelling} ${del.statusCode}`).toBe(`${spelling} 404`);
    const put = await call('PUT', `/api/geo/areas/${spelling}`, {
      name: 'Rinominata',
      countryId: 'IT',
      version: 0,
    });
    expect(`${spelling} ${put.statusCode}`).toBe(`${spelling} 404`);
    const delCase = await call('DELETE', `/api/docs/${spelling}`);
    expect(`${spelling} ${delCase.statusCode}`).toBe(`${spelling} 404`);
  }
  const area = await get(`/api/geo/areas/${areaId}`);
  expect(area.json()).toMatchObject({ name: 'Toscana', version: 0 });
  expect((await get(`/api/docs/${caseNumber}`)).statusCode).toBe(200);
});

test('query ids are canonical too: 400 on the field', async () => {
  for (const spelling of ['0x10', '1e3', '+1', '01', '2147483648', 'abc']) {
    const res = await get(`/api/hotels?loc=${encodeURIComponent(spelling)}`);
    expect(`${spelling} ${res.statusCode} ${res.json().fields?.loc}`).toBe(
      `${spelling} 400 Identificativo non valido`,
    );
  }
  expect((await get('/api/hotels?loc=7')).statusCode).toBe(200);
});
