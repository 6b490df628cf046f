import { seedDemoData } from '../src/seed/demo';
import { contextSuite } from './helpers';

const t = contextSuite();

test('the demo data has restaurants (both menus, some freebies), buses and guides in every demo area', async () => {
  expect(await seedDemoData(t.ctx.db)).toBe(true);
  const perArea = await t.ctx.db
    .selectFrom('areas as a')
    .select((eb) => [
      'a.name',
      eb
        .selectFrom('restaurants as r')
        .innerJoin('locations as l', 'l.id', 'r.location_id')
        .whereRef('l.area_id', '=', 'a.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('restaurants'),
      eb
        .selectFrom('bus_services as b')
        .innerJoin('locations as l', 'l.id', 'b.location_id')
        .whereRef('l.area_id', '=', 'a.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('buses'),
      eb
        .selectFrom('guide_services as g')
        .innerJoin('locations as l', 'l.id', 'g.location_id')
        .whereRef('l.area_id', '=', 'a.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('guides'),
    ])
    .execute();
  expect(perArea.length).toBeGreaterThan(0);
  for (const area of perArea) {
    expect(area).toEqual({
      name: area.name,
      restaurants: expect.any(Number),
      buses: expect.any(Number),
      guides: expect.any(Number),
    });
    expect(area.restaurants).toBeGreaterThan(0);
    expect(area.buses).toBeGreaterThan(0);
    expect(area.guides).toBeGreaterThan(0);
  }

  const menus = await t.ctx.db.selectFrom('restaurant_menus').selectAll().execute();
  expect(new Set(menus.map((m) => m.guest_type_id))).toEqual(new Set(['s', 'a']));
  expect(menus.some((m) => m.free_every !== null)).toBe(true);
  const rowsPerBus = await t.ctx.db
    .selectFrom('bus_prices')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .groupBy('bus_service_id')
    .execute();
  for (const { n } of rowsPerBus) expect(n).toBeGreaterThanOrEqual(2);
  expect(rowsPerBus.length).toBe(
    await t.ctx.db
      .selectFrom('bus_services')
      .select('id')
      .execute()
      .then((r) => r.length),
  );
});
