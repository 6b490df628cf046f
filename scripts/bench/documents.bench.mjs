// Case documents (docs/product/documents.md): confirmation PDF of a 20-stay case, invoice XML, and GET /api/hotels
// p99 while 20 PDFs render at once. Runs api/test/bench/documents-perf.bench.ts on the API test
// database and reads its figures.
import { jestBenchFigures, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'documents-perf';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, 'documents bench');
  if (!f) return { ok: false, markdown: failure };
  return targetsTable('Case documents', [
    maxMsRow('Confirmation PDF, 20 stays + 60 items: median', f.confirmationPdfMedianMs, 150),
    maxMsRow('Invoice XML (FatturaPA, checked): median', f.invoiceXmlMedianMs, 20),
    maxMsRow(
      `GET /api/hotels p99 while 20 PDFs render (${f.hotelsRequestsWhileRendering} requests)`,
      f.hotelsP99WhileRenderingMs,
      100,
    ),
  ]);
}
