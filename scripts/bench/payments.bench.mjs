// Incassi: the 'Incassi' list over 20,000 cases and an agency's statement (2,000 invoices + 5,000
// payments) as JSON and PDF. Runs api/test/bench/payments-perf.bench.ts on the API test database.
import { jestBenchFigures, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'payments-perf';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, 'payments bench');
  if (!f) return { ok: false, markdown: failure };
  return targetsTable('Incassi', [
    maxMsRow('GET /docs/receivables, 20,000 cases, first page: median', f.receivablesMedianMs, 200),
    maxMsRow('GET /docs/receivables?state=scaduto&p=5: median', f.receivablesOverdueMedianMs, 200),
    maxMsRow(
      'GET /docs/receivables, due period ±30 days, da incassare: median',
      f.receivablesPeriodMedianMs,
      200,
    ),
    maxMsRow(
      `GET /quotereq/statement, ${f.statementLines} lines (2,000 invoices + 5,000 payments): median`,
      f.statementMedianMs,
      150,
    ),
    maxMsRow('GET /agencies/:id/statement.pdf, the same statement: median', f.statementPdfMedianMs, 500),
  ]);
}
