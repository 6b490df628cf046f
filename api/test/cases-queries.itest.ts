import { getCaseFile } from '../src/cases/cases-service';
import { apiCaller, caseWorld, countingQueries, emptyAndBigCase } from './cases-fixtures';
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

test('GET /docs/:n: 20 stays and 60 items in the same number of queries as an empty case', async () => {
  const w = await caseWorld(ctx.db);
  const { empty, big } = await emptyAndBigCase(call, w);
  const a = countingQueries(ctx.db);
  await getCaseFile(a.db, empty);
  const b = countingQueries(ctx.db);
  const file = await getCaseFile(b.db, big);
  expect(file.stays).toHaveLength(20);
  expect(file.meals.length + file.busTrips.length + file.guidedTours.length).toBe(60);
  expect(b.count()).toBe(a.count());
});
