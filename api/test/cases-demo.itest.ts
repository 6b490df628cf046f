import { receivablesPage, todayInRome } from '@ham/contracts';
import { seedDemoData } from '../src/seed/demo';
import { contextSuite, signedInUsers } from './helpers';
import { staleStayAmounts, stayAmountsChecks } from './stay-amounts';

const t = contextSuite();

test('demo cases: a dozen readable case files with stays, holds (one expired option), items', async () => {
  expect(await seedDemoData(t.ctx.db)).toBe(true);
  const { operator } = await signedInUsers(t.ctx.db);
  const get = (url: string) =>
    t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: operator } });
  const list = (await get('/docs?ipp=20')).json();
  expect(list.items).toHaveLength(12);
  let stays = 0;
  let meals = 0;
  let buses = 0;
  let tours = 0;
  let extras = 0;
  const options: { expired: boolean }[] = [];
  let reservations = 0;
  for (const item of list.items) {
    const res = await get(`/docs/${item.number}`);
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file.total).toBe(file.totals.total);
    stays += file.stays.length;
    meals += file.meals.length;
    buses += file.busTrips.length;
    tours += file.guidedTours.length;
    extras += file.extras.length;
    for (const s of file.stays) {
      expect(s.unpriced).toEqual([]);
      if (s.option) options.push(s.option);
      if (s.reservation) reservations++;
    }
  }
  expect(stays).toBeGreaterThanOrEqual(12);
  // the demo's stays keep their sale and cost like every stay the API writes
  const amounts = await stayAmountsChecks(t.ctx.db);
  expect(amounts).toHaveLength(stays);
  expect(staleStayAmounts(amounts)).toEqual([]);
  expect(amounts.every((a) => a.stored.sale > 0 && a.stored.cost > 0)).toBe(true);
  expect(meals).toBeGreaterThan(0);
  expect(buses).toBeGreaterThan(0);
  expect(tours).toBeGreaterThan(0);
  expect(extras).toBeGreaterThan(0);
  expect(reservations).toBeGreaterThan(0);
  expect(options.filter((o) => o.expired)).toHaveLength(1);
  expect(options.filter((o) => !o.expired).length).toBeGreaterThan(0);
  const expired = (await get('/allotment/options/expired')).json();
  expect(
    expired.items.some(
      (o: { stayId: number | null; expires: string }) => o.stayId !== null && o.expires < todayInRome(),
    ),
  ).toBe(true);

  // 'Incassi': every demo case has its plan; payments on a few, one acconto past due and unpaid.
  const receivables = receivablesPage.parse((await get('/docs/receivables?ipp=100')).json());
  expect(new Set(receivables.items.map((r) => r.caseNumber)).size).toBe(12);
  expect(
    receivables.items.some((r) => r.state === 'scaduto' && r.caseName.startsWith('Circolo Anziani')),
  ).toBe(true);
  const paid = receivables.items.filter((r) => r.state === 'incassato');
  expect(paid.map((r) => r.caseName.split(' - ')[0]).sort()).toEqual(['ITIS Fermi', 'Liceo Artistico Brera']);
  for (const r of receivables.items) expect(r.paid).toBeLessThanOrEqual(r.amount);
});

test('demo hotels sit in the towns their names say, with that town’s telephone prefix and postal code', async () => {
  await seedDemoData(t.ctx.db);
  const hotels = await t.ctx.db
    .selectFrom('hotels as h')
    .innerJoin('locations as l', 'l.id', 'h.location_id')
    .innerJoin('areas as a', 'a.id', 'h.area_id')
    .select(['h.name', 'h.city', 'h.phone', 'h.postal_code', 'l.name as location', 'a.name as area'])
    .execute();
  const hotel = (name: string) => hotels.find((h) => h.name === name);
  expect(hotel('Hotel Trastevere')).toMatchObject({ location: 'Roma', city: 'Roma', area: 'Roma e Lazio' });
  expect(hotel('Hotel Trastevere')?.phone).toMatch(/^\+39 06 /);
  expect(hotel('Hotel Sirmione Terme')).toMatchObject({ location: 'Sirmione', area: 'Lago di Garda' });
  expect(hotel('Hotel Sirmione Terme')?.phone).toMatch(/^\+39 030 /);
  expect(hotel('Hotel Ai Do Mori')).toMatchObject({ location: 'Venezia', postal_code: '30124' });
  expect(hotel('Hotel Firenze Centro')?.phone).toMatch(/^\+39 055 /);
  // Every hotel: its city is its location, and every area has hotels.
  for (const h of hotels) expect(h.city).toBe(h.location);
  expect(new Set(hotels.map((h) => h.area)).size).toBe(6);
});
