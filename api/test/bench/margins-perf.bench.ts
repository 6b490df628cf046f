import { writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { fillStayAmounts } from '../../src/db/migrations/0017_stay_amounts';
import { marginRowsOfPeriod, marginStatement } from '../../src/margins/margins-repository';
import { caseWorld } from '../cases-fixtures';
import { benchContext, medianMs, scaled } from './bench-support';

/**
 * Benchmark, run only by `npm run bench` (jest project `bench`), never by `npm test`). 'Margini'
 * for a year of 20,000 cases (two stays of two nights each with a price-row snapshot, freebies,
 * two meals, a bus trip, a guided tour, extra lines on a third of them, an invoice each): GET
 * /api/margins over real HTTP (a listening server, gzip, JSON.parse: the time the client sees),
 * by departure and by invoice date, median of 7; and the SQL statement alone. Target ≤ 1 s.
 * The figures are read by scripts/bench/margins.bench.mjs (bench-support.ts).
 */
const YEAR = 2027;
// A smoke run: a case a day, so that every month has some.
const CASES = Number(process.env.MARGINS_BENCH_CASES ?? scaled(20_000, 365));
const RUNS = scaled(7, 1);
const bench = benchContext('margins-perf', { listen: true });
const { figures } = bench;

async function seed() {
  const w = await caseWorld(bench.ctx.db, 'Hotel Margini');
  const priceRows = JSON.stringify([
    {
      begin: `${YEAR}-01-01`,
      end: `${YEAR}-06-30`,
      prices: { bb: 4000, hb: 5000, fb: 6500 },
      costs: { bb: 3000, hb: 4000 },
      extras: { sgl: 1500, dbl: 500 },
      extrasCosts: { sgl: 1000 },
    },
    {
      begin: `${YEAR}-07-01`,
      end: `${YEAR + 1}-01-31`,
      prices: { bb: 4500, hb: 5500, fb: 7000 },
      costs: { bb: 3500, hb: 4500 },
      extras: { sgl: 1500, dbl: 500 },
      extrasCosts: { sgl: 1000 },
    },
  ]);
  await sql`insert into cases (name, customer_id, begin_date, end_date, guest_type_id, guest_count, extras)
    select 'Margini ' || i, ${w.customerId}, date '${sql.raw(`${YEAR}-01-01`)}' + (i % 365),
      date '${sql.raw(`${YEAR}-01-01`)}' + (i % 365) + 4, 's', 22,
      case when i % 3 = 0 then '[{"description":"Assicurazione","date":null,"value":5000},{"description":"Sconto","date":null,"value":-2000}]'
           else '[]' end::jsonb
    from generate_series(1, ${CASES}) as i`.execute(bench.ctx.db);
  // Inserted in SQL for speed; their sale and cost then filled as the migration fills existing stays
  // (the rule stayAmounts, as every stay save computes them).
  await sql`insert into stays (case_number, hotel_id, begin, "end", guests, prices, freebies_count, freebies_value,
      conditions, price_rows, freebie, sale, cost, cost_missing)
    select c.number, ${w.hotelId}, c.begin_date + k * 2, c.begin_date + k * 2 + 2, '{"mul": 20, "sgl": 2}',
      case when k = 1 then '{"mul": {"hb": 5200}}' else '{}' end::jsonb, '{"hb": 2}', '{"hb": 20000}',
      (select jsonb_agg(jsonb_build_object('date', to_char(c.begin_date + k * 2 + j, 'YYYY-MM-DD'),
         'serviceClassId', 'hb', 'items', '["b", "n"]'::jsonb)) from generate_series(0, 2) as j),
      ${priceRows}::jsonb, '{"every": 10, "accomodationId": "mul"}', 0, 0, 0
    from cases c cross join generate_series(0, 1) as k where c.name like 'Margini %'`.execute(bench.ctx.db);
  await fillStayAmounts(bench.ctx.db);
  await sql`insert into meals (case_number, restaurant_id, date, time, persons, freebies, unit_price)
    select c.number, ${w.restaurantId}, c.begin_date + k, case when k = 0 then 'pranzo' else 'cena' end, 22, 2, 1800
    from cases c cross join generate_series(0, 1) as k where c.name like 'Margini %'`.execute(bench.ctx.db);
  await sql`insert into bus_trips (case_number, service_id, date, quantity, unit_price)
    select c.number, ${w.busId}, c.begin_date, 1, 18000 from cases c where c.name like 'Margini %'`.execute(
    bench.ctx.db,
  );
  await sql`insert into guided_tours (case_number, service_id, date, quantity, unit_price)
    select c.number, ${w.guideId}, c.begin_date + 1, 1, 15000 from cases c where c.name like 'Margini %'`.execute(
    bench.ctx.db,
  );
  await sql`insert into invoices (case_number, year, number, docdate, customer_name, case_name, total, snapshot)
    select c.number, ${YEAR}, row_number() over (order by c.number), c.begin_date - 20, 'Cliente', c.name, 0, '{}'
    from cases c where c.name like 'Margini %' and c.begin_date - 20 >= date '${sql.raw(`${YEAR}-01-01`)}'`.execute(
    bench.ctx.db,
  );
  await sql`analyze`.execute(bench.ctx.db);
}

test(`'Margini' for a year of ${CASES.toLocaleString('en')} cases: HTTP and SQL medians`, async () => {
  await seed();
  const from = `${YEAR}-01-01`;
  const to = `${YEAR}-12-31`;
  if (process.env.MARGINS_EXPLAIN) {
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`explain (analyze, buffers) ${marginStatement(from, to, 'departure')}`.execute(bench.ctx.db);
    writeFileSync(process.env.MARGINS_EXPLAIN, plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  const get = async (by: string) => {
    const res = await fetch(`${bench.base}/api/margins?from=${from}&to=${to}&by=${by}`, {
      headers: { cookie: bench.users.admin, 'accept-encoding': 'gzip' },
    });
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    return res.json();
  };
  const departure = await get('departure');
  expect(departure.rows).toHaveLength(CASES);
  expect(departure.vat.periods).toHaveLength(12);
  // each bus trip and guided tour (no cost in the world) and the extra cost of every third case
  expect(departure.totals.missingCosts).toBe(CASES * 2 + Math.floor(CASES / 3));
  const invoiced = await get('invoice');
  expect(invoiced.rows.length).toBeGreaterThan(CASES * 0.9);
  figures.jsonKb = Math.round(JSON.stringify(departure).length / 1024);
  figures.departureHttpMs = await medianMs(RUNS, () => get('departure'));
  figures.invoiceHttpMs = await medianMs(RUNS, () => get('invoice'));
  figures.sqlMs = await medianMs(RUNS, () => marginRowsOfPeriod(bench.ctx.db, from, to, 'departure'));
  figures.cases = CASES;
  // Target (≤ 1,000 ms) judged by scripts/bench/margins.bench.mjs, which reads these figures.
}, 600_000);
