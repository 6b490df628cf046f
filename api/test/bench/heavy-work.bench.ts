import { defaultStayConditions } from '@ham/contracts';
import { caseHead, caseWorld, d } from '../cases-fixtures';
import { companyData } from '../documents-support';
import { signedInCookie } from '../helpers';
import { insertBlock, insertHotel } from '../hotels-fixtures';
import { benchContext, percentile, round1, scaled } from './bench-support';

/**
 * Benchmark, run only by `npm run bench` (jest project `bench`), never by `npm test`. Heavy work
 * and everybody else, over real HTTP (the time a client sees): a one-page confirmation's p95
 * while 10 long confirmations (6 stays of 364 nights each, ten users) render, and GET /api/hotels
 * p99 while 10 Excel exports of a year's grid (ten users) are written. The figures go to
 * BENCH_OUT_DIR (scripts/bench/heavy-work.bench.mjs); a smoke run uses less data and fewer users.
 */
const bench = benchContext('heavy-work', { listen: true });
const { call, figures } = bench;

/** GET over HTTP, the whole body read; the status and the milliseconds the client waited. */
async function get(path: string, cookie: string): Promise<{ status: number; ms: number; bytes: number }> {
  const t = performance.now();
  const res = await fetch(`${bench.base}/api${path}`, { headers: { cookie } });
  const body = await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t, bytes: body.byteLength };
}

/** `probe` again and again while `heavy` runs; the probe's times. */
async function whileRunning(heavy: Promise<unknown>, probe: () => Promise<number>): Promise<number[]> {
  let running = true;
  void heavy.finally(() => {
    running = false;
  });
  const times: number[] = [];
  while (running) times.push(await probe());
  await heavy;
  return times;
}

const operators = (db: typeof bench.ctx.db, n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      signedInCookie(db, { email: `operatore${i}@bench.it`, roleId: 'operator' }),
    ),
  );

test('a one-page PDF while 10 long ones render; /api/hotels while 10 exports of a year are written', async () => {
  const users = bench.users;
  const w = await caseWorld(bench.ctx.db);
  await call('PUT', '/config/company', { ...companyData, version: 0 }, users.admin);

  // The long confirmation: 6 stays of 364 nights (a smoke run: one of 30).
  const last = scaled(365, 30);
  const long = (
    await call(
      'POST',
      '/docs',
      caseHead(w, { name: 'Anno intero', beginDate: d(1), endDate: d(last), guestCount: 40 }),
    )
  ).json().number as number;
  for (let i = 0; i < scaled(6, 1); i++) {
    const res = await call('POST', `/docs/${long}/stays`, {
      hotelId: w.hotelId,
      begin: d(1),
      end: d(last),
      conditions: defaultStayConditions(d(1), d(last)),
      guests: { mul: 1 + i, sgl: 1 },
    });
    if (res.statusCode !== 201) throw new Error(`stay ${i}: ${res.statusCode} ${res.body}`);
  }
  const short = (
    await call(
      'POST',
      '/docs',
      caseHead(w, { name: 'Breve', beginDate: d(10), endDate: d(12), guestCount: 20 }),
    )
  ).json().number as number;
  const longPdf = `/docs/${long}/confirmation.pdf?date=${d(0)}`;
  const shortPdf = `/docs/${short}/confirmation.pdf?date=${d(0)}`;

  const ten = await operators(bench.ctx.db, scaled(10, 2));
  // Warm-up: both lanes' workers started, pdfkit loaded and optimized.
  const first = await get(longPdf, ten[0]);
  expect(first.status).toBe(200);
  figures.longPdfAloneMs = round1(first.ms);
  for (let i = 0; i < scaled(5, 1); i++) expect((await get(shortPdf, users.operator)).status).toBe(200);
  const alone: number[] = [];
  for (let i = 0; i < scaled(10, 2); i++) alone.push((await get(shortPdf, users.operator)).ms);
  figures.shortPdfAloneP95Ms = percentile(alone, 95);

  const longs = Promise.all(ten.map((cookie) => get(longPdf, cookie)));
  const shortTimes = await whileRunning(longs, async () => {
    const r = await get(shortPdf, users.operator);
    expect(r.status).toBe(200);
    return r.ms;
  });
  expect((await longs).every((r) => r.status === 200)).toBe(true);
  figures.shortPdfWhileLongP95Ms = percentile(shortTimes, 95);
  figures.shortPdfsWhileLong = shortTimes.length;
  figures.longPdfsWallMs = round1(Math.max(...(await longs).map((r) => r.ms)));

  // 400 hotels with a block over the year: a year's grid export is 400 rows × 366 days.
  for (let h = 0; h < scaled(400, 20); h++) {
    const hotel = await insertHotel(bench.ctx.db, `Hotel Prova ${String(h).padStart(3, '0')}`);
    await insertBlock(bench.ctx.db, hotel, 's', d(0), d(365), 20 + (h % 7));
  }
  const grid = `/allotment/search.xlsx?type=s&from=${d(0)}&to=${d(365)}`;
  const one = await get(grid, ten[0]);
  expect(one.status).toBe(200);
  figures.exportAloneMs = round1(one.ms);
  figures.exportBytes = one.bytes;
  const quiet: number[] = [];
  for (let i = 0; i < scaled(50, 5); i++) quiet.push((await get('/hotels?p=1&ipp=10', users.operator)).ms);
  figures.hotelsP99QuietMs = percentile(quiet, 99);

  const exports = Promise.all(ten.map((cookie) => get(grid, cookie)));
  const hotelTimes = await whileRunning(exports, async () => {
    const r = await get('/hotels?p=1&ipp=10', users.operator);
    expect(r.status).toBe(200);
    return r.ms;
  });
  expect((await exports).map((r) => [r.status, Math.round(r.bytes / 1024)])).toEqual(
    ten.map(() => [200, Math.round(one.bytes / 1024)]),
  );
  figures.hotelsP99WhileExportsMs = percentile(hotelTimes, 99);
  figures.hotelsRequestsWhileExports = hotelTimes.length;
  figures.exportsWallMs = round1(Math.max(...(await exports).map((r) => r.ms)));
}, 900_000);
