// The history of changes (docs/adr/0025): a record's 'Storico modifiche' and the first page of
// 'Registro attività' with 5 million history lines, over real HTTP. Runs
// api/test/bench/history-perf.bench.ts on the API test database and reads its figures.
import { jestBenchFigures, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

const WRITES = [
  ['caseItem', 'a meal added to a case (POST)'],
  ['hold', 'an option placed and released (PUT + DELETE)'],
  ['price', 'a price saved (PUT)'],
];

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'history-perf';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, 'history bench');
  if (!f) return { ok: false, markdown: failure };
  return targetsTable('Storico modifiche', [
    maxMsRow(`GET /api/history/hotel/:id with ${f.lines} lines: median`, f.recordMs, 50),
    maxMsRow(`GET /api/history ('Registro attività', first page): median`, f.activityMs, 150),
    maxMsRow(`GET /api/history?kind=cases: median`, f.activityKindMs, 150),
    maxMsRow(`GET /api/history?user=3: median`, f.activityUserMs, 150),
    ...WRITES.map(([key, what]) => [
      `Writing history: ${what}, median ${f[`${key}OnMs`]} ms with, ${f[`${key}OffMs`]} ms without: ratio`,
      f[`${key}Ratio`],
      '≤ 1.10',
      f[`${key}Ratio`] <= 1.1,
    ]),
  ]);
}
