import { getCaseFile } from '../src/cases/cases-service';
import { casesSuite, countingQueries, emptyAndBigCase } from './cases-fixtures';

/**
 * No query per item: GET /docs/:n of a case with 20 stays and 60 items runs the same number of
 * queries as an empty case (counted with a Kysely plugin). Timings are measured by
 * `npm run bench` (api/test/bench/cases-perf.bench.ts), never asserted here.
 */
const t = casesSuite();

test('GET /docs/:n: 20 stays and 60 items in the same number of queries as an empty case', async () => {
  const { empty, big } = await emptyAndBigCase(t.call, t.world);
  const a = countingQueries(t.ctx.db);
  await getCaseFile(a.db, empty);
  const b = countingQueries(t.ctx.db);
  const file = await getCaseFile(b.db, big);
  expect(file.stays).toHaveLength(20);
  expect(file.meals.length + file.busTrips.length + file.guidedTours.length).toBe(60);
  expect(b.count()).toBe(a.count());
});
