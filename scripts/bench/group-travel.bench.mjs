// Group travel (issue 28's targets, docs/PERFORMANCE.md): a 500-row rooming list .xlsx imported through
// the API's route over HTTP as the client sees it, and the pure tourist tax of a 60-person, 5-night
// stay. Runs api/test/bench/group-travel.bench.ts on the API test database and reads its figures.
import { jestBenchFigures, machineLoad, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

const TARGET_IMPORT_MS = 1000;
const TARGET_TAX_MS = 5;

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'group-travel';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, 'group travel bench');
  if (!f) return { ok: false, markdown: failure };
  const table = targetsTable('Group travel', [
    maxMsRow(
      `Rooming list import: 500-row .xlsx (${f.xlsxKb} KB), POST /api/docs/{n}/rooming/import to answer parsed, median`,
      f.importMs,
      TARGET_IMPORT_MS,
    ),
    [
      'Tourist tax of a 60-person, 5-night stay (touristTax, two rate periods, every exemption): median per call (slowest batch)',
      `${f.touristTaxMs} ms (${f.touristTaxMaxMs} ms)`,
      `≤ ${TARGET_TAX_MS} ms`,
      f.touristTaxMs <= TARGET_TAX_MS,
    ],
  ]);
  return { ok: table.ok, markdown: `${table.markdown}\n\n${machineLoad()}` };
}
