// 'Le mie richieste' with its messages (docs/product/agency-portal.md#messages): the agency's list
// with 500 requests and 5,000 messages, the menus' unread counts and a thread, over HTTP as the
// client sees them. Runs api/test/bench/my-requests-perf.bench.ts on the API test database and
// reads its figures.
import { jestBenchFigures, machineLoad, maxMsRow, targetsTable } from '../lib/bench-report.mjs';

const TARGET_LIST_MS = 100;

/** The Jest bench file it runs (api/test/bench/). */
export const jestBench = 'my-requests-perf';

export async function run() {
  const { figures: f, failure } = await jestBenchFigures(jestBench, "'Le mie richieste' bench");
  if (!f) return { ok: false, markdown: failure };
  const info = (what, ms) => [what, `${ms} ms`, '—', true];
  const table = targetsTable("'Le mie richieste' and its messages", [
    maxMsRow(
      `GET /api/quotereq (first page, ${f.rows} rows with their unread figure; ${f.requests} requests, ${f.messages} messages): median`,
      f.listMs,
      TARGET_LIST_MS,
    ),
    info(`GET /api/quotereq/unread-messages (the agency's badge: ${f.unread}): median`, f.unreadAgencyMs),
    info('GET /api/docs/quotereqs/unread-messages (the staff badge, every agency): median', f.unreadStaffMs),
    info('GET /api/quotereq/:id/messages (a thread): median', f.threadMs),
    info('GET /api/docs/quotereqs (the staff list, first page): median', f.staffListMs),
    info('Reference: GET /api/auth (the session only, no query of its own): median', f.floorMs),
  ]);
  return { ok: table.ok, markdown: `${table.markdown}\n\n${machineLoad()}` };
}
