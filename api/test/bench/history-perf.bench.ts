import { defaultStayConditions } from '@ham/contracts';
import { sql } from 'kysely';
import { caseHead, caseWorld, d } from '../cases-fixtures';
import { benchContext, medianMs, scaled } from './bench-support';

/**
 * Benchmark, run only by `npm run bench` (jest project `bench`), never by `npm test`. The history
 * of changes (docs/adr/0025) with HISTORY_BENCH_LINES lines (5 million; a smoke run 20,000) over
 * 100,000 records of 31 kinds: a hotel's 'Storico modifiche' (its ~50 lines and its children's,
 * first page) and 'Registro attività' (first page; by kind; by user), GET over real HTTP, median
 * of 7. Targets: a record ≤ 50 ms, 'Registro attività' ≤ 150 ms. Then the cost of writing history:
 * the same writes (a meal added to a case, an option placed and released, a price saved) with the
 * history trigger on and off in turns (61 rounds), in the same run; target: at most 10% slower with it.
 * Read by scripts/bench/history.bench.mjs.
 */
const LINES = Number(process.env.HISTORY_BENCH_LINES ?? scaled(5_000_000, 20_000));
const RECORDS = Math.max(100, Math.floor(LINES / 50));
const RUNS = scaled(7, 1);
const bench = benchContext('history-perf', { listen: true });
const { figures } = bench;

const get = async (url: string) => {
  const res = await fetch(`${bench.base}/api${url}`, { headers: { cookie: bench.users.admin } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

const send = async (method: string, url: string, body?: unknown) => {
  const res = await fetch(`${bench.base}/api${url}`, {
    method,
    headers: {
      cookie: bench.users.admin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
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
      from generate_series(1, ${LINES}) as i`.execute(bench.ctx.db);
    // As autovacuum leaves an append-only table (it vacuums after inserts too): statistics and
    // the visibility map, so that the capped counts read the indexes alone.
    await sql`vacuum analyze history`.execute(bench.ctx.db);
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

/** The tables the timed writes touch; their history trigger is switched off for the runs without. */
const WRITTEN = ['meals', 'holds', 'stays', 'hotel_prices', 'cases'];
const trigger = (on: boolean) =>
  Promise.all(
    WRITTEN.map((table) =>
      sql`alter table ${sql.table(table)} ${sql.raw(on ? 'enable' : 'disable')} trigger history_capture`.execute(
        bench.ctx.db,
      ),
    ),
  );

test(
  'history: the cost of writing it (the same writes with the trigger on and off, in turns)',
  async () => {
    const world = await caseWorld(bench.ctx.db);
    const { number } = (await send('POST', '/docs', caseHead(world))) as { number: number };
    const stay = (await send('POST', `/docs/${number}/stays`, {
      hotelId: world.hotelId,
      begin: d(30),
      end: d(32),
      conditions: defaultStayConditions(d(30), d(32)),
      guests: { mul: 10 },
    })) as { id: number };
    const price = (await send('POST', `/hotels/${world.hotelId}/offers/s/prices`, {
      begin: d(100),
      end: d(110),
      prices: { hb: 5000 },
      costs: { hb: 4000 },
      extras: {},
      extrasCosts: {},
    })) as { id: number; version: number };
    let priceVersion = price.version;
    let hb = 5000;
    /** One round of the three writes a working day repeats most. */
    const writes = {
      caseItem: () =>
        send('POST', `/docs/${number}/meals`, {
          restaurantId: world.restaurantId,
          date: d(31),
          time: 'cena',
          persons: 10,
        }),
      hold: async () => {
        await send('PUT', `/docs/stays/${stay.id}/option`, { expires: d(7), contact: 'Rif. bench' });
        await send('DELETE', `/docs/stays/${stay.id}/option`);
      },
      price: async () => {
        hb += 10;
        const saved = (await send('PUT', `/hotels/prices/${price.id}`, {
          begin: d(100),
          end: d(110),
          prices: { hb },
          costs: { hb: 4000 },
          extras: {},
          extrasCosts: {},
          version: priceVersion,
        })) as { version: number };
        priceVersion = saved.version;
      },
    };
    // Enough rounds for a median that a millisecond of noise does not move (a write is 8–30 ms).
    const rounds = scaled(61, 2);
    const times: Record<string, { on: number[]; off: number[] }> = {};
    for (let round = 0; round < rounds; round++) {
      // Turns: on then off, then off then on, so that neither side always runs warmer.
      for (const on of round % 2 === 0 ? [true, false] : [false, true]) {
        await trigger(on);
        // Switching the trigger (ALTER TABLE) empties every connection's cached plans and table
        // descriptions of these tables: the first write after it pays for that, a cost of the
        // bench, never of the product. One untimed round first, then the timed one.
        for (const write of Object.values(writes)) await write();
        // Each write first, second and third in turn: a write right after another one runs
        // slower or faster by up to a millisecond whatever the history does.
        const order = Object.entries(writes);
        const turn = round % order.length;
        for (const [name, write] of [...order.slice(turn), ...order.slice(0, turn)]) {
          const started = performance.now();
          await write();
          times[name] ??= { on: [], off: [] };
          times[name][on ? 'on' : 'off'].push(performance.now() - started);
        }
      }
    }
    await trigger(true);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const [name, side] of Object.entries(times)) {
      figures[`${name}OnMs`] = Math.round(median(side.on) * 10) / 10;
      figures[`${name}OffMs`] = Math.round(median(side.off) * 10) / 10;
      figures[`${name}Ratio`] = Math.round((median(side.on) / median(side.off)) * 100) / 100;
    }
  },
  10 * 60_000,
);
