import {
  addDays,
  allotmentReleasesResponse,
  allotmentSearchResponse,
  daysBetween,
  decodeAllotmentGrid,
  todayInRome,
} from '@ham/contracts';
import { type DashboardResponse, dashboardResponse, hotelPickupResponse } from '@ham/contracts/dashboard';
import { sameDayLastYear } from '../src/dashboard/dashboard-figures';
import { insertId, validationError } from './helpers';
import { hotelsSuite, insertBlock, insertHoldRow, insertHotel, insertStay } from './hotels-fixtures';
import { seededRandom as random } from './seeded-random';

// 'Cruscotto' (docs/product/dashboard.md) against the allotment search and the release cockpit on
// generated data: the dashboard's sums must be the grid's and the cockpit's own figures.

const t = hotelsSuite();
const today = todayInRome();
const d = (n: number) => addDays(today, n);
const get = (url: string, cookie?: string) => t.call('GET', url, undefined, cookie);

const read = async (query: string): Promise<DashboardResponse> => {
  const res = await get(`/dashboard?${query}`);
  expect(res.statusCode).toBe(200);
  return dashboardResponse.parse(res.json());
};

/** Eight hotels in two areas (one hidden), blocks and holds of both guest types from d-20 to d130. */
async function generate(seed: number) {
  const r = random(seed);
  const hotels: number[] = [];
  for (let i = 0; i < 8; i++) {
    const id = await insertHotel(
      t.ctx.db,
      `Hotel ${String.fromCharCode(65 + i)}`,
      t.place(i % 2 === 0 ? 'sirmione' : 'siena'),
      { hidden: i === 7 },
    );
    hotels.push(id);
    for (const type of ['s', 'a']) {
      for (let b = 0; b < r(1, 3); b++) {
        const begin = r(-20, 110);
        await insertBlock(t.ctx.db, id, type, d(begin), d(begin + r(0, 25)), r(1, 30), r(0, 20));
      }
      for (let h = 0; h < r(0, 5); h++) {
        const begin = r(-15, 115);
        const option = r(0, 1) === 1;
        await insertHoldRow(
          t.ctx.db,
          id,
          type,
          d(begin),
          d(begin + r(1, 10)),
          r(1, 20),
          option ? 'option' : 'reservation',
          option ? d(r(-3, 12)) : null,
        );
      }
    }
  }
  return hotels;
}

/** The allotment search's grid of a guest type, decoded: per hotel id, per day. */
async function grid(type: string, from: string, to: string, extra = '') {
  const res = await get(`/allotment/search?type=${type}&from=${from}&to=${to}${extra}`);
  expect(res.statusCode).toBe(200);
  return decodeAllotmentGrid(allotmentSearchResponse.parse(res.json())).hotels;
}

/** The grid's figures of both guest types summed per night and per hotel (Disponibili never negative). */
async function expectedFromGrid(from: string, to: string, extra = '', types = ['s', 'a']) {
  const days = daysBetween(from, to) + 1;
  const nights = Array.from({ length: days }, (_, i) => ({
    date: addDays(from, i),
    allotted: 0,
    optioned: 0,
    reserved: 0,
    free: 0,
  }));
  const hotels = new Map<number, { allotted: number; optioned: number; reserved: number; free: number }>();
  for (const type of types) {
    for (const h of await grid(type, from, to, extra)) {
      const sum = hotels.get(h.hotel.id) ?? { allotted: 0, optioned: 0, reserved: 0, free: 0 };
      for (let i = 0; i < days; i++) {
        const free = Math.max(0, h.available[i]);
        nights[i].allotted += h.allotted[i];
        nights[i].optioned += h.optioned[i];
        nights[i].reserved += h.reserved[i];
        nights[i].free += free;
        sum.allotted += h.allotted[i];
        sum.optioned += h.optioned[i];
        sum.reserved += h.reserved[i];
        sum.free += free;
      }
      hotels.set(h.hotel.id, sum);
    }
  }
  return { nights, hotels };
}

