import { addDays, decodeAllotmentGrid, todayInRome } from '@ham/contracts';
import { searchAvailability } from '../src/allotment/search-service';
import { seedDemoData } from '../src/seed/demo';
import { contextSuite } from './helpers';

const t = contextSuite();

test('demo hotels: ~60 hotels, 12 months of prices for both guest types, blocks, holds without oversell', async () => {
  expect(await seedDemoData(t.ctx.db)).toBe(true);
  const hotels = await t.ctx.db.selectFrom('hotels').select(['id', 'hidden', 'area_id']).execute();
  expect(hotels.length).toBeGreaterThanOrEqual(50);
  expect(new Set(hotels.map((h) => h.area_id)).size).toBeGreaterThanOrEqual(5);
  expect(hotels.filter((h) => h.hidden)).toHaveLength(1);

  const today = todayInRome();
  const coverage = await t.ctx.db
    .selectFrom('hotel_prices')
    .select([
      'hotel_id',
      'guest_type_id',
      (eb) => eb.fn.min('begin').as('first'),
      (eb) => eb.fn.max('end').as('last'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(['hotel_id', 'guest_type_id'])
    .execute();
  expect(coverage).toHaveLength(hotels.length * 2);
  for (const c of coverage) {
    expect(c.first <= today).toBe(true);
    expect(c.last >= addDays(today, 330)).toBe(true);
  }
  const expired = await t.ctx.db
    .selectFrom('holds')
    .select('id')
    .where('kind', '=', 'option')
    .where('expires', '<', today)
    // The demo case files add their own expired option (on a stay): see cases-demo.itest.ts.
    .where('stay_id', 'is', null)
    .execute();
  expect(expired).toHaveLength(1);

  for (const type of ['s', 'a']) {
    const body = await searchAvailability(
      t.ctx.db,
      { type, from: today, to: addDays(today, 90) },
      { maxDays: 366, maxHotels: 1000 },
    );
    expect(body.results.length).toBe(hotels.length - 1);
    for (const r of decodeAllotmentGrid(body).hotels) {
      r.allotted.forEach((a, i) => {
        expect(r.optioned[i] + r.reserved[i]).toBeLessThanOrEqual(a);
      });
    }
  }
});
