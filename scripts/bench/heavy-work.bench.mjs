// Heavy work and everybody else (PDF lanes, fair lines, per-user limits; Excel exports in worker
// threads): a one-page PDF's p95 while 10 long confirmations render, and GET /api/hotels p99 while
// 10 year-long grid exports are written, over real HTTP. Runs api/test/bench/heavy-work.bench.ts on
// the API test database and reads its figures.
import { jestBenchFigures, machineLoad, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'heavy-work';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, 'heavy work bench');
  if (!f) return { ok: false, markdown: failure };
  const table = targetsTable('Heavy work and other users (real HTTP)', [
    maxMsRow(
      `One-page confirmation PDF p95 while 10 long ones render (${f.shortPdfsWhileLong} requests; alone: ${f.shortPdfAloneP95Ms} ms; one long PDF alone ${f.longPdfAloneMs} ms, the ten done in ${f.longPdfsWallMs} ms)`,
      f.shortPdfWhileLongP95Ms,
      1000,
    ),
    maxMsRow(
      `GET /api/hotels p99 while 10 Excel exports of a year run (${f.hotelsRequestsWhileExports} requests; quiet: ${f.hotelsP99QuietMs} ms; one export ${f.exportAloneMs} ms, ${(f.exportBytes / 1024).toFixed(0)} KB, the ten done in ${f.exportsWallMs} ms)`,
      f.hotelsP99WhileExportsMs,
      100,
    ),
  ]);
  return { ok: table.ok, markdown: `${table.markdown}\n\n${machineLoad()}` };
}