/** The release cockpit's Liberi for the next `days` days, per hotel and per release date. */
async function cockpit(days: number, extra = '') {
  const res = await get(`/allotment/releases?days=${days}${extra}`);
  expect(res.statusCode).toBe(200);
  const body = allotmentReleasesResponse.parse(res.json());
  const byHotel = new Map<number, number>();
  const byDate = new Map<string, number>();
  let nights = 0;
  for (const h of body.hotels)
    for (const n of h.nights) {
      nights++;
      byHotel.set(h.hotel.id, (byHotel.get(h.hotel.id) ?? 0) + n.free);
      byDate.set(n.release, (byDate.get(n.release) ?? 0) + n.free);
    }
  return { byHotel, byDate, nights };
}

describe('GET /dashboard against the allotment search and the release cockpit', () => {
  test.each([1, 2, 3])(
    'generated data, seed %i: nights, hotels, releases and places at risk agree',
    async (seed) => {
      const hotels = await generate(seed);
      const body = await read(`from=${d(-5)}&to=${d(84)}`);
      const expected = await expectedFromGrid(d(-5), d(84));
      expect([body.from, body.to, body.today]).toEqual([d(-5), d(84), today]);
      expect(body.pickup.nights).toEqual(expected.nights);
      // The generated data says something: places held, sold and released.
      for (const key of ['reserved', 'optioned', 'free'] as const)
        expect(body.pickup.nights.some((n) => n[key] > 0)).toBe(true);
      expect(body.hotels.items.length).toBeGreaterThan(3);

      const risk = await cockpit(14);
      for (const h of body.hotels.items) {
        const e = expected.hotels.get(h.hotel.id);
        expect({ ...h, hotel: h.hotel.id }).toEqual({
          hotel: h.hotel.id,
          ...e,
          soldShare: Math.round(((e?.reserved ?? 0) / (e?.allotted ?? 1)) * 10_000) / 10_000,
          atRisk: risk.byHotel.get(h.hotel.id) ?? 0,
        });
      }
      const withAllotment = [...expected.hotels].filter(([, e]) => e.allotted > 0).map(([id]) => id);
      expect(body.hotels.items.map((h) => h.hotel.id).sort()).toEqual(withAllotment.sort());
      expect(body.hotels.total).toBe(withAllotment.length);
      expect(body.hotels.items.map((h) => h.hotel.id)).not.toContain(hotels[7]); // hidden
      const shares = body.hotels.items.map((h) => h.soldShare);
      expect(shares).toEqual([...shares].sort((a, b) => b - a));

      // Release dates of the period from today on: the cockpit's Liberi by release date.
      const cockpit60 = await cockpit(60);
      const inPeriod = await read(`from=${d(0)}&to=${d(59)}`);
      expect(inPeriod.pickup.releases).toEqual(
        [...cockpit60.byDate]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([date, places]) => ({ date, places })),
      );
      expect(inPeriod.pickup.releases.length).toBeGreaterThan(0);
      expect(body.todo.releases).toBe((await cockpit(7)).nights);
    },
  );

  test('area, hotel and guest type narrow the figures as they narrow the grid', async () => {
    const hotels = await generate(7);
    const area = t.geo.area2Id;
    const byArea = await read(`from=${d(0)}&to=${d(99)}&area=${area}`);
    expect(byArea.pickup.nights).toEqual((await expectedFromGrid(d(0), d(99), `&area=${area}`)).nights);
    expect(byArea.hotels.items.every((h) => [hotels[1], hotels[3], hotels[5]].includes(h.hotel.id))).toBe(
      true,
    );

    const byType = await read(`from=${d(0)}&to=${d(99)}&guestType=a`);
    expect(byType.pickup.nights).toEqual((await expectedFromGrid(d(0), d(99), '', ['a'])).nights);

    const byHotel = await read(`from=${d(0)}&to=${d(99)}&hotel=${hotels[2]}`);
    const all = await expectedFromGrid(d(0), d(99));
    expect(byHotel.hotels.items.map((h) => h.hotel.id)).toEqual([hotels[2]]);
    expect(byHotel.hotels.items[0].allotted).toBe(all.hotels.get(hotels[2])?.allotted);
    // 'Da fare oggi' ignores the filters: every hotel's releases of the next 7 days.
    const plain = await read(`from=${d(0)}&to=${d(99)}`);
    expect(plain.todo.releases).toBeGreaterThan(0);
    for (const narrowed of [byArea, byType, byHotel]) expect(narrowed.todo).toEqual(plain.todo);
  });
});

