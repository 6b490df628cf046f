import { hotelOffer, priceEntrySaved } from '@ham/contracts';
import { signedInSuite } from './helpers';
import { clearHotels, insertHotel } from './hotels-fixtures';

const t = signedInSuite();
let hotelId: number;
beforeEach(async () => {
  await clearHotels(t.ctx.db);
  hotelId = await insertHotel(t.ctx.db, 'Hotel Bellavista');
});

const { call } = t;

const entry = (begin: string, end: string, hb = 5000) => ({
  begin,
  end,
  prices: { bb: hb - 1000, hb, fb: hb + 1500 },
  costs: { bb: hb - 2000, hb: hb - 1000, fb: null },
  extras: { sgl: 2000, trp: -500 },
  extrasCosts: { sgl: 1500 },
});
const enable = (gt = 'a', body: unknown = { freebie: { every: 10, accomodationId: 'sgl' } }) =>
  call('PUT', `/hotels/${hotelId}/offers/${gt}`, body);
/** A POST of a price entry of the 'a' offer (`force`: over the periods it overlaps). */
const postPrices = (body: unknown, { force = false } = {}) =>
  call('POST', `/hotels/${hotelId}/offers/a/prices${force ? '?force=true' : ''}`, body);
const periods = async (gt = 'a') =>
  hotelOffer
    .parse((await call('GET', `/hotels/${hotelId}/offers/${gt}`)).json())
    .prices.map((p) => [p.begin, p.end, p.prices.hb]);

