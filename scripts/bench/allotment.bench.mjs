// Allotment search on the large data set (allotment-data.mts): 1,000 matching hotels × 31
// days (target ≤ 100 ms median) and 10,000 hotels × 366 days (target ≤ 2 s), measured as
// HTTP round trips on loopback (an upper bound of server time: it includes transferring
// the JSON), with the ratio to the same SQL run directly through pg.
import os from 'node:os';
import { median, startBenchApi, startBenchDatabase, stopBenchDatabase } from './allotment-env.mjs';

const TARGET_SMALL_MS = 100;
const TARGET_LARGE_MS = 2000;

async function timeHttp(api, query, runs) {
  const times = [];
  let body;
  for (let i = 0; i < runs + 1; i++) {
    const t = performance.now();
    const res = await fetch(`${api.url}/api/allotment/search?${new URLSearchParams(query)}`, {
      headers: { cookie: api.cookie },
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`search ${res.status}: ${text.slice(0, 200)}`);
    if (i > 0) times.push(performance.now() - t); // the first run warms caches
    body = JSON.parse(text);
    body.bytes = text.length;
  }
  return {
    ms: median(times),
    results: body.results.length,
    partial: body.partial,
    days: body.results[0]?.allotted.length ?? 0,
    mb: body.bytes / 1e6,
  };
}

export async function run() {
  const { url: dbUrl, tsx } = await startBenchDatabase();
  const api = await startBenchApi(dbUrl, 54710);
  const full = await startBenchApi(dbUrl, 54711, { ALLOTMENT_MAX_HOTELS: '10000' });
  try {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const plus = (n) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const areaRes = await fetch(`${api.url}/api/geo/areas?name=Area%2001`, {
      headers: { cookie: api.cookie },
    });
    const areaId = (await areaRes.json()).items[0].id;

    const small = { type: 'a', from: plus(10), to: plus(40), area: String(areaId) };
    const large = { type: 's', from: today, to: plus(365) };
    const s = await timeHttp(api, small, 15);
    const l = await timeHttp(api, large, 5);
    const f = await timeHttp(full, large, 3);
    const sqlSmall = tsx(
      'sql',
      dbUrl,
      JSON.stringify(small.area ? { ...small, area: areaId } : small),
      '1000',
      '15',
    );
    const sqlLarge = tsx('sql', dbUrl, JSON.stringify(large), '1000', '5');
    const sqlFull = tsx('sql', dbUrl, JSON.stringify(large), '10000', '3');

    const ok = s.ms <= TARGET_SMALL_MS && l.ms <= TARGET_LARGE_MS;
    const row = (name, h, q, target) =>
      `| ${name} | ${h.results}${h.partial ? ' (partial)' : ''} × ${h.days} | ${h.mb.toFixed(1)} | **${h.ms.toFixed(0)}** | ${q.medianMs.toFixed(0)} | ${(h.ms / q.medianMs).toFixed(1)}× | ${target ? (h.ms <= target ? `≤ ${target}: met` : `≤ ${target}: MISSED`) : 'info'} |`;
    const markdown = `### Allotment search (GET /api/allotment/search)

Measured ${today} by \`npm run bench\` on a generated data set: 10,000 hotels (10 areas, 1% hidden), one year of
availability blocks (3 per hotel and guest type) and monthly price lists for both guest types, 200,000 holds.
API bundle on loopback, embedded PostgreSQL 17 (shared_buffers 256 MB, work_mem 64 MB), 2 shared cores.
HTTP = median round trip including the JSON download (≥ server time); SQL = the repository's query run
directly through pg (same process, no HTTP, no JSON shaping), median.

| search | hotels × days returned | JSON MB | HTTP ms | SQL ms | HTTP / SQL | target |
|---|---:|---:|---:|---:|---:|---|
${row('1 area (≈1,000 hotels) × 31 days', s, sqlSmall, TARGET_SMALL_MS)}
${row('all 10,000 hotels × 366 days (default limit 1,000 → partial)', l, sqlLarge, TARGET_LARGE_MS)}
${row('all 10,000 hotels × 366 days, limit raised to 10,000', f, sqlFull, 0)}

- Targets: **${ok ? 'met' : 'MISSED'}**.
- Machine load average during the run (1 min): ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores (other work on the machine slows every figure).`;
    return { markdown, ok };
  } finally {
    await api.stop();
    await full.stop();
    await stopBenchDatabase();
  }
}
