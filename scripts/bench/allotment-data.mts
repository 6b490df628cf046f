// Benchmark data for allotment*.bench.mjs and hotels*.bench.mjs (run with tsx):
//   tsx scripts/bench/allotment-data.mts generate <databaseUrl>   migrate + load the large data set (once)
//   tsx scripts/bench/allotment-data.mts session|agency-session <databaseUrl>   a staff / agency session cookie
//   tsx scripts/bench/allotment-data.mts cases <databaseUrl>   add the case files of dashboard.bench.mjs (once)
//   tsx scripts/bench/allotment-data.mts sql <databaseUrl> <json query> <today> <limit>
//       → times the allotment search SQL (the repository's own query) run directly, JSON on stdout
// 10,000 hotels in 10 areas × 20 locations, one year of blocks (3 per hotel and guest type)
// and of monthly price lists (both guest types), 200,000 holds (options, reservations,
// expired options). Everything is generated inside PostgreSQL (generate_series): fast.
// A smoke run (BENCH_SMOKE=1, `npm run bench -- --smoke`): 200 hotels (one per location), 2,000 holds.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { searchGrid } from '../../api/src/allotment/search-repository';
import { createDatabase } from '../../api/src/db/database';
import { migrateToLatest } from '../../api/src/db/migrate';

const smoke = process.env.BENCH_SMOKE === '1';
export const HOTELS = smoke ? 200 : 10_000;
export const HOLDS = smoke ? 2_000 : 200_000;