describe('offers', () => {
  test('an offer never configured is inactive; PUT enables it; DELETE disables and keeps the prices', async () => {
    const initial = (await call('GET', `/hotels/${hotelId}/offers/a`)).json();
    expect(initial).toEqual({
      hotelId,
      guestType: { id: 'a', name: 'Adulti' },
      active: false,
      selfQuotable: false,
      visibleInQuotes: true,
      freebie: null,
      prices: [],
      version: 0,
    });
    const enabled = await enable();
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({
      active: true,
      freebie: { every: 10, accomodationId: 'sgl' },
      version: 0,
    });
    expect((await postPrices(entry('2030-05-01', '2030-05-31'))).statusCode).toBe(201);

    expect((await call('DELETE', `/hotels/${hotelId}/offers/a`)).statusCode).toBe(204);
    expect((await call('GET', `/hotels/${hotelId}/offers/a`)).json()).toMatchObject({
      active: false,
      prices: [],
    });
    // Enabled again: the prices come back.
    expect((await enable('a', { freebie: null, version: 1 })).json()).toMatchObject({
      active: true,
      freebie: null,
      version: 2,
    });
    expect(await periods()).toEqual([['2030-05-01', '2030-05-31', 5000]]);
    // A stale version answers 409.
    expect((await enable('a', { freebie: null, version: 0 })).json().error).toBe('StaleRecord');
  });

  test('selfQuotable needs self_quote when it changes: operator 403, admin fine', async () => {
    const denied = await enable('s', { selfQuotable: true, freebie: null });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Non hai i permessi per modificare "Self quotable".');
    expect((await call('GET', `/hotels/${hotelId}/offers/s`)).json().active).toBe(false);
    const ok = await call(
      'PUT',
      `/hotels/${hotelId}/offers/s`,
      { selfQuotable: true, freebie: null },
      t.users.admin,
    );
    expect(ok.json()).toMatchObject({ active: true, selfQuotable: true });
    // The operator may change the rest while leaving selfQuotable as it is (sent or omitted).
    const other = await enable('s', {
      selfQuotable: true,
      visibleInQuotes: false,
      freebie: { every: 12, accomodationId: 'mul' },
    });
    expect(other.json()).toMatchObject({
      selfQuotable: true,
      visibleInQuotes: false,
      freebie: { every: 12 },
    });
    expect((await enable('s', { selfQuotable: false, freebie: null })).statusCode).toBe(403);
  });

  test('freebie: an accommodation of another guest type or every < 1 is refused', async () => {
    const wrong = await enable('a', { freebie: { every: 10, accomodationId: 'mul' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      'freebie.accomodationId': 'Sistemazione non valida per la tipologia ospiti',
    });
    const zero = await enable('a', { freebie: { every: 0, accomodationId: 'dbl' } });
    expect(zero.json().fields).toEqual({ 'freebie.every': 'Deve essere almeno 1' });
    expect((await call('GET', `/hotels/${hotelId}/offers/zz`)).statusCode).toBe(404);
  });
});

describe('prices', () => {
  beforeEach(async () => {
    expect((await enable()).statusCode).toBe(200);
  });

  test('create → get → update → delete, money in cents, nulls dropped', async () => {
    const res = await postPrices(entry('2030-06-01', '2030-06-30'));
    expect(res.statusCode).toBe(201);
    const saved = priceEntrySaved.parse(res.json());
    expect(saved).toMatchObject({
      hotelId,
      guestTypeId: 'a',
      begin: '2030-06-01',
      end: '2030-06-30',
      prices: { bb: 4000, hb: 5000, fb: 6500 },
      costs: { bb: 3000, hb: 4000 },
      extras: { sgl: 2000, trp: -500 },
      extrasCosts: { sgl: 1500 },
      version: 0,
      overwritten: { deleted: [], shortened: [], created: [] },
    });
    const { overwritten: _o, ...stored } = saved;
    expect((await call('GET', `/hotels/prices/${saved.id}`)).json()).toEqual(stored);
    const put = await call('PUT', `/hotels/prices/${saved.id}`, {
      ...entry('2030-06-01', '2030-06-20', 5500),
      version: 0,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ end: '2030-06-20', prices: { hb: 5500 }, version: 1 });
    expect(
      (
        await call('PUT', `/hotels/prices/${saved.id}`, { ...entry('2030-06-01', '2030-06-20'), version: 0 })
      ).json().error,
    ).toBe('StaleRecord');
    expect((await call('DELETE', `/hotels/prices/${saved.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/hotels/prices/${saved.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/hotels/prices/${saved.id}`)).statusCode).toBe(404);
  });

  test('an overlap answers 409 detail "period overlap" and changes nothing; force splits in one go', async () => {
    await postPrices(entry('2030-06-01', '2030-06-30', 5000));
    await postPrices(entry('2030-07-01', '2030-07-31', 6000));
    const clash = await postPrices(entry('2030-06-10', '2030-06-20', 7000));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      error: 'PeriodOverlap',
      message: 'Il periodo indicato si sovrappone in tutto o in parte a periodi esistenti con altri prezzi.',
      detail: 'period overlap',
    });
    expect(await periods()).toEqual([
      ['2030-06-01', '2030-06-30', 5000],
      ['2030-07-01', '2030-07-31', 6000],
    ]);

    const forced = await postPrices(entry('2030-06-10', '2030-06-20', 7000), { force: true });
    expect(forced.statusCode).toBe(201);
    expect(forced.json().overwritten).toMatchObject({
      deleted: [],
      shortened: [expect.any(Number)],
      created: [expect.any(Number)],
    });
    expect(await periods()).toEqual([
      ['2030-06-01', '2030-06-09', 5000],
      ['2030-06-10', '2030-06-20', 7000],
      ['2030-06-21', '2030-06-30', 5000],
      ['2030-07-01', '2030-07-31', 6000],
    ]);

    // Across a boundary: the June tail is deleted, July shortened.
    const across = await postPrices(entry('2030-06-21', '2030-07-05', 8000), { force: true });
    expect(across.json().overwritten.deleted).toHaveLength(1);
    expect(await periods()).toEqual([
      ['2030-06-01', '2030-06-09', 5000],
      ['2030-06-10', '2030-06-20', 7000],
      ['2030-06-21', '2030-07-05', 8000],
      ['2030-07-06', '2030-07-31', 6000],
    ]);
  });

  test('moving an entry over another with PUT needs force too', async () => {
    const a = (await postPrices(entry('2030-06-01', '2030-06-10', 5000))).json();
    await postPrices(entry('2030-06-11', '2030-06-30', 6000));
    const body = { ...entry('2030-06-01', '2030-06-15', 5000), version: 0 };
    expect((await call('PUT', `/hotels/prices/${a.id}`, body)).json().detail).toBe('period overlap');
    expect((await call('PUT', `/hotels/prices/${a.id}?force=true`, body)).statusCode).toBe(200);
    expect(await periods()).toEqual([
      ['2030-06-01', '2030-06-15', 5000],
      ['2030-06-16', '2030-06-30', 6000],
    ]);
  });

  test('a price entry for a disabled or never enabled offer answers 409 OfferInactive', async () => {
    const never = await call('POST', `/hotels/${hotelId}/offers/s/prices`, entry('2030-06-01', '2030-06-10'));
    expect(never.statusCode).toBe(409);
    expect(never.json()).toEqual({
      error: 'OfferInactive',
      message: 'Listino prezzi non attivo per questo hotel',
    });
    await call('DELETE', `/hotels/${hotelId}/offers/a`);
    expect((await postPrices(entry('2030-06-01', '2030-06-10'))).json().error).toBe('OfferInactive');
    expect(await t.ctx.db.selectFrom('hotel_prices').select('id').execute()).toEqual([]);
  });

  test.each([
    [
      'inverted period',
      { ...entry('2030-06-10', '2030-06-01') },
      { end: 'Deve essere dopo la data di inizio' },
    ],
    [
      'same-day period',
      { ...entry('2030-06-10', '2030-06-10') },
      { end: 'Deve essere dopo la data di inizio' },
    ],
    [
      'negative price',
      { ...entry('2030-06-01', '2030-06-10'), prices: { hb: -1 }, extras: {} },
      { 'prices.hb': 'Il valore non può essere negativo' },
    ],
    [
      'decimal cents',
      { ...entry('2030-06-01', '2030-06-10'), costs: { hb: 10.5 } },
      { 'costs.hb': 'Deve essere un numero intero' },
    ],
    [
      'a reduction below zero',
      { ...entry('2030-06-01', '2030-06-10'), extras: { trp: -99999 } },
      { 'extras.trp': 'Il prezzo con il supplemento non può essere negativo' },
    ],
    ['bad date', { ...entry('2030-06-01', '2030-13-10') }, { end: 'Data non valida' }],
  ])('%s → 400', async (_name, body, fields) => {
    const res = await postPrices(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(fields);
  });

  test('unknown service classes and accommodations of another guest type → 400', async () => {
    const res = await postPrices({
      ...entry('2030-06-01', '2030-06-10'),
      prices: { hb: 5000, xx: 1 },
      extras: { mul: 100 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'prices.xx': 'Trattamento non valido',
      'extras.mul': 'Sistemazione non valida per la tipologia ospiti',
    });
  });

  test('concurrent overlapping saves: one wins, the other gets 409, never two prices for a night', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postPrices(entry('2030-09-01', '2030-09-30', 5000 + i))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await periods()).toHaveLength(1);
  });
});
