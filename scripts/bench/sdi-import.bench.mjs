// The SdI import: a ZIP of 1,000 receipts POSTed over HTTP to the app, timed as the client sees
// it, with the process's heap and RSS growth during it. Runs api/test/bench/sdi-import.bench.ts
// on the API test database and reads its figures.
import { jestBenchFigures, machineLoad, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

const TARGET_MS = 5000;
const TARGET_HEAP_MB = 100;

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'sdi-import';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, 'SdI import bench');
  if (!f) return { ok: false, markdown: failure };
  const table = targetsTable('SdI messages import', [
    maxMsRow(`ZIP of 1,000 receipts (${f.zipKb} KB), POST to answer`, f.importMs, TARGET_MS),
    [
      'Heap growth during the import (peak, sampled every 20 ms)',
      `${f.heapGrowthMb} MB`,
      `≤ ${TARGET_HEAP_MB} MB`,
      f.heapGrowthMb <= TARGET_HEAP_MB,
    ],
    ['RSS growth during the import (peak)', `${f.rssGrowthMb} MB`, '—', true],
  ]);
  return { ok: table.ok, markdown: `${table.markdown}\n\n${machineLoad()}` };
}
