import { addDays, quoteOptionsResponse, todayInRome } from '@ham/contracts';
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
