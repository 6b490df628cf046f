import { sql } from 'kysely';
import { insertId } from '../helpers';
import { benchContext, medianMs, scaled } from './bench-support';

/**
 * Benchmark, run only by `npm run bench` (jest project `bench`), never by `npm test`. 'Le mie
 * richieste' (docs/product/agency-portal.md#messages) of an agency with 500 quote requests and
 * 5,000 messages on them (half from staff, a third of those unread), among 2,000 requests and
 * 20,000 messages of other agencies: the list's first page with each row's unread figure, the
 * menu's unread count (agency and staff) and one request's thread, GET over real HTTP as the
 * client sees them, median of 15. Target: the list ≤ 100 ms. Read by scripts/bench/my-requests.bench.mjs.
 */
const REQUESTS = scaled(500, 20);
const MESSAGES = scaled(5_000, 200);
const OTHER_REQUESTS = scaled(2_000, 20);
const OTHER_MESSAGES = scaled(20_000, 200);
const RUNS = scaled(15, 1);
const bench = benchContext('my-requests-perf', { listen: true });
const { figures } = bench;

const get = async (url: string, cookie: string) => {
  const res = await fetch(`${bench.base}/api${url}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

/** `count` requests of `agencyId` and `messages` messages spread over them, every third staff message unread. */
async function seed(agencyId: number, count: number, messages: number) {
  const area = await insertId(bench.ctx.db, 'areas', { name: `Area ${agencyId}`, country_id: 'IT' });
  await sql`
    insert into quote_requests (agency_id, contact_email, guest_count, guest_type_id, begin, "end", area_id,
      service_class_id, status, created_at)
    select ${agencyId}, 'agenzia@test.it', 10 + i % 40, 's', current_date + 30 + i % 200, current_date + 33 + i % 200,
      ${area}, 'hb', (array['new','in_progress','done'])[1 + i % 3], now() - make_interval(hours => i)
    from generate_series(1, ${count}) as i`.execute(bench.ctx.db);
  await sql`
    with r as (select id, row_number() over (order by id) - 1 as n from quote_requests where agency_id = ${agencyId})
    insert into quote_request_messages (request_id, side, author_name, text, created_at, read_at)
    select r.id, case when i % 2 = 0 then 'staff' else 'agency' end, 'Autore ' || (i % 7),
      'Messaggio numero ' || i || ': una domanda o una risposta sul preventivo, di lunghezza realistica.',
      now() - make_interval(mins => ${messages} - i),
      case when i % 6 = 0 then null else now() end
    from generate_series(1, ${messages}) as i join r on r.n = i % ${count}`.execute(bench.ctx.db);
}

test("'Le mie richieste' with 500 requests and 5,000 messages", async () => {
  const agency = (
    await bench.ctx.db
      .selectFrom('agencies')
      .select('id')
      .where('frontoffice_email', '=', 'agenzia@test.it')
      .executeTakeFirstOrThrow()
  ).id;
  for (let i = 0; i < 4; i++) {
    const other = await insertId(bench.ctx.db, 'agencies', {
      full_name: `Altra ${i}`,
      frontoffice_email: `a${i}@test.it`,
    });
    await seed(other, OTHER_REQUESTS / 4, OTHER_MESSAGES / 4);
  }
  await seed(agency, REQUESTS, MESSAGES);
  await sql`vacuum analyze quote_requests, quote_request_messages`.execute(bench.ctx.db);
  figures.requests = REQUESTS;
  figures.messages = MESSAGES;

  const page = (await get('/quotereq', bench.users.agency)) as {
    items: { id: number; unreadMessages: number }[];
    pageInfo: { totalItems: number };
  };
  expect(page.pageInfo.totalItems).toBe(REQUESTS);
  expect(page.items.some((r) => r.unreadMessages > 0)).toBe(true);
  figures.rows = page.items.length;
  figures.listMs = await medianMs(RUNS, () => get('/quotereq', bench.users.agency));
  figures.unreadAgencyMs = await medianMs(RUNS, () => get('/quotereq/unread-messages', bench.users.agency));
  figures.unreadStaffMs = await medianMs(RUNS, () =>
    get('/docs/quotereqs/unread-messages', bench.users.operator),
  );
  const { unread } = (await get('/quotereq/unread-messages', bench.users.agency)) as { unread: number };
  figures.unread = unread;
  const id = page.items[0].id;
  figures.threadMs = await medianMs(RUNS, () => get(`/quotereq/${id}/messages`, bench.users.agency));
  figures.staffListMs = await medianMs(RUNS, () => get('/docs/quotereqs', bench.users.operator));
  // The floor of this machine in the same conditions: a route that reads no table but the session's.
  figures.floorMs = await medianMs(RUNS, () => get('/auth', bench.users.agency));
}, 300_000);
