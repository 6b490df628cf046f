import {
  type AllotmentBlock,
  addDays,
  allotmentSearchResponse,
  computeAvailability,
  decodeAllotmentGrid,
  GRID_OPTION,
  GRID_RESERVATION,
  holdContactsOn,
  type PlacesHold,
  todayInRome,
} from '@ham/contracts';
import { searchAvailability } from '../src/allotment/search-service';
import { hotelsSuite, insertBlock, insertHoldRow, insertHotel } from './hotels-fixtures';

const t = hotelsSuite();
const today = todayInRome();
const d = (n: number) => addDays(today, n);

const get = (url: string, cookie?: string) => t.call('GET', url, undefined, cookie);
const search = async (query: string) => {
  const res = await get(`/allotment/search?${query}`);
  expect(res.statusCode).toBe(200);
  return allotmentSearchResponse.parse(res.json());
};
/** The search as the grid reads it: one value per day (the UI's decoder). */
const grid = async (query: string) => decodeAllotmentGrid(await search(query));
const list = (a: Int32Array) => Array.from(a);

describe('GET /allotment/search', () => {
  test('day by day: Opzionati, Confermati, Disponibili, Allotment with contacts', async () => {
    const id = await insertHotel(t.ctx.db, 'Hotel Garda', t.place('sirmione'), { city: 'Sirmione' });
    await insertBlock(t.ctx.db, id, 'a', d(1), d(3), 10);
    await insertHoldRow(t.ctx.db, id, 'a', d(1), d(3), 4, 'option', d(5), 'Gruppo Rossi');
    await insertHoldRow(t.ctx.db, id, 'a', d(2), d(4), 3, 'reservation', null, 'Liceo Volta');
    await insertHoldRow(t.ctx.db, id, 'a', d(1), d(2), 2, 'option', d(-1), 'Scaduta');
    await insertHoldRow(t.ctx.db, id, 's', d(1), d(2), 5, 'reservation', null, 'Altra tipologia');
    const body = await search(`type=a&from=${d(0)}&to=${d(4)}`);
    expect(body.begin).toBe(d(0));
    expect(body.end).toBe(d(4));
    expect([body.days, body.today]).toEqual([5, today]);
    expect(body.partial).toBe(false);
    expect(body.results).toHaveLength(1);
    // The compact wire format: each series run-length encoded, the holds as intervals.
    expect(body.results[0].allotted).toEqual([0, 1, 10, 3, 0, 1]);
    expect(body.results[0].holds).toEqual([
      [1, 2, 4, GRID_OPTION, 'Gruppo Rossi'],
      [2, 3, 3, GRID_RESERVATION, 'Liceo Volta'],
    ]);
    const { hotels, days } = decodeAllotmentGrid(body);
    expect(days).toEqual([d(0), d(1), d(2), d(3), d(4)]);
    const [r] = hotels;
    // What the grid's hotel column shows: name, category, city (else the location).
    expect(r.hotel).toEqual({ id, name: 'Hotel Garda', category: '3 stelle', place: 'Sirmione' });
    expect(list(r.allotted)).toEqual([0, 10, 10, 10, 0]);
    expect(list(r.optioned)).toEqual([0, 4, 4, 0, 0]);
    expect(days.map((_, i) => holdContactsOn(r.holds, GRID_OPTION, i))).toEqual([
      [],
      ['Gruppo Rossi'],
      ['Gruppo Rossi'],
      [],
      [],
    ]);
    expect(list(r.reserved)).toEqual([0, 0, 3, 3, 0]);
    expect(holdContactsOn(r.holds, GRID_RESERVATION, 2)).toEqual(['Liceo Volta']);
    expect(list(r.available)).toEqual([0, 6, 3, 7, 0]);
    expect(list(r.released)).toEqual([0, 0, 0, 0, 0]);
  });

  test('filters: hidden hotels never, name, location, area, country; hotels without blocks or holds are left out', async () => {
    const a = await insertHotel(t.ctx.db, 'Hotel Sirmione', t.place('sirmione'));
    const b = await insertHotel(t.ctx.db, 'Albergo Siena', t.place('siena'));
    const hidden = await insertHotel(t.ctx.db, 'Hotel Nascosto', t.place('sirmione'), { hidden: true });
    const ch = await insertHotel(t.ctx.db, 'Hotel Lugano', { country_id: 'CH' });
    await insertHotel(t.ctx.db, 'Hotel Vuoto', t.place('sirmione'));
    for (const id of [a, b, hidden, ch]) await insertBlock(t.ctx.db, id, 's', d(1), d(5), 5);
    const names = async (q: string) =>
      (await search(`type=s&from=${d(0)}&to=${d(6)}${q}`)).results.map((r) => r.hotel.name);
    expect(await names('')).toEqual(['Albergo Siena', 'Hotel Lugano', 'Hotel Sirmione']);
    expect(await names('&q=SIRM')).toEqual(['Hotel Sirmione']);
    expect(await names(`&loc=${t.geo.location2Id}`)).toEqual(['Albergo Siena']);
    expect(await names(`&area=${t.geo.areaId}`)).toEqual(['Hotel Sirmione']);
    expect(await names('&country=ch')).toEqual(['Hotel Lugano']);
    expect((await search(`type=a&from=${d(0)}&to=${d(6)}`)).results).toEqual([]);
  });

  test('release: past it the night keeps its allotment but shows 0 available', async () => {
    const id = await insertHotel(t.ctx.db, 'Hotel Rilascio');
    await insertBlock(t.ctx.db, id, 's', d(0), d(4), 8, 2);
    const [r] = (await grid(`type=s&from=${d(0)}&to=${d(4)}`)).hotels;
    expect(list(r.allotted)).toEqual([8, 8, 8, 8, 8]);
    expect(list(r.available)).toEqual([0, 0, 8, 8, 8]);
    // The grid can say why: 8 places released on the first two nights, two days before each.
    expect(list(r.released)).toEqual([8, 8, 0, 0, 0]);
    expect(list(r.releaseDays)).toEqual([2, 2, 2, 2, 2]);
  });

  test('PeriodTooLarge above 366 days; bad queries 400', async () => {
    const ok = await get(`/allotment/search?type=s&from=${d(0)}&to=${d(365)}`);
    expect(ok.statusCode).toBe(200);
    const res = await get(`/allotment/search?type=s&from=${d(0)}&to=${d(366)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'PeriodTooLarge',
      message: 'Il periodo indicato è troppo esteso, restringere il periodo.',
    });
    expect((await get(`/allotment/search?type=s&from=${d(0)}&to=${d(3650)}`)).json().error).toBe(
      'PeriodTooLarge',
    );
    const inverted = await get(`/allotment/search?type=s&from=${d(5)}&to=${d(1)}`);
    expect(inverted.json().fields).toEqual({ to: 'Non deve essere prima della data di inizio' });
    expect((await get(`/allotment/search?from=${d(0)}&to=${d(1)}`)).json().fields).toEqual({
      type: 'Campo obbligatorio',
    });
    expect((await get(`/allotment/search?type=zz&from=${d(0)}&to=${d(1)}`)).json().fields).toEqual({
      type: 'Tipologia ospiti non valida',
    });
    expect((await get('/allotment/search?type=s&from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    // A place that does not exist is bad input, not an empty result.
    const unknown = async (q: string) =>
      (await get(`/allotment/search?type=s&from=${d(0)}&to=${d(1)}&${q}`)).json();
    expect(await unknown('area=999999')).toMatchObject({
      error: 'ValidationError',
      fields: { area: 'Area non valida' },
    });
    expect((await unknown('loc=999999')).fields).toEqual({ loc: 'Località non valida' });
    expect((await unknown('country=zz')).fields).toEqual({ country: 'Nazione non valida' });
    expect((await unknown(`area=${t.geo.areaId}`)).results).toEqual([]);
  });

  test('partial only above the hotel limit', async () => {
    for (let i = 0; i < 4; i++) {
      const id = await insertHotel(t.ctx.db, `Hotel ${i}`);
      await insertBlock(t.ctx.db, id, 's', d(0), d(1), 1);
    }
    const limits = { maxDays: 366, maxHotels: 3 };
    const q = { type: 's', from: d(0), to: d(1) };
    const partial = await searchAvailability(t.ctx.db, q, limits);
    expect([partial.partial, partial.results.length]).toEqual([true, 3]);
    const exact = await searchAvailability(t.ctx.db, q, { ...limits, maxHotels: 4 });
    expect([exact.partial, exact.results.length]).toEqual([false, 4]);
  });

  test('the SQL search and the pure engine agree on a random-ish data set', async () => {
    // A deterministic pseudo-random generator: the same data on every run.
    let seed = 20260610;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const data: { id: number; blocks: AllotmentBlock[]; holds: PlacesHold[] }[] = [];
    for (let h = 0; h < 12; h++) {
      const id = await insertHotel(t.ctx.db, `Hotel ${String(h).padStart(2, '0')}`);
      const blocks: AllotmentBlock[] = [];
      const holds: PlacesHold[] = [];
      for (let i = 0; i < 1 + rnd(4); i++) {
        const begin = d(rnd(40) - 10);
        const b: AllotmentBlock = {
          begin,
          end: addDays(begin, rnd(20)),
          places: rnd(30),
          expirationDays: rnd(15),
        };
        blocks.push(b);
        await insertBlock(t.ctx.db, id, 'a', b.begin, b.end, b.places, b.expirationDays);
      }
      for (let i = 0; i < rnd(8); i++) {
        const begin = d(rnd(40) - 12);
        const kind = rnd(2) ? 'option' : 'reservation';
        const hold: PlacesHold = {
          begin,
          end: addDays(begin, 1 + rnd(6)),
          places: rnd(12),
          kind,
          expires: kind === 'option' ? d(rnd(10) - 4) : null,
          contact: `C${h}-${i}`,
        };
        holds.push(hold);
        await insertHoldRow(
          t.ctx.db,
          id,
          'a',
          hold.begin,
          hold.end,
          hold.places,
          kind,
          hold.expires ?? null,
          hold.contact ?? '',
        );
      }
      data.push({ id, blocks, holds });
    }
    const from = d(-5);
    const to = d(30);
    const body = await searchAvailability(
      t.ctx.db,
      { type: 'a', from, to },
      { maxDays: 366, maxHotels: 1000 },
      today,
    );
    const decoded = decodeAllotmentGrid(body);
    let compared = 0;
    for (const { id, blocks, holds } of data) {
      const nights = computeAvailability({ blocks, holds, from, to, today });
      const result = decoded.hotels.find((r) => r.hotel.id === id);
      const anything = nights.some((n) => n.allotted || n.optioned || n.reserved);
      if (!result) {
        expect(anything).toBe(false);
        continue;
      }
      compared++;
      expect(list(result.allotted)).toEqual(nights.map((n) => n.allotted));
      expect(list(result.available)).toEqual(nights.map((n) => n.available));
      expect(list(result.optioned)).toEqual(nights.map((n) => n.optioned));
      expect(list(result.reserved)).toEqual(nights.map((n) => n.reserved));
      expect(nights.map((_, i) => holdContactsOn(result.holds, GRID_OPTION, i).sort())).toEqual(
        nights.map((n) => [...n.optionContacts].sort()),
      );
      expect(nights.map((_, i) => holdContactsOn(result.holds, GRID_RESERVATION, i).sort())).toEqual(
        nights.map((n) => [...n.reservationContacts].sort()),
      );
    }
    expect(compared).toBeGreaterThan(8);
  });
});

describe('expired options', () => {
  test('GET lists options expired before today, most recent first, paged; DELETE removes one', async () => {
    const id = await insertHotel(t.ctx.db, 'Hotel Scadenze');
    const older = await insertHoldRow(t.ctx.db, id, 's', d(10), d(12), 20, 'option', d(-5), 'Scuola Dante');
    const newer = await insertHoldRow(t.ctx.db, id, 'a', d(10), d(13), 8, 'option', d(-1), 'Coro Verdi');
    await insertHoldRow(t.ctx.db, id, 's', d(10), d(12), 4, 'option', today, 'Ancora valida');
    await insertHoldRow(t.ctx.db, id, 's', d(10), d(12), 4, 'reservation', null, 'Confermata');
    const res = await get('/allotment/options/expired?p=1&ipp=10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: newer,
          expires: d(-1),
          hotel: { id, name: 'Hotel Scadenze' },
          begin: d(10),
          end: d(13),
          places: 8,
          guestType: { id: 'a', name: 'Adulti' },
          contact: 'Coro Verdi',
          stayId: null,
          caseNumber: null,
        },
        expect.objectContaining({ id: older, contact: 'Scuola Dante' }),
      ],
      pageInfo: { page: 1, itemsPerPage: 10, totalItems: 2, totalPages: 1 },
    });
    const del = await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/allotment/options/${older}`,
      headers: { cookie: t.users.operator },
    });
    expect(del.statusCode).toBe(204);
    const again = await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/allotment/options/${older}`,
      headers: { cookie: t.users.operator },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Opzione non trovata');
    expect((await get('/allotment/options/expired')).json().pageInfo.totalItems).toBe(1);
  });

  test('agency users get 403 on every allotment route', async () => {
    for (const [method, url] of [
      ['GET', `/api/allotment/search?type=s&from=${d(0)}&to=${d(1)}`],
      ['GET', '/api/allotment/options/expired'],
      ['DELETE', '/api/allotment/options/1'],
    ] as const) {
      const res = await t.ctx.app.inject({ method, url, headers: { cookie: t.users.agency } });
      expect(res.statusCode).toBe(403);
      expect((await t.ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
