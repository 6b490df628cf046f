// Allotment search on the large data set (allotment-data.mts), the targets of docs/PERFORMANCE.md: 1 area
// (≈1,000 hotels) × 31 days ≤ 30 ms; all 10,000 hotels × 366 days ≤ 15 MB of JSON and ≤ 1 s end
// to end; HTTP / SQL ≤ 1.5× at every size. Measured as the browser gets it: a round trip on
// loopback asking for brotli/gzip as Chromium does, the body decompressed and JSON-parsed on
// the client (time as seen by the client), beside the same SQL run directly through pg.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { machineLoad, scaled } from '../lib/bench-report.mjs';
import {
  median,
  plusDays,
  romeToday,
  startBenchApi,
  startBenchDatabase,
  stopBenchDatabase,
} from './allotment-env.mjs';

const TARGET_SMALL_MS = 30;
const TARGET_LARGE_MS = 1000;
const TARGET_LARGE_MB = 15;
const TARGET_RATIO = 1.5;

/** One GET as a browser makes it: compressed transfer, decoded and parsed. */
function get(url, cookie) {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = request(url, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const raw = enc === 'br' ? brotliDecompressSync(wire) : enc === 'gzip' ? gunzipSync(wire) : wire;
        const text = raw.toString('utf8');
        if (res.statusCode !== 200)
          return reject(new Error(`search ${res.statusCode}: ${text.slice(0, 200)}`));
        const body = JSON.parse(text);
        resolve({
          ms: performance.now() - t,
          body,
          bytes: raw.length,
          wire: wire.length,
          enc: enc ?? 'identity',
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function timeHttp(api, query, runs, path = '/allotment/search') {
  const times = [];
  let last;
  for (let i = 0; i < runs + 1; i++) {
    last = await get(`${api.url}/api${path}?${new URLSearchParams(query)}`, api.cookie);
    if (i > 0) times.push(last.ms); // the first run warms caches
  }
  return {
    ms: median(times),
    body: last.body,
    results: last.body.results?.length,
    partial: last.body.partial,
    days: last.body.days,
    mb: last.bytes / 1e6,
    wireMb: last.wire / 1e6,
    enc: last.enc,
  };
}

export async function run() {
  const { url: dbUrl, tsx } = await startBenchDatabase();
  const api = await startBenchApi(dbUrl, 24710);
  let full;
  try {
    full = await startBenchApi(dbUrl, 24711, { ALLOTMENT_MAX_HOTELS: '10000' });
    const today = romeToday();
    const plus = (n) => plusDays(today, n);
    const areaRes = await fetch(`${api.url}/api/geo/areas?name=Area%2001`, {
      headers: { cookie: api.cookie },
    });
    const areaId = (await areaRes.json()).items[0].id;

    const small = { type: 'a', from: plus(10), to: plus(40), area: String(areaId) };
    const large = { type: 's', from: today, to: plus(365) };
    const s = await timeHttp(api, small, scaled(15, 1));
    const l = await timeHttp(api, large, scaled(5, 1));
    const f = await timeHttp(full, large, scaled(3, 1));
    const sqlSmall = tsx(
      'sql',
      dbUrl,
      JSON.stringify(small.area ? { ...small, area: areaId } : small),
      '1000',
      String(scaled(15, 1)),
    );
    const sqlLarge = tsx('sql', dbUrl, JSON.stringify(large), '1000', String(scaled(5, 1)));
    const sqlFull = tsx('sql', dbUrl, JSON.stringify(large), '10000', String(scaled(3, 1)));
    // The release cockpit ('Rilasci in scadenza', the same engine): the next 14 days.
    const cockpitArea = await timeHttp(
      api,
      { days: '14', area: String(areaId) },
      scaled(15, 1),
      '/allotment/releases',
    );
    const cockpitAll = await timeHttp(api, { days: '14' }, scaled(5, 1), '/allotment/releases');
    const nights = (c) => c.body.hotels.reduce((n, h) => n + h.nights.length, 0);
    const cockpitRow = (name, c) =>
      `| ${name} | ${c.body.hotels.length}${c.body.partial ? ' (partial)' : ''} | ${nights(c)} | ${c.mb.toFixed(2)} | ${c.wireMb.toFixed(2)} (${c.enc}) | **${c.ms.toFixed(0)}** |`;

    const ratio = (h, q) => h.ms / q.medianMs;
    const ok =
      s.ms <= TARGET_SMALL_MS &&
      f.ms <= TARGET_LARGE_MS &&
      f.mb <= TARGET_LARGE_MB &&
      [ratio(s, sqlSmall), ratio(l, sqlLarge), ratio(f, sqlFull)].every((r) => r <= TARGET_RATIO);
    const verdict = (met, text) => `${text}: ${met ? 'met' : 'MISSED'}`;
    const row = (name, h, q, target) =>
      `| ${name} | ${h.results}${h.partial ? ' (partial)' : ''} × ${h.days} | ${h.mb.toFixed(2)} | ${h.wireMb.toFixed(2)} (${h.enc}) | **${h.ms.toFixed(0)}** | ${q.medianMs.toFixed(0)} | ${ratio(h, q).toFixed(2)}× | ${target ? verdict(h.ms <= target, `≤ ${target} ms`) : '–'}; ${verdict(ratio(h, q) <= TARGET_RATIO, `≤ ${TARGET_RATIO}×`)} |`;
    const markdown = `### Allotment search (GET /api/allotment/search)

Measured ${today} by \`npm run bench\` on a generated data set: 10,000 hotels (10 areas, 1% hidden), one year of
availability blocks (3 per hotel and guest type) and monthly price lists for both guest types, 200,000 holds.
API bundle on loopback, embedded PostgreSQL 17 (shared_buffers 256 MB, work_mem 64 MB), 2 shared cores.
HTTP = median time as seen by the client: request with Chromium's Accept-Encoding, compressed transfer,
decompression and JSON.parse; SQL = the repository's query run directly through pg (same process, no HTTP,
no JSON shaping), median. JSON MB = the response as sent before compression (the compact wire format of
libs/contracts/src/allotment-grid.ts); wire MB = bytes on the wire.

| search | hotels × days returned | JSON MB | wire MB | HTTP ms | SQL ms | HTTP / SQL | targets |
|---|---:|---:|---:|---:|---:|---:|---|
${row('1 area (≈1,000 hotels) × 31 days', s, sqlSmall, TARGET_SMALL_MS)}
${row('all 10,000 hotels × 366 days (default limit 1,000 → partial)', l, sqlLarge, 0)}
${row('all 10,000 hotels × 366 days, limit raised to 10,000', f, sqlFull, TARGET_LARGE_MS)}

Release cockpit (GET /api/allotment/releases, both guest types, the next 14 days; same measurement):

| cockpit | hotels | nights listed | JSON MB | wire MB | HTTP ms |
|---|---:|---:|---:|---:|---:|
${cockpitRow('1 area (≈1,000 hotels)', cockpitArea)}
${cockpitRow('all 10,000 hotels (default limit 1,000 → partial)', cockpitAll)}

- 10,000 hotels × 366 days: ${f.mb.toFixed(1)} MB of JSON (${verdict(f.mb <= TARGET_LARGE_MB, `≤ ${TARGET_LARGE_MB} MB`)}; the object-per-day format it replaced: 139 MB, 3.5 s).
- Targets: **${ok ? 'met' : 'MISSED'}**.
${machineLoad()}`;
    return { markdown, ok };
  } finally {
    await api.stop();
    await full?.stop();
    await stopBenchDatabase();
  }
}
