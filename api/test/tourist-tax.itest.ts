import { defaultStayConditions } from '@ham/contracts';
import { caseTouristTax } from '@ham/contracts/tourist-tax';
import { casesSuite, d } from './cases-fixtures';

/**
 * The imposta di soggiorno (docs/product/tourist-tax.md): a location's rates by period, kept and
 * checked with the location; a case's tax stay by stay, estimated from counts without a rooming
 * list, computed from it with one; included in the price or paid at the hotel.
 */
const t = casesSuite();
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.call(method, url, body, t.users.admin);

const period = (over: Record<string, unknown> = {}) => ({
  validFrom: d(0),
  validTo: d(365),
  rate: 350,
  byCategory: { '3': 480, '4': null },
  maxNights: 7,
  exemptUnderAge: 12,
  driversExempt: true,
  escortFreeEvery: 10,
  ...over,
});

let area: number;
beforeAll(async () => {
  area = (await admin('POST', '/geo/areas', { name: 'Toscana imposta', countryId: 'IT' })).json().id;
});

test("a location's periods: saved with it, empty categories dropped; overlaps and missing rates refused", async () => {
  const created = await admin('POST', '/geo/locations', {
    name: 'Firenze imposta',
    areaId: area,
    countryId: 'IT',
    touristTax: [period()],
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().touristTax).toEqual([{ ...period(), byCategory: { '3': 480 } }]);

  const overlap = await admin('POST', '/geo/locations', {
    name: 'Siena imposta',
    areaId: area,
    countryId: 'IT',
    touristTax: [period(), period({ validFrom: d(100), validTo: d(400) })],
  });
  expect(overlap.statusCode).toBe(400);
  expect(overlap.json().fields).toEqual({ 'touristTax.1.validFrom': 'I periodi non possono sovrapporsi' });
  const noRate = await admin('POST', '/geo/locations', {
    name: 'Siena imposta',
    areaId: area,
    countryId: 'IT',
    touristTax: [period({ rate: null, byCategory: {} })],
  });
  expect(noRate.json().fields).toEqual({
    'touristTax.0.rate': 'Indicare la tariffa unica o almeno una tariffa per categoria',
  });
  // A location saved without the field keeps none (older clients).
  const plain = await admin('POST', '/geo/locations', {
    name: 'Pisa imposta',
    areaId: area,
    countryId: 'IT',
  });
  expect(plain.json().touristTax).toEqual([]);
});

test("a case's tax: an estimate from the stay's guests, then the rooming list's people; in the price or at the hotel", async () => {
  const location = (
    await admin('POST', '/geo/locations', {
      name: 'Lucca imposta',
      areaId: area,
      countryId: 'IT',
      touristTax: [period()],
    })
  ).json().id as number;
  await t.ctx.db
    .updateTable('hotels')
    .set({ location_id: location })
    .where('id', '=', t.world.hotelId)
    .execute();
  const n = await t.newCase({ guestCount: 20 });
  const stay = await t.call('POST', `/docs/${n}/stays`, {
    hotelId: t.world.hotelId,
    begin: d(30),
    end: d(33),
    conditions: defaultStayConditions(d(30), d(33)),
    guests: { mul: 20 },
    freebiesCount: { hb: 2 },
  });
  expect(stay.statusCode).toBe(201);

  // 20 guests, 2 free places taken as escorts: 18 others / 10 = 1 escort free; 19 pay 3 nights at 4,80 €.
  const estimate = caseTouristTax.parse((await t.call('GET', `/docs/${n}/tourist-tax`)).json());
  expect(estimate).toMatchObject({ included: false, total: 3 * 19 * 480, estimate: true });
  expect(estimate.stays[0]).toMatchObject({
    hotel: { id: t.world.hotelId },
    location: { id: location, name: 'Lucca imposta' },
    nightsWithoutRate: 0,
  });

  // The list: 3 children under 12 and a driver free; 2 students and a teacher pay (5 pupils: no escort free).
  const person = (role: string, birthDate: string | null) => ({
    lastName: `${role} ${birthDate}`,
    firstName: 'Test',
    birthDate,
    role,
    room: null,
    accomodationId: 'mul',
    notes: null,
  });
  const list = await t.call('PUT', `/docs/${n}/rooming`, {
    version: 0,
    participants: [
      ...['2020-01-01', '2020-02-01', '2020-03-01'].map((b) => person('studente', b)),
      person('studente', '2008-01-01'),
      person('studente', null),
      person('docente', null),
      person('autista', null),
    ],
  });
  expect(list.statusCode).toBe(200);
  const computed = caseTouristTax.parse((await t.call('GET', `/docs/${n}/tourist-tax`)).json());
  expect(computed).toMatchObject({ total: 3 * 3 * 480, estimate: false });

  // The confirmation and the stay's voucher print it: to be paid at the hotel.
  /** A print's HTML as its text reads: spaces folded, the apostrophe unescaped. */
  const html = async (url: string) =>
    (await t.call('GET', url)).body.replace(/\s+/g, ' ').replaceAll('&#39;', "'");
  const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
  const confirmation = await html(`/docs/${n}/confirmation.html?date=${d(0)}`);
  expect(confirmation).toContain(`Imposta di soggiorno: ${euro(3 * 3 * 480)}, da pagare in loco all'hotel.`);
  const stayId = stay.json().id as number;
  const voucher = await html(`/docs/stays/${stayId}/voucher.html?docNum=${n}`);
  expect(voucher).toContain('Imposta di soggiorno / City tax');
  expect(voucher).toContain(`${euro(3 * 3 * 480)}, da pagare in loco / to be paid at the hotel`);

  const included = await t.call('PUT', `/docs/${n}/tourist-tax`, { included: true });
  expect(included.statusCode).toBe(200);
  expect(included.json()).toMatchObject({ included: true, total: 3 * 3 * 480 });
  expect(await html(`/docs/${n}/confirmation.html?date=${d(0)}`)).toContain(
    `Imposta di soggiorno: ${euro(3 * 3 * 480)}, inclusa nel prezzo.`,
  );
  expect((await t.call('PUT', `/docs/${n}/tourist-tax`, { included: 'sì' })).statusCode).toBe(400);
  expect((await t.call('GET', '/docs/999999/tourist-tax')).statusCode).toBe(404);
  expect((await t.call('GET', `/docs/${n}/tourist-tax`, undefined, t.users.agency)).statusCode).toBe(403);
});
