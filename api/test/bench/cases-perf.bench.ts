import { sql } from 'kysely';
import { getCaseFile } from '../../src/cases/cases-service';
import { caseWorld, countingQueries, emptyAndBigCase } from '../cases-fixtures';
import { benchContext, medianMs, scaled } from './bench-support';

/**
 * Benchmark, run only by `npm run bench` (jest project `bench`), never by `npm test`. Performance of the case files (docs/PERFORMANCE.md): GET /docs/:n of a case with 20 stays and 60
 * items in a fixed number of queries (counted with a Kysely plugin) and ≤ 50 ms median;
 * the list of 100,000 cases filtered by name and paged ≤ 30 ms median. The figures are read by
 * scripts/bench/cases.bench.mjs (bench-support.ts).
 */
const CASES = scaled(100_000, 2_000);
const RUNS = scaled(30, 3);
const bench = benchContext('cases-perf');
const { call, figures } = bench;

test('GET /docs/:n of a case with 20 stays and 60 items: queries and median time', async () => {
  const w = await caseWorld(bench.ctx.db);
  const { empty, big } = await emptyAndBigCase(call, w);
  const a = countingQueries(bench.ctx.db);
  await getCaseFile(a.db, empty);
  const b = countingQueries(bench.ctx.db);
  const file = await getCaseFile(b.db, big);
  expect(file.stays).toHaveLength(20);
  expect(file.meals.length + file.busTrips.length + file.guidedTours.length).toBe(60);
  expect(b.count()).toBe(a.count());
  figures.caseQueries = b.count();
  figures.caseMedianMs = await medianMs(RUNS, () => call('GET', `/docs/${big}`), 1);
});

test(`case list of ${CASES.toLocaleString('en')} cases, name filter and paging: median time`, async () => {
  const { customerId } = await caseWorld(bench.ctx.db, 'Hotel Lista');
  // Names from 20 words: a filtered word matches a twentieth of the cases (5,000 of 100,000).
  await sql`insert into cases (name, customer_id, begin_date, end_date, guest_type_id, guest_count)
    select 'Pratica ' || i || ' ' || (array['Galilei','Volta','Dante','Carducci','Fermi','Manzoni','Marconi',
      'Leopardi','Foscolo','Pascoli','Verga','Tasso','Ariosto','Petrarca','Boccaccio','Parini','Alfieri',
      'Goldoni','Pirandello','Montale'])[1 + i % 20],
      ${customerId}, current_date + (i % 300), current_date + (i % 300) + 5, 's', 20 + i % 30
    from generate_series(1, ${CASES}) as i`.execute(bench.ctx.db);
  await sql`analyze cases`.execute(bench.ctx.db);
  const first = (await call('GET', '/docs?name=carducci&p=3&ipp=10')).json();
  expect(first.pageInfo.totalItems).toBe(CASES / 20);
  expect(first.items).toHaveLength(10);
  figures.listFilteredMedianMs = await medianMs(RUNS, () => call('GET', '/docs?name=carducci&p=3&ipp=10'), 1);
  figures.listPlainMedianMs = await medianMs(RUNS, () => call('GET', '/docs?p=50&ipp=10'), 1);
  // Targets (≤ 30 ms) are judged by scripts/bench/cases.bench.mjs, which reads these figures.
});
