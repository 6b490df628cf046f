import { defaultStayConditions } from '@ham/contracts';
import { caseHead, casesSuite, d } from './cases-fixtures';

/**
 * Security audit, defect 2 (docs/SECURITY.md): every date lies within 2000–2099 and every period within 366 days
 * (a case, a stay, an availability block, a price entry), refused with the field's Italian
 * message before any work proportional to the period.
 */

const t = casesSuite();
const { call } = t;

const OUT_OF_RANGE = 'Data non consentita: scegliere una data tra il 01/01/2000 e il 31/12/2099';
const TOO_LONG = 'Il periodo non può superare 366 giorni';

const caseBody = (over: Record<string, unknown> = {}) => caseHead(t.world, over);

async function fields(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('ValidationError');
  return res.json().fields as Record<string, string>;
}

test.each([
  ['year 1', { beginDate: '0001-01-01' }, 'beginDate', OUT_OF_RANGE],
  ['year 9999', { endDate: '9999-12-31' }, 'endDate', OUT_OF_RANGE],
  ['1999-12-31', { beginDate: '1999-12-31' }, 'beginDate', OUT_OF_RANGE],
  ['2100-01-01', { endDate: '2100-01-01' }, 'endDate', OUT_OF_RANGE],
  ['a day that does not exist', { beginDate: '2032-02-30' }, 'beginDate', 'Data non valida'],
  ['a case of 367 days', { beginDate: '2031-01-01', endDate: '2032-01-03' }, 'endDate', TOO_LONG],
])('a case with %s is refused', async (_what, over, field, message) => {
  expect((await fields(await call('POST', '/docs', caseBody(over))))[field]).toBe(message);
});

test('the bounds themselves are accepted', async () => {
  expect(
    (await call('POST', '/docs', caseBody({ beginDate: '2099-01-01', endDate: '2099-12-31' }))).statusCode,
  ).toBe(201);
  expect(
    (await call('POST', '/docs', caseBody({ beginDate: '2031-01-01', endDate: '2032-01-02' }))).statusCode,
  ).toBe(201);
});

test('a 300-year stay of a case saved before the bounds: auxdata and save refuse it at once', async () => {
  // A case as the audit left one (written before the contracts bounded periods).
  const { number } = await t.ctx.db
    .insertInto('cases')
    .values({
      name: 'Vecchia pratica',
      customer_id: t.world.customerId,
      begin_date: '2000-01-01',
      end_date: '2099-12-31',
      guest_type_id: 's',
      guest_count: 10,
    })
    .returning('number')
    .executeTakeFirstOrThrow();
  const aux = await call(
    'GET',
    `/docs/${number}/stays/auxdata?hotel=${t.world.hotelId}&begin=2000-01-01&end=2099-12-31`,
  );
  expect((await fields(aux)).end).toBe(TOO_LONG);
  const save = await call('POST', `/docs/${number}/stays`, {
    hotelId: t.world.hotelId,
    begin: '2000-01-01',
    end: '2099-12-31',
    conditions: [],
    guests: { mul: 10 },
  });
  expect((await fields(save)).end).toBe(TOO_LONG);
  expect(await t.ctx.db.selectFrom('stays').selectAll().where('case_number', '=', number).execute()).toEqual(
    [],
  );
});

test('stay dates and other dates of a case are bounded too', async () => {
  const n = (await call('POST', '/docs', caseBody())).json().number;
  const stay = await call('POST', `/docs/${n}/stays`, {
    hotelId: t.world.hotelId,
    begin: '1000-01-01',
    end: d(32),
    conditions: defaultStayConditions(d(30), d(32)),
    guests: { mul: 10 },
  });
  expect((await fields(stay)).begin).toBe(OUT_OF_RANGE);
  const meal = await call('POST', `/docs/${n}/meals`, {
    restaurantId: t.world.restaurantId,
    date: '2200-01-01',
    time: 'cena',
    persons: 10,
  });
  expect((await fields(meal)).date).toBe(OUT_OF_RANGE);
  const extras = await call('PUT', `/docs/${n}/extras`, {
    items: [{ description: 'Biglietti', date: '1900-05-01', value: 100 }],
    version: 0,
  });
  expect((await fields(extras))['items.0.date']).toBe(OUT_OF_RANGE);
});

test('availability blocks: dates within 2000–2099, at most 366 days', async () => {
  const url = `/hotels/${t.world.hotelId}/avails`;
  const block = (begin: string, end: string) => ({
    begin,
    end,
    guestTypeId: 's',
    places: 10,
    expirationDays: 0,
  });
  expect((await fields(await call('POST', url, block('1000-01-01', '1000-01-10')))).begin).toBe(OUT_OF_RANGE);
  expect((await fields(await call('POST', url, block('2031-01-01', '2032-06-01')))).end).toBe(TOO_LONG);
  expect((await call('POST', url, block('2031-01-01', '2031-12-31'))).statusCode).toBe(201);
});

test('price entries: dates within 2000–2099, at most 366 days', async () => {
  const url = `/hotels/${t.world.hotelId}/offers/s/prices`;
  const entry = (begin: string, end: string) => ({ begin, end, prices: { hb: 5000 } });
  expect((await fields(await call('POST', url, entry('2031-01-01', '3031-01-01')))).end).toBe(OUT_OF_RANGE);
  expect((await fields(await call('POST', url, entry('2040-01-01', '2042-01-01')))).end).toBe(TOO_LONG);
});

test('allotment search: dates within 2000–2099, more than 366 days is PeriodTooLarge', async () => {
  const search = (from: string, to: string) => call('GET', `/allotment/search?type=s&from=${from}&to=${to}`);
  expect((await fields(await search('0001-01-01', '9999-12-31'))).from).toBe(OUT_OF_RANGE);
  const long = await search('2031-01-01', '2032-01-02');
  expect(long.statusCode).toBe(400);
  expect(long.json().error).toBe('PeriodTooLarge');
});
