// 'Margini': the report of a year of 20,000 cases (GET /api/margins over real HTTP, by departure and by
// invoice date) and its SQL statement alone. Runs api/test/bench/margins-perf.bench.ts on the API test
// database and reads its figures.
import { jestBenchFigures, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'margins-perf';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, 'margins bench');
  if (!f) return { ok: false, markdown: failure };
  return targetsTable('Margini', [
    maxMsRow(
      `GET /api/margins, a year of ${f.cases} cases by departure (${f.jsonKb} KB JSON): median`,
      f.departureHttpMs,
      1000,
    ),
    maxMsRow(`GET /api/margins, the same year by invoice date: median`, f.invoiceHttpMs, 1000),
    [`its SQL statement alone (sale and cost of every case): median`, `${f.sqlMs} ms`, '—', true],
  ]);
}
