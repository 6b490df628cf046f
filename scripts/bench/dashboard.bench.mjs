// 'Cruscotto' (docs/product/dashboard.md) on the large data set (allotment-data.mts: 10,000 hotels in 10
// areas, a year of blocks, 200,000 holds, plus its `cases` command: 30,000 case files over this year and
// last). Targets of docs/PERFORMANCE.md: GET /api/dashboard for the default 90 days, all areas ≤ 300 ms;
// the pick-up of one hotel for a year ≤ 50 ms. As the client sees it: a round trip on loopback asking
// for brotli/gzip as Chromium does, the body decoded and JSON-parsed (Node's fetch), median.
import { machineLoad, scaled } from '../lib/bench-report.mjs';
import { median, plusDays, romeToday, withBenchApi } from './allotment-env.mjs';

const TARGET_ALL_MS = 300;
const TARGET_HOTEL_YEAR_MS = 50;

async function timeHttp(api, query, runs, path = '/api/dashboard') {
  const times = [];
  let body;
  let bytes = 0;
  for (let i = 0; i < runs + 1; i++) {
    const t = performance.now();
    const res = await fetch(`${api.url}${path}?${new URLSearchParams(query)}`, {
      headers: { cookie: api.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`dashboard ${res.status}: ${text.slice(0, 200)}`);
    body = JSON.parse(text);
    if (i > 0) times.push(performance.now() - t); // the first run warms caches
    bytes = text.length;
  }
  return { ms: median(times), body, kb: bytes / 1e3 };
}

export function run() {
  return withBenchApi(54714, {}, async (api, { url: dbUrl, tsx }) => {
    const gen = tsx('cases', dbUrl);
    if (gen.generated) console.log(`  case files generated in ${gen.seconds.toFixed(0)} s`);
    const today = romeToday();
    const areaRes = await fetch(`${api.url}/api/geo/areas?name=Area%2001`, {
      headers: { cookie: api.cookie },
    });
    const area = (await areaRes.json()).items[0];
    const all = await timeHttp(api, {}, scaled(9, 1));
    const oneArea = await timeHttp(api, { area: String(area.id) }, scaled(9, 1));
    const hotelId = all.body.hotels.items[0].hotel.id;
    const year = { hotel: String(hotelId), from: today, to: plusDays(today, 364) };
    // The Cruscotto filtered to the hotel (everything else of it computed too), and the hotel's
    // card, which asks for its pick-up alone.
    const filtered = await timeHttp(api, year, scaled(15, 1));
    const hotelYear = await timeHttp(api, year, scaled(15, 1), '/api/dashboard/pickup');
    const verdict = (ms, target) => (ms <= target ? `≤ ${target} ms: met` : `≤ ${target} ms: MISSED`);
    const row = (what, r, target) =>
      `| ${what} | ${r.body.pickup.nights.length} | ${r.body.hotels?.total ?? '—'} | ${r.body.sales?.length ?? '—'} | ${r.kb.toFixed(0)} | **${r.ms.toFixed(0)}** | ${target ? verdict(r.ms, target) : 'info'} |`;
    const ok = all.ms <= TARGET_ALL_MS && hotelYear.ms <= TARGET_HOTEL_YEAR_MS;
    const markdown = `### Cruscotto (GET /api/dashboard)

Measured ${today} by \`npm run bench\` on the allotment data set (10,000 hotels in 10 areas, both guest types,
one year of blocks, 200,000 holds) plus 30,000 case files with one stay each, departing from 400 days ago to a
year ahead. API bundle on loopback; HTTP = median of ${scaled(9, 1)}–${scaled(15, 1)} round trips as the client sees them
(Chromium's Accept-Encoding, decoded, JSON.parse), after one warm-up.

| call | nights | hotels listed | months | JSON KB | HTTP ms | target |
|---|---:|---:|---:|---:|---:|---|
${row('default: next 90 days, all areas, every guest type', all, TARGET_ALL_MS)}
${row(`next 90 days, ${area.name} (≈1,000 hotels)`, oneArea, 0)}
${row('the Cruscotto filtered to one hotel, 365 days', filtered, 0)}
${row("one hotel, 365 days: its card's pick-up (GET /api/dashboard/pickup)", hotelYear, TARGET_HOTEL_YEAR_MS)}

- Targets: **${ok ? 'met' : 'MISSED'}**.
${machineLoad()}`;
    return { markdown, ok };
  });
}
