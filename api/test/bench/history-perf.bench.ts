import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createTestContext, signedInUsers, type TestContext } from '../helpers';
import { medianMs, scaled, writeFigures } from './bench-support';

/**
 * Benchmark, run only by `npm run bench` (jest project `bench`), never by `npm test`. The history
 * of changes (docs/adr/0025) with HISTORY_BENCH_LINES lines (5 million; a smoke run 20,000) over
 * 100,000 records of 31 kinds: a hotel's 'Storico modifiche' (its ~50 lines and its children's,
 * first page) and 'Registro attività' (first page; by kind; by user), GET over real HTTP, median
 * of 7. Targets: a record ≤ 50 ms, 'Registro attività' ≤ 150 ms. Read by scripts/bench/history.bench.mjs.
 */
const LINES = Number(process.env.HISTORY_BENCH_LINES ?? scaled(5_000_000, 20_000));
const RECORDS = Math.max(100, Math.floor(LINES / 50));
const RUNS = scaled(7, 1);
let ctx: TestContext;
let admin: string;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await signedInUsers(ctx.db)).admin;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => ctx.close());

const figures: Record<string, number> = {};
afterAll(() => writeFigures('history-perf', figures));

const get = async (url: string) => {
  const res = await fetch(`${base}/api${url}`, { headers: { cookie: admin } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

test(
  'history: a record and the first page of Registro attività',
  async () => {
    // A fifth of the lines are hotels' prices (children of hotels), the rest spread over the kinds.
    await sql`
      insert into history (at, table_name, record_id, parent_table, parent_id, op, old, new, changed, label,
        actor_id, actor_name, actor_kind, request_id, forced)
      select now() - make_interval(secs => i),
        case when i % 5 = 0 then 'hotel_prices' else (array['areas','agencies','cases','stays','holds','hotels','meals',
          'payments','accounts','restaurants'])[1 + i % 10] end,
        (i % ${RECORDS})::text,
        case when i % 5 = 0 then 'hotels' end,
        case when i % 5 = 0 then ((i / 5) % ${RECORDS / 10})::text end,
        (array['I','U','U','U','D'])[1 + i % 5],
        '{"name": "Hotel Vecchio", "places": 10}'::jsonb, '{"name": "Hotel Nuovo", "places": 12}'::jsonb,
        '{name,places}', 'Record ' || (i % ${RECORDS}),
        case when i % 7 = 0 then null else 1 + i % 20 end,
        case when i % 7 = 0 then 'sistema' else 'Utente ' || (1 + i % 20) end,
        case when i % 7 = 0 then 'system' else 'staff' end,
        md5(i::text), false
      from generate_series(1, ${LINES}) as i`.execute(ctx.db);
    // As autovacuum leaves an append-only table (it vacuums after inserts too): statistics and
    // the visibility map, so that the capped counts read the indexes alone.
    await sql`vacuum analyze history`.execute(ctx.db);
    figures.lines = LINES;
    const hotel = 7;
    const page = (await get(`/history/hotel/${hotel}`)) as { items: unknown[] };
    expect(page.items.length).toBeGreaterThan(0);
    figures.recordMs = await medianMs(RUNS, () => get(`/history/hotel/${hotel}`));
    figures.activityMs = await medianMs(RUNS, () => get('/history'));
    figures.activityKindMs = await medianMs(RUNS, () => get('/history?kind=cases'));
    figures.activityUserMs = await medianMs(RUNS, () => get('/history?user=3'));
  },
  60 * 60_000,
);
