import { addDays, todayInRome } from '@ham/contracts';
import { sql } from 'kysely';
import { cookieFor, createAccount, createAgency } from '../helpers';
import { benchContext, round1, scaled } from './bench-support';

/**
 * Benchmark, run only by `npm run bench` (jest project `bench`). Incassi: the 'Incassi' list over
 * 20,000 cases (≤ 200 ms) and one agency's statement with 2,000 invoices and 5,000 payments in
 * the period, as JSON (≤ 150 ms) and as PDF (≤ 500 ms). Data seeded in bulk with SQL. The
 * figures are read by scripts/bench/payments.bench.mjs (bench-support.ts).
 */
const CASES = scaled(20_000, 1_000);
const AGENCY_CASES = CASES / 10;
const PAYMENTS = scaled(5_000, 250);
const RUNS = scaled(15, 1);
const bench = benchContext('payments-perf');
const { call, figures } = bench;

async function median(times: number, fn: () => Promise<{ statusCode: number }>): Promise<number> {
  for (let i = 0; i < scaled(3, 1); i++) expect((await fn()).statusCode).toBe(200);
  const all: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    const res = await fn();
    all.push(performance.now() - t);
    expect(res.statusCode).toBe(200);
  }
  all.sort((a, b) => a - b);
  return round1(all[Math.floor(all.length / 2)]);
}

test('Incassi over 20,000 cases; a statement of 2,000 invoices and 5,000 payments', async () => {
  const today = todayInRome();
  const db = bench.ctx.db;
  const email = 'estratto-bench@test.it';
  const agency = await createAgency(db, email);
  const agencyCookie = await cookieFor(db, await createAccount(db, { email, agencyId: agency }));
  await sql`insert into agencies (full_name, city, country_id)
    select 'Agenzia ' || g, 'Roma', 'IT' from generate_series(1, 49) g`.execute(db);
  // 20,000 cases: every tenth of the bench agency (2,000), the rest spread over 49 agencies.
  await sql`insert into cases (name, customer_id, begin_date, end_date, guest_type_id, guest_count)
    select 'Pratica ' || g,
           case when g % 10 = 0 then ${agency}::int
                else (select id from agencies where full_name = 'Agenzia ' || (1 + g % 49)) end,
           ${today}::date + (g % 300) - 100, ${today}::date + (g % 300) - 95, 's', 20
      from generate_series(1, ${CASES}) g`.execute(db);
  await sql`insert into payment_plans (case_number, deposit_percent, deposit_due, balance_days_before, case_total, paid)
    select number, 30, begin_date - 90, 30, 100000 + number % 1000, (number % 3) * 40000 from cases`.execute(
    db,
  );
  await sql`insert into payment_installments (case_number, kind, due, amount, prior)
    select case_number, 'acconto', deposit_due, round(case_total * 0.3), 0 from payment_plans
    union all
    select p.case_number, 'saldo', c.begin_date - 30, p.case_total - round(p.case_total * 0.3), round(p.case_total * 0.3)
      from payment_plans p join cases c on c.number = p.case_number`.execute(db);
  // The bench agency: one invoice per case (2,000) and 5,000 payments, all within the last year.
  await sql`insert into invoices (case_number, year, number, docdate, customer_name, case_name, total, snapshot, kind)
    select number, extract(year from d)::int, 100000 + row_number() over (partition by extract(year from d) order by number),
           d, 'Bench', name, 100000 + number % 1000, '{}', 'TD01'
      from (select number, name, ${today}::date - (number % 360) as d from cases where customer_id = ${agency}) c`.execute(
    db,
  );
  await sql`insert into payments (case_number, date, amount, method, reference, idempotency_key)
    select c.number, ${today}::date - (g % 360), 20000, 'bonifico', 'CRO ' || g, 'bench-' || g
      from generate_series(1, ${PAYMENTS}) g
      join lateral (select number from cases where customer_id = ${agency} order by number offset (g % ${AGENCY_CASES}) limit 1) c on true`.execute(
    db,
  );
  await sql`analyze`.execute(db);

  figures.receivablesMedianMs = await median(RUNS, () => call('GET', '/docs/receivables?p=1&ipp=20'));
  figures.receivablesOverdueMedianMs = await median(RUNS, () =>
    call('GET', '/docs/receivables?state=scaduto&p=5&ipp=20'),
  );
  figures.receivablesPeriodMedianMs = await median(RUNS, () =>
    call('GET', `/docs/receivables?from=${addDays(today, -30)}&to=${addDays(today, 30)}&state=da_incassare`),
  );
  const period = `from=${addDays(today, -365)}&to=${today}`;
  const statement = await call('GET', `/quotereq/statement?${period}`, undefined, agencyCookie);
  figures.statementLines = statement.json().lines.length;
  figures.statementMedianMs = await median(RUNS, () =>
    call('GET', `/quotereq/statement?${period}`, undefined, agencyCookie),
  );
  figures.statementPdfMedianMs = await median(scaled(5, 1), () =>
    call('GET', `/agencies/${agency}/statement.pdf?${period}`),
  );
}, 900_000);
