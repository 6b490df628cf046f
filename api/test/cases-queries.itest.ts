import { defaultStayConditions } from '@ham/contracts';
import type { KyselyPlugin } from 'kysely';
import { getCaseFile } from '../src/cases/cases-service';
import type { Db } from '../src/db/schema';
import { apiCaller, caseWorld, d } from './cases-fixtures';
import { createTestContext, signedInUsers, type TestContext } from './helpers';

/**
 * No query per item: GET /docs/:n of a case with 20 stays and 60 items runs the same number of
 * queries as an empty case (counted with a Kysely plugin). Timings are measured by
 * `npm run bench` (api/test/bench/cases-perf.bench.ts), never asserted here.
 */
let ctx: TestContext;
let operator: string;
const call = apiCaller(
  () => ctx,
  () => operator,
);
beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await signedInUsers(ctx.db)).operator;
});
afterAll(() => ctx.close());

function counting(db: Db): { db: Db; count: () => number } {
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

test('GET /docs/:n: 20 stays and 60 items in the same number of queries as an empty case', async () => {
  const w = await caseWorld(ctx.db);
  const create = async () =>
    (
      await call('POST', '/docs', {
        name: 'Grande gruppo',
        customerId: w.customerId,
        beginDate: d(20),
        endDate: d(60),
        guestTypeId: 's',
        guestCount: 40,
      })
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
    expect(res.statusCode).toBe(201);
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
  const a = counting(ctx.db);
  await getCaseFile(a.db, empty);
  const b = counting(ctx.db);
  const file = await getCaseFile(b.db, big);
  expect(file.stays).toHaveLength(20);
  expect(file.meals.length + file.busTrips.length + file.guidedTours.length).toBe(60);
  expect(b.count()).toBe(a.count());
});
