// Allotment grid exports (docs/PERFORMANCE.md) on the large data set (allotment-data.mts): all
// 10,000 hotels × 366 days (ALLOTMENT_MAX_HOTELS=10000 in the API's env) as .xlsx and .csv over
// HTTP, streamed. Measured: time to the last byte, bytes, and the API process's RSS before and
// at its peak during the export (/proc/<pid>/status, VmRSS sampled every 100 ms and VmHWM, the
// peak reset through /proc/<pid>/clear_refs before each export). A slow client (reading 2 MB/s,
// hanging up after 16 MB) shows the backpressure: memory must not grow when the reader lags.

import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { machineLoad, scaled } from '../lib/bench-report.mjs';
import { plusDays, romeToday, withBenchApi } from './allotment-env.mjs';

/** The export's peak RSS above the process's RSS before it. */
const TARGET_GROWTH_MB = 150;
const TARGET_XLSX_S = 120;
const TARGET_CSV_S = 60;

const MB = 1024 * 1024;

function status(pid) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/** Resets VmHWM to the current RSS (Linux ≥ 4.0, own processes); false where it cannot. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * GET the export, counting bytes (never kept); `bytesPerSecond` throttles the reader, which
 * hangs up after `upTo` bytes.
 */
function download(url, cookie, bytesPerSecond = 0, upTo = Number.POSITIVE_INFINITY) {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = request(url, { headers: { cookie, 'accept-encoding': 'identity' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`${url}: ${res.statusCode}`));
      }
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (bytes >= upTo) {
          req.destroy();
          return resolve({ ms: performance.now() - t, bytes, type: res.headers['content-type'] ?? '' });
        }
        if (bytesPerSecond > 0) {
          const due = (bytes / bytesPerSecond) * 1000 - (performance.now() - t);
          if (due > 5) {
            res.pause();
            setTimeout(() => res.resume(), due);
          }
        }
      });
      res.on('end', () =>
        resolve({ ms: performance.now() - t, bytes, type: res.headers['content-type'] ?? '' }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(api, url, bytesPerSecond, upTo) {
  if (global.gc) global.gc();
  await new Promise((r) => setTimeout(r, scaled(1000, 50)));
  const before = status(api.pid).rss;
  const peakReset = resetPeak(api.pid);
  let sampled = before;
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, status(api.pid).rss);
    } catch {
      // the process is gone: the download fails too
    }
  }, 100);
  try {
    const d = await download(url, api.cookie, bytesPerSecond, upTo);
    const { hwm } = status(api.pid);
    const peak = peakReset ? Math.max(sampled, hwm) : sampled;
    return { ...d, before, peak, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

export function run() {
  return withBenchApi(24712, { ALLOTMENT_MAX_HOTELS: '10000' }, async (api) => {
    const today = romeToday();
    const query = new URLSearchParams({ type: 's', from: today, to: plusDays(today, 365) });
    const at = (ext) => `${api.url}/api/allotment/search.${ext}?${query}`;

    const xlsx = await measure(api, at('xlsx'));
    const csv = await measure(api, at('csv'));
    const slow = await measure(api, at('xlsx'), 2 * MB, 16 * MB);

    const mb = (n) => (n / MB).toFixed(1);
    const okGrowth = (m) => m.growth <= TARGET_GROWTH_MB * MB;
    const ok =
      [xlsx, csv, slow].every(okGrowth) && xlsx.ms <= TARGET_XLSX_S * 1000 && csv.ms <= TARGET_CSV_S * 1000;
    const verdict = (met, text) => `${text}: ${met ? 'met' : 'MISSED'}`;
    const row = (name, m, targetS) =>
      `| ${name} | ${mb(m.bytes)} | **${(m.ms / 1000).toFixed(1)}** | ${mb(m.before)} | **${mb(m.peak)}** | ${mb(m.growth)} | ${[
        targetS ? verdict(m.ms <= targetS * 1000, `≤ ${targetS} s`) : null,
        verdict(okGrowth(m), `growth ≤ ${TARGET_GROWTH_MB} MB`),
      ]
        .filter(Boolean)
        .join('; ')} |`;
    const markdown = `### Allotment grid exports (GET /api/allotment/search.xlsx and .csv)

Measured ${today} by \`npm run bench\` on the allotment bench's data set (10,000 hotels, a year of blocks, 200,000
holds): all 10,000 hotels × 366 days (ALLOTMENT_MAX_HOTELS=10000), 4 rows a hotel = 40,001 rows × 369 columns.
API bundle on loopback, embedded PostgreSQL 17, 2 shared cores. Time = request to the last byte, read by a
client on loopback without compression; RSS = the API process's resident memory before the export and its
peak during it (VmRSS sampled every 100 ms, and VmHWM after a reset of the peak). The search is read 200
hotels at a time; the .xlsx is written by exceljs' streaming writer, waiting while its output is backed up.

| export | MB | seconds | RSS before MB | RSS peak MB | growth MB | targets |
|---|---:|---:|---:|---:|---:|---|
${row('.xlsx', xlsx, TARGET_XLSX_S)}
${row('.csv', csv, TARGET_CSV_S)}
${row('.xlsx, slow client (2 MB/s, hangs up after 16 MB)', slow, 0)}

- Targets: **${ok ? 'met' : 'MISSED'}**.
${machineLoad()}`;
    return { markdown, ok };
  });
}
