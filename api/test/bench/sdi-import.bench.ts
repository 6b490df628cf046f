import { invoiceProgressivo, type SdiMessageKind } from '@ham/contracts';
import { sql } from 'kysely';
import { caseHead, caseWorld } from '../cases-fixtures';
import { companyData, completeCustomer } from '../documents-support';
import { receipt, zipOf } from '../sdi-support';
import { benchContext, round1, scaled } from './bench-support';

/**
 * Benchmark, run only by `npm run bench` (jest project `bench`), never by `npm test`. The SdI
 * import: a ZIP of 1,000 receipts (one per document, the six kinds in turn) POSTed over real HTTP
 * to the listening app, timed as the client sees it (request sent → answer parsed; target ≤ 5 s),
 * with the process's heap and RSS sampled every 20 ms during it (the import inflates the ZIP in
 * bounded batches and holds one message at a time). The figures are read by
 * scripts/bench/sdi-import.bench.mjs (bench-support.ts).
 */
const RECEIPTS = scaled(1000, 60);
const KINDS: SdiMessageKind[] = ['RC', 'NS', 'MC', 'AT', 'DT', 'NE'];

const bench = benchContext('sdi-import');
const { call, figures } = bench;

const MB = 1024 * 1024;

test(`a ZIP of ${RECEIPTS.toLocaleString('en')} SdI receipts imported over HTTP`, async () => {
  const w = await caseWorld(bench.ctx.db);
  await completeCustomer(bench.ctx.db, w.customerId);
  await call('PUT', '/config/company', { ...companyData, version: 0 }, bench.users.admin);
  const number = (await call('POST', '/docs', caseHead(w))).json().number as number;
  await call('PUT', `/docs/${number}/extras`, {
    items: [{ description: 'Servizio', date: null, value: 10_000 }],
    version: 0,
  });
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  expect((await call('PUT', `/docs/${number}/invoice/data`, { number: 1, docdate: today })).statusCode).toBe(
    200,
  );

  // 999 more documents of the year: the first one's snapshot under numbers 2..1000 (a fiscal
  // document each; credit notes name the first invoice, the schema's rule for notes).
  const first = await bench.ctx.db
    .selectFrom('invoices')
    .selectAll()
    .where('number', '=', 1)
    .executeTakeFirstOrThrow();
  const snapshot = first.snapshot as Record<string, unknown>;
  const rows = Array.from({ length: RECEIPTS - 1 }, (_, i) => ({
    case_number: first.case_number,
    year,
    number: i + 2,
    docdate: today,
    customer_name: first.customer_name,
    case_name: first.case_name,
    total: first.total,
    snapshot: JSON.stringify({ ...snapshot, number: i + 2 }),
    kind: 'TD04' as const,
    related_invoice_id: first.id,
  }));
  await bench.ctx.db.insertInto('invoices').values(rows).execute();
  const files = (
    await bench.ctx.db
      .selectFrom('invoices')
      .select('number')
      .where('year', '=', year)
      .orderBy('number')
      .execute()
  ).map((r, i) =>
    receipt(KINDS[i % KINDS.length], `IT${companyData.vatNumber}_${invoiceProgressivo(year, r.number)}.xml`, {
      date: `${year}-01-10T09:00:00Z`,
    }),
  );
  const zip = zipOf(files);
  figures.zipKb = Math.round(zip.byteLength / 1024);

  const address = await bench.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  if (global.gc) global.gc();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 20);
  const t = performance.now();
  const res = await fetch(`${address}/api/sdi/messages`, {
    method: 'POST',
    headers: { cookie: bench.users.operator, 'content-type': 'application/zip' },
    body: new Uint8Array(zip),
  });
  const answer = (await res.json()) as { imported: number; refused: number };
  const ms = performance.now() - t;
  clearInterval(sampler);
  expect(res.status).toBe(200);
  expect(answer.imported).toBe(RECEIPTS);
  figures.importMs = Math.round(ms);
  figures.heapGrowthMb = round1((peakHeap - before.heapUsed) / MB);
  figures.rssGrowthMb = round1((peakRss - before.rss) / MB);
  const counted = await sql<{ n: string }>`select count(*) as n from sdi_messages`.execute(bench.ctx.db);
  expect(Number(counted.rows[0].n)).toBe(RECEIPTS);
}, 600_000);
