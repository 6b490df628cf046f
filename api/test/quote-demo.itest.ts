import {
  addDays,
  agencyCaseList,
  myQuoteRequestListItem,
  paged,
  quoteOptionsResponse,
  todayInRome,
} from '@ham/contracts';
import { myQuoteOffer } from '@ham/contracts/offers';
import { DEMO_AGENCY_EMAIL } from '../src/auth/demo-accounts';
import { seedDemoData } from '../src/seed/demo';
import { accountIdOf, contextSuite, cookieFor } from './helpers';

const t = contextSuite();

test("the demo agency finds quote options in every demo area for the coming months; the 'Richieste preventivo' address is configured", async () => {
  expect(await seedDemoData(t.ctx.db)).toBe(true);
  const cookie = await cookieFor(t.ctx.db, await accountIdOf(t.ctx.db, DEMO_AGENCY_EMAIL));
  const areas = await t.ctx.db.selectFrom('areas').select(['id', 'name']).orderBy('id').execute();
  const today = todayInRome();
  for (const area of areas) {
    for (const [from, nights, guests, gt] of [
      [20, 3, 20, 's'],
      [45, 4, 25, 's'],
      [100, 5, 30, 's'],
      [200, 3, 20, 's'],
      [60, 2, 10, 'a'],
    ] as const) {
      const query = `gc=${guests}&gt=${gt}&from=${addDays(today, from)}&to=${addDays(today, from + nights)}&area=${area.id}&sc=hb`;
      const res = await t.ctx.app.inject({
        method: 'GET',
        url: `/api/quotereq/options?${query}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      const { items } = quoteOptionsResponse.parse(res.json());
      if (items.length === 0) throw new Error(`no options in ${area.name} for ${query}`);
    }
  }
  const config = await t.ctx.db
    .selectFrom('config_groups')
    .select('value')
    .where('id', '=', 'quoterequests')
    .executeTakeFirstOrThrow();
  expect(config.value).toEqual({ email: 'preventivi@demo.it' });
});

test("the demo agency's portal has its requests, an offer to answer and a confirmed case", async () => {
  // The demo data of the test above (seeded once per database).
  const cookie = await cookieFor(t.ctx.db, await accountIdOf(t.ctx.db, DEMO_AGENCY_EMAIL));
  const get = async (url: string) => {
    const res = await t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const requests = paged(myQuoteRequestListItem).parse(await get('/quotereq?ipp=50'));
  expect(requests.items.map((r) => r.status).sort()).toEqual(['new', 'offer_sent']);
  const answered = requests.items.find((r) => r.status === 'offer_sent');
  const { offer } = myQuoteOffer.parse(await get(`/quotereq/${answered?.id}/offer`));
  expect(offer?.status).toBe('sent');
  expect(offer?.validUntil).toBe(addDays(todayInRome(), 14));
  expect(offer?.alternatives).toHaveLength(2);
  // Two hotels of the area the agency asked for.
  const areas = await t.ctx.db
    .selectFrom('hotels')
    .select('area_id')
    .where('id', 'in', offer?.alternatives.map((a) => a.hotel.id) ?? [])
    .execute();
  expect(areas.map((h) => h.area_id)).toEqual([answered?.area.id, answered?.area.id]);
  for (const alternative of offer?.alternatives ?? []) {
    expect(alternative.total).toBeGreaterThan(0);
    expect(alternative.rooms.every((r) => r.unitPrice > 0)).toBe(true);
  }
  // Never a purchase cost in what the agency reads.
  expect(JSON.stringify(offer)).not.toMatch(/cost/i);
  // 'Le mie pratiche': its confirmed cases, with their rooming deadline.
  const cases = agencyCaseList.parse(await get('/quotereq/cases'));
  expect(cases.items.length).toBeGreaterThan(0);
  expect(cases.items.every((c) => c.deadline < c.beginDate)).toBe(true);
});
