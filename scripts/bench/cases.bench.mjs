// Case files (docs/PERFORMANCE.md): GET /docs/:n of a case with 20 stays and 60 items (median, number of
// queries counted with a Kysely plugin) and the list of 100,000 cases filtered by name and
// paged. Runs api/test/cases-perf.itest.ts on the API test database and reads its figures.
import { jestBenchFigures, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'cases-perf';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, 'cases bench');
  if (!f) return { ok: false, markdown: failure };
  return targetsTable('Case files', [
    maxMsRow('GET /docs/{n}, 20 stays + 60 items: median', f.caseMedianMs, 50),
    ['GET /docs/{n}: queries (same as an empty case)', `${f.caseQueries}`, 'fixed', true],
    maxMsRow('GET /docs?name=…&p=3, 100,000 cases: median', f.listFilteredMedianMs, 30),
    maxMsRow('GET /docs?p=50, 100,000 cases: median', f.listPlainMedianMs, 30),
  ]);
}