describe('GET /dashboard/pickup: one hotel’s pick-up for its card', () => {
  test('the same nights and release dates as the Cruscotto narrowed to that hotel', async () => {
    const hotels = await generate(11);
    for (const [hotel, extra] of [
      [hotels[2], ''],
      [hotels[4], '&guestType=a'],
    ] as const) {
      const query = `from=${d(0)}&to=${d(59)}&hotel=${hotel}${extra}`;
      const res = await get(`/dashboard/pickup?${query}`);
      expect(res.statusCode).toBe(200);
      const one = hotelPickupResponse.parse(res.json());
      const narrowed = await read(query);
      expect([one.from, one.to, one.today]).toEqual([d(0), d(59), today]);
      expect(one.pickup).toEqual(narrowed.pickup);
      expect(one.pickup.nights.some((n) => n.allotted > 0)).toBe(true);
    }
  });

  test('bad input: the hotel is required and must exist; the Cruscotto’s period rules; agency users 403', async () => {
    const bad = async (query: string, fields: Record<string, string>) => {
      const res = await get(`/dashboard/pickup?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validationError(fields));
    };
    await bad('', { hotel: expect.any(String) as unknown as string });
    await bad('hotel=999999', { hotel: 'Hotel non valido' });
    const hotel = await insertHotel(t.ctx.db, 'Hotel Pick-up', t.place('sirmione'));
    await bad(`hotel=${hotel}&from=2030-01-01&to=2032-01-02`, { to: 'Il periodo non può superare 2 anni' });
    await bad(`hotel=${hotel}&guestType=zz`, { guestType: 'Tipologia ospiti non valida' });
    const plain = await get(`/dashboard/pickup?hotel=${hotel}`);
    expect(plain.statusCode).toBe(200);
    // The default period: the next 90 days, every night of it (none allotted yet).
    expect(hotelPickupResponse.parse(plain.json()).pickup.nights).toHaveLength(90);
    expect((await get(`/dashboard/pickup?hotel=${hotel}`, t.users.agency)).statusCode).toBe(403);
  });
});

describe('GET /dashboard: sales, to-do and defaults', () => {
  test('andamento vendite: cases, guests and guest-nights by departure month, beside the same days last year', async () => {
    const hotel = await insertHotel(t.ctx.db, 'Hotel Vendite', t.place('sirmione'));
    const other = await insertHotel(t.ctx.db, 'Hotel Altrove', t.place('siena'));
    const customer = await insertId(t.ctx.db, 'agencies', { full_name: 'Agenzia Vendite' });
    const addCase = async (begin: string, guests: number, stays: [number, number, number][], type = 's') => {
      const { number } = await t.ctx.db
        .insertInto('cases')
        .values({
          name: 'Gita',
          customer_id: customer,
          begin_date: begin,
          end_date: addDays(begin, 10),
          guest_type_id: type,
          guest_count: guests,
        })
        .returning('number')
        .executeTakeFirstOrThrow();
      for (const [hotelId, nights, g] of stays) {
        const stay = await insertStay(t.ctx.db, hotelId, begin, addDays(begin, nights));
        await t.ctx.db
          .updateTable('stays')
          .set({ case_number: number, guests: JSON.stringify({ mul: g - 1, sgl: 1 }) })
          .where('id', '=', stay)
          .execute();
      }
    };
    await t.ctx.db.deleteFrom('cases').execute();
    const from = '2031-03-10';
    const to = '2031-05-09';
    await addCase('2031-03-10', 40, [[hotel, 3, 40]]); // 120 guest-nights
    await addCase('2031-03-31', 10, [
      [hotel, 2, 10],
      [other, 1, 8],
    ]); // 20 + 8
    await addCase('2031-05-09', 5, [], 'a');
    await addCase('2031-05-10', 99, [[hotel, 1, 99]]); // after the period
    await addCase('2030-03-10', 30, [[other, 4, 30]]); // last year, the period's first day
    await addCase('2030-03-09', 30, [[other, 4, 30]]); // last year, a day before the same days
    // insertStay adds its own cases (of 1 guest, from the stay's day): they count too.
    const body = await read(`from=${from}&to=${to}`);
    const month = (m: string) => body.sales.find((s) => s.month === m);
    expect(body.sales.map((s) => s.month)).toEqual(['2031-03', '2031-04', '2031-05']);
    // Sale and margin: api/test/margins.itest.ts (these stays have no price; their nights lack a cost).
    const money = { sale: 0, margin: 0, missingCosts: 0 };
    expect(month('2031-03')?.thisYear).toMatchObject({ cases: 2 + 3, guests: 50 + 3, nights: 148, sale: 0 });
    expect(month('2031-03')?.lastYear).toMatchObject({ cases: 1 + 1, guests: 31, nights: 120, sale: 0 });
    expect(month('2031-04')).toEqual({
      month: '2031-04',
      thisYear: { cases: 0, guests: 0, nights: 0, ...money },
      lastYear: { cases: 0, guests: 0, nights: 0, ...money },
    });
    expect(month('2031-05')?.thisYear).toEqual({ cases: 1, guests: 5, nights: 0, ...money });

    const byHotel = await read(`from=${from}&to=${to}&hotel=${hotel}`);
    expect(byHotel.sales[0].thisYear).toMatchObject({ cases: 2, guests: 50, nights: 140 });
    const byType = await read(`from=${from}&to=${to}&guestType=a`);
    expect(byType.sales.map((s) => s.thisYear.cases)).toEqual([0, 0, 1]);
    expect(sameDayLastYear(from)).toBe('2030-03-10');
  });

  test('da fare oggi: options expiring within 3 days, new quote requests, overdue installments', async () => {
    const hotel = await insertHotel(t.ctx.db, 'Hotel Opzioni');
    for (const [expires, n] of [
      [d(-1), 1],
      [d(0), 2],
      [d(3), 3],
      [d(4), 4],
    ] as const)
      for (let i = 0; i < n; i++)
        await insertHoldRow(t.ctx.db, hotel, 's', d(10), d(12), 1, 'option', expires);
    await insertHoldRow(t.ctx.db, hotel, 's', d(10), d(12), 1, 'reservation');
    const body = await read('');
    expect(body.todo.expiringOptions).toBe(5);
    const newRequests = await t.ctx.db
      .selectFrom('quote_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    expect(body.todo.newQuoteRequests).toBe(Number(newRequests.n));
    const overdue = await get('/docs/receivables?state=scaduto&p=1&ipp=1');
    expect(overdue.statusCode).toBe(200);
    expect(body.todo.overduePayments).toBe(overdue.json().pageInfo.totalItems);
  });

  test('the period defaults to the next 90 days; only `to`: the 90 days up to it', async () => {
    const body = await read('');
    expect([body.from, body.to]).toEqual([d(0), d(89)]);
    expect(body.pickup.nights).toHaveLength(90);
    const upTo = await read(`to=${d(200)}`);
    expect([upTo.from, upTo.to]).toEqual([d(111), d(200)]);
  });

  test('bad input: 400 with the field’s Italian message, before any work', async () => {
    const bad = async (query: string, fields: Record<string, string>) => {
      const res = await get(`/dashboard?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validationError(fields));
    };
    await bad(`from=${d(10)}&to=${d(9)}`, { to: 'Non deve essere prima della data di inizio' });
    await bad(`from=2030-01-01&to=2032-01-02`, { to: 'Il periodo non può superare 2 anni' });
    await bad(`to=${d(-10)}&from=${d(0)}`, { to: 'Non deve essere prima della data di inizio' });
    await bad('area=999999', { area: 'Area non valida' });
    await bad('hotel=999999', { hotel: 'Hotel non valido' });
    await bad('guestType=zz', { guestType: 'Tipologia ospiti non valida' });
    await bad('from=2030-02-30', { from: expect.any(String) as unknown as string });
    // Exactly two years is allowed.
    expect((await get('/dashboard?from=2030-01-01&to=2031-12-31')).statusCode).toBe(200);
  });

  test('agency users: 403', async () => {
    const res = await get('/dashboard', t.users.agency);
    expect(res.statusCode).toBe(403);
  });

  test('the CSV download: every figure’s table', async () => {
    const hotel = await insertHotel(t.ctx.db, '=Hotel "CSV"');
    await insertBlock(t.ctx.db, hotel, 's', d(0), d(2), 10);
    const res = await get(`/dashboard.csv?from=${d(0)}&to=${d(2)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.body;
    for (const title of ['Pick-up per notte', 'Utilizzo per hotel', 'Andamento vendite', 'Da fare oggi'])
      expect(text).toContain(title);
    expect(text).toContain('Hotel');
  });
});
