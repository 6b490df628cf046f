import { addDays, defaultStayConditions, todayInRome } from '@ham/contracts';
import type { KyselyPlugin } from 'kysely';
import type { Db } from '../src/db/schema';
import { type ApiCall, insertId, type SignedInSuite, signedInSuite } from './helpers';
import { insertBlock, insertHotel } from './hotels-fixtures';
import { insertBus, insertRestaurant } from './services-fixtures';

export const today = todayInRome();
export const d = (n: number) => addDays(today, n);

/**
 * A hotel with an active school ('s') price list: hb 50,00 € (mul) until d(32), 60,00 €
 * from d(33); singles +15,00 €, doubles +5,00 €; one free every 10 in 'mul'. 20 places a
 * night d(20) .. d(60). A restaurant (menu 's': 18,00 €, one free every 10), a bus (30
 * seats 180,00 €, 54 seats 320,00 €) and a guide (150,00 €), and the customer agency.
 */
export async function caseWorld(db: Db, name = 'Hotel Bellavista') {
  const hotelId = await insertHotel(db, name);
  await db
    .insertInto('hotel_offers')
    .values({ hotel_id: hotelId, guest_type_id: 's', freebie_every: 10, freebie_accomodation_id: 'mul' })
    .execute();
  const row = (begin: string, end: string, hb: number) => ({
    hotel_id: hotelId,
    guest_type_id: 's',
    begin,
    end,
    prices: JSON.stringify({ bb: hb - 1000, hb, fb: hb + 1500 }),
    costs: JSON.stringify({ hb: hb - 1000 }),
    extras: JSON.stringify({ sgl: 1500, dbl: 500 }),
    extras_costs: JSON.stringify({}),
  });
  await db
    .insertInto('hotel_prices')
    .values([row(d(1), d(32), 5000), row(d(33), d(90), 6000)])
    .execute();
  await insertBlock(db, hotelId, 's', d(20), d(60), 20);
  const noOffer = await insertHotel(db, `${name} senza listino`);

  const area = await insertId(db, 'areas', { name: `Area ${name}`, country_id: 'IT' });
  const loc = await insertId(db, 'locations', { name: `Località ${name}`, area_id: area, country_id: 'IT' });
  const restaurantId = await insertRestaurant(db, { name: 'Trattoria da Mario', location_id: loc }, [
    ['s', 1800, 1500, 10],
  ]);
  const busId = await insertBus(db, { name: 'Autolinee Rossi', location_id: loc, duration: 'FD' }, [
    [30, 18000, null],
    [54, 32000, null],
  ]);
  const guideId = await insertId(db, 'guide_services', {
    name: 'Guide Toscane',
    location_id: loc,
    price: 15000,
    guest_type_id: 's',
    hours: null,
  });
  const customerId = await insertId(db, 'agencies', {
    full_name: `Cliente ${name}`,
    city: 'Firenze',
    country_id: 'IT',
  });
  return { hotelId, noOffer, restaurantId, busId, guideId, customerId };
}
export type CaseWorld = Awaited<ReturnType<typeof caseWorld>>;

/** The head of a case of the world's customer: 22 students, from 30 to 40 days from today. */
export const caseHead = (w: CaseWorld, over: Record<string, unknown> = {}) => ({
  name: 'Liceo Volta',
  customerId: w.customerId,
  beginDate: d(30),
  endDate: d(40),
  guestTypeId: 's',
  guestCount: 22,
  ...over,
});

export type CasesSuite = SignedInSuite & {
  world: CaseWorld;
  /** POSTs a case (`caseHead` with `over`), expects 201 and answers its number. */
  newCase(over?: Record<string, unknown>): Promise<number>;
};

/**
 * The set-up of a case files' test file: a database with the signed-in users and a `caseWorld`
 * (ready from `beforeAll` on), closed after all.
 */
export function casesSuite(): CasesSuite {
  const suite = Object.assign(signedInSuite(), {
    async newCase(over: Record<string, unknown> = {}) {
      const res = await suite.call('POST', '/docs', caseHead(suite.world, over));
      expect(res.statusCode).toBe(201);
      return res.json().number as number;
    },
  }) as CasesSuite;
  beforeAll(async () => {
    suite.world = await caseWorld(suite.ctx.db);
  });
  return suite;
}

/**
 * Two cases of the same head: one empty, one with 20 stays (every other one optioned) and 20
 * meals, 20 bus trips and 20 guided tours. For the no-N+1 test and the case-file benchmark.
 */
export async function emptyAndBigCase(call: ApiCall, w: CaseWorld): Promise<{ empty: number; big: number }> {
  const create = async () =>
    (
      await call(
        'POST',
        '/docs',
        caseHead(w, { name: 'Grande gruppo', beginDate: d(20), endDate: d(60), guestCount: 40 }),
      )
    ).json().number as number;
  const empty = await create();
  const big = await create();
  for (let i = 0; i < 20; i++) {
    const begin = d(20 + i);
    const end = d(22 + i);
    const res = await call('POST', `/docs/${big}/stays`, {
      hotelId: w.hotelId,
      begin,
      end,
      conditions: defaultStayConditions(begin, end),
      guests: { mul: 1, sgl: 1 },
    });
    if (res.statusCode !== 201) throw new Error(`stay ${i}: ${res.statusCode} ${res.body}`);
    if (i % 2 === 0)
      await call('PUT', `/docs/stays/${res.json().id}/option`, { expires: d(7), contact: 'Rif' });
  }
  for (let i = 0; i < 20; i++) {
    await call('POST', `/docs/${big}/meals`, {
      restaurantId: w.restaurantId,
      date: d(20 + i),
      time: 'cena',
      persons: 40,
    });
    await call('POST', `/docs/${big}/bustrips`, { serviceId: w.busId, date: d(20 + i), quantity: 1 });
    await call('POST', `/docs/${big}/guidedtours`, { serviceId: w.guideId, date: d(20 + i), quantity: 1 });
  }
  return { empty, big };
}

/** The same database handle, counting the queries it runs. */
export function countingQueries(db: Db): { db: Db; count: () => number } {
  let n = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      n++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), count: () => n };
}