async function generate(url: string, today: string) {
  const db = createDatabase(url, 2);
  try {
    await migrateToLatest(db);
    const done = await db
      .selectFrom('hotels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(done.n) >= HOTELS) return { generated: false };
    const t0 = Date.now();
    await sql`insert into areas (name, country_id) select 'Area ' || lpad(a::text, 2, '0'), 'IT' from generate_series(1, 10) a`.execute(
      db,
    );
    await sql`insert into locations (name, area_id, country_id)
      select 'Località ' || a.id || '-' || l, a.id, 'IT' from areas a cross join generate_series(1, 20) l`.execute(
      db,
    );
    // 1,000 hotels per area, 50 per location; names unique and varied for the name filter.
    await sql`insert into hotels (name, category_id, position_id, location_id, area_id, country_id, city, email, hidden)
      select (array['Hotel','Albergo','Grand Hotel','Residence','Villa'])[1 + i % 5] || ' ' ||
               (array['Bellavista','Miramare','Centrale','Europa','Excelsior','Panorama','Savoia','Roma','Italia','Astoria'])[1 + (i / 5) % 10] ||
               ' ' || i,
             (array['1','2','3','4','5','5L'])[1 + i % 6], (array['cs','c','sc','p','mare','mont','lago'])[1 + i % 7],
             l.id, l.area_id, 'IT', l.name, 'info' || i || '@hotel.test', i % 97 = 0
      from generate_series(0, ${HOTELS - 1}) i
      join lateral (select id, area_id, name from locations order by id offset (i % 200) limit 1) l on true`.execute(
      db,
    );
    await sql`insert into hotel_offers (hotel_id, guest_type_id, self_quotable, freebie_every, freebie_accomodation_id)
      select h.id, g.id, h.id % 3 = 0, 20, g.base_accomodation_id from hotels h cross join guest_types g`.execute(
      db,
    );
    // One year of monthly price lists from the first of this month.
    await sql`insert into hotel_prices (hotel_id, guest_type_id, "begin", "end", prices, costs, extras, extras_costs)
      select h.id, g.id, m::date, (m + interval '1 month' - interval '1 day')::date,
             jsonb_build_object('bb', 4000 + h.id % 50 * 100, 'hb', 5000 + h.id % 50 * 100, 'fb', 6500 + h.id % 50 * 100),
             jsonb_build_object('bb', 3200, 'hb', 4100, 'fb', 5300),
             case when g.id = 's' then '{"sgl": 1500, "dbl": 500}'::jsonb else '{"sgl": 2000, "trp": -400}'::jsonb end,
             case when g.id = 's' then '{"sgl": 1200, "dbl": 400}'::jsonb else '{"sgl": 1600, "trp": -300}'::jsonb end
      from hotels h cross join guest_types g
      cross join generate_series(date_trunc('month', ${today}::date), date_trunc('month', ${today}::date) + interval '11 months', interval '1 month') m`.execute(
      db,
    );
    // Three blocks per hotel and guest type over one year (spring, summer-autumn, winter).
    await sql`insert into availability_blocks (hotel_id, guest_type_id, "begin", "end", places, expiration_days)
      select h.id, g.id, ${today}::date + s.a, ${today}::date + s.b, 10 + (h.id * 7 + s.a) % 40, (h.id + s.a) % 21
      from hotels h cross join guest_types g
      cross join (values (0, 119), (120, 239), (200, 365)) s(a, b)`.execute(db);
    // 200,000 holds: 2–6 nights, 1–8 places, 60% reservations, 30% active options, 10% expired options.
    await sql`insert into holds (hotel_id, guest_type_id, "begin", "end", places, kind, expires, contact)
      select 1 + (i * 7919) % ${HOTELS}, case when i % 2 = 0 then 's' else 'a' end,
             ${today}::date + (i * 31) % 360, ${today}::date + (i * 31) % 360 + 2 + i % 5, 1 + i % 8,
             case when i % 10 < 6 then 'reservation' else 'option' end,
             case when i % 10 < 6 then null when i % 10 < 9 then ${today}::date + 1 + i % 20 else ${today}::date - 1 - i % 30 end,
             'Gruppo ' || i
      from generate_series(1, ${HOLDS}) i`.execute(db);
    await sql`select setval(pg_get_serial_sequence('hotels', 'id'), (select max(id) from hotels))`.execute(
      db,
    );
    await sql`analyze`.execute(db);
    return { generated: true, seconds: (Date.now() - t0) / 1000 };
  } finally {
    await db.destroy();
  }
}

export const CASES = smoke ? 500 : 30_000;

/**
 * The case files of the Cruscotto's bench (dashboard.bench.mjs), added once to the large data set:
 * `CASES` cases of a bench agency departing from 400 days ago to 365 days ahead (this year's and
 * last year's 'Andamento vendite'), each with one stay of 2–6 nights at one of the hotels.
 */
async function cases(url: string, today: string) {
  const db = createDatabase(url, 2);
  try {
    const done = await db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(done.n) >= CASES) return { generated: false };
    const t0 = Date.now();
    const agency = await db
      .insertInto('agencies')
      .values({ full_name: 'Agenzia Bench Cruscotto' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into cases (name, customer_id, begin_date, end_date, guest_type_id, guest_count)
      select 'Gruppo ' || i, ${agency.id}, ${today}::date - 400 + (i * 37) % 765,
             ${today}::date - 400 + (i * 37) % 765 + 2 + i % 5, case when i % 2 = 0 then 's' else 'a' end, 20 + i % 30
      from generate_series(1, ${CASES}) i`.execute(db);
    await sql`insert into stays (case_number, hotel_id, "begin", "end", guests, prices, freebies_count, freebies_value,
                                 conditions, price_rows, sale, cost, cost_missing)
      select c.number, 1 + (c.number * 7919) % ${HOTELS}, c.begin_date, c.end_date,
             jsonb_build_object(g.base_accomodation_id, c.guest_count - 2, 'sgl', 2), '{}', '{}', '{}', '[]', '[]', 0, 0, 0
      from cases c join guest_types g on g.id = c.guest_type_id where c.customer_id = ${agency.id}`.execute(
      db,
    );
    await sql`analyze`.execute(db);
    return { generated: true, seconds: (Date.now() - t0) / 1000 };
  } finally {
    await db.destroy();
  }
}

/**
 * A session for the HTTP benchmarks: `ham_session=<value>`; a staff operator, or with
 * `agency` the front-office user of a bench agency (surcharge 1,50 €) for /api/quotereq.
 */
async function session(url: string, agency = false) {
  const db = createDatabase(url, 1);
  try {
    const email = agency ? 'agency@bench.test' : 'bench@bench.test';
    let agencyId: number | null = null;
    if (agency) {
      const found = await db
        .selectFrom('agencies')
        .select('id')
        .where('frontoffice_email', '=', email)
        .executeTakeFirst();
      agencyId =
        found?.id ??
        (
          await db
            .insertInto('agencies')
            .values({ full_name: 'Agenzia Bench', frontoffice_email: email, surcharge_per_guest: 150 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    }
    let account = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
    account ??= await db
      .insertInto('accounts')
      .values({
        email,
        first_name: 'Bench',
        last_name: 'Mark',
        role_id: agency ? null : 'operator',
        agency_id: agencyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const value = randomBytes(32).toString('base64url');
    await db
      .insertInto('sessions')
      .values({
        id_hash: createHash('sha256').update(value).digest('hex'),
        account_id: account.id,
        expires_at: new Date(Date.now() + 6 * 3600_000),
      })
      .execute();
    return { cookie: `ham_session=${value}` };
  } finally {
    await db.destroy();
  }
}

/** Runs the search SQL `runs` times directly (no HTTP, no JSON shaping); median ms. */
async function timeSql(url: string, query: string, today: string, limit: number, runs: number) {
  const db = createDatabase(url, 1);
  try {
    const q = JSON.parse(query);
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      rows = (await searchGrid(db, q, today, limit)).length;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { medianMs: times[Math.floor(times.length / 2)], rows };
  } finally {
    await db.destroy();
  }
}

const [cmd, url, ...rest] = process.argv.slice(2);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
let out: unknown;
if (cmd === 'generate') out = await generate(url, today);
else if (cmd === 'cases') out = await cases(url, today);
else if (cmd === 'session') out = await session(url);
else if (cmd === 'agency-session') out = await session(url, true);
else if (cmd === 'sql') out = await timeSql(url, rest[0], today, Number(rest[1]), Number(rest[2] ?? 7));
else throw new Error(`unknown command ${cmd}`);
console.log(JSON.stringify(out));
