// The offer PDF (docs/product/offers.md#the-pdf): five alternatives as the agency downloads it over
// HTTP. Runs api/test/bench/offer-pdf-perf.bench.ts on the API test database and reads its figures.
import { jestBenchFigures, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'offer-pdf-perf';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, 'offer PDF bench');
  if (!f) return { ok: false, markdown: failure };
  return targetsTable('Offer PDF', [
    maxMsRow(
      'GET /quotereq/:id/offer.pdf, 5 alternatives × 3 accommodations + 10 included lines, over HTTP: median',
      f.offerPdfMedianMs,
      300,
    ),
  ]);
}
