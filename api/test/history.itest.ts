import { formatEuro } from '@ham/contracts';
import { sql } from 'kysely';
import * as holds from '../src/allotment/holds-service';
import type { Db } from '../src/db/schema';
import { applyHistoryRetention } from '../src/jobs/history-retention-job';
import { accountIdOf, signedInSuite } from './helpers';
import { insertStay } from './hotels-fixtures';
import { xlsxRows } from './xlsx-support';

/** History lines (migration 0020, docs/adr/0025): written by the database, with the request's actor. */
const t = signedInSuite();
const admin = t.api('/api', 'admin');
const agency = t.api('/api', 'agency');

const linesOf = (table: string, recordId: string | number) =>
  t.ctx.db
    .selectFrom('history')
    .selectAll()
    .where('table_name', '=', table)
    .where('record_id', '=', String(recordId))
    .orderBy('id')
    .execute();

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('lines of a record, with the actor', () => {
  test('an area created, changed and deleted through the API: three lines by the staff user', async () => {
    const adminId = await accountIdOf(t.ctx.db, 'admin@test.it');
    const created = await admin('POST', '/geo/areas', { name: 'Dolomiti', countryId: 'IT' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect(
      (await admin('PUT', `/geo/areas/${id}`, { name: 'Dolomiti venete', countryId: 'IT', version: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await admin('DELETE', `/geo/areas/${id}`)).statusCode).toBe(204);

    const lines = await linesOf('areas', id);
    expect(lines.map((l) => l.op)).toEqual(['I', 'U', 'D']);
    for (const line of lines) {
      expect(line).toMatchObject({
        actor_id: adminId,
        actor_name: 'Test admin',
        actor_kind: 'staff',
        forced: false,
      });
      expect(line.request_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(lines[0]).toMatchObject({
      old: null,
      new: expect.objectContaining({ name: 'Dolomiti' }),
      changed: [],
    });
    expect(lines[1]).toMatchObject({
      old: expect.objectContaining({ name: 'Dolomiti' }),
      new: expect.objectContaining({ name: 'Dolomiti venete' }),
      changed: ['name'],
      label: 'Dolomiti venete',
    });
    expect(lines[2]).toMatchObject({ old: expect.objectContaining({ name: 'Dolomiti venete' }), new: null });
    // Three requests, three request ids.
    expect(new Set(lines.map((l) => l.request_id)).size).toBe(3);
  });

  test("an agency user's quote request: the line names the agency user and the agency", async () => {
    const area = (await admin('POST', '/geo/areas', { name: 'Lago Maggiore', countryId: 'IT' })).json() as {
      id: number;
    };
    const agencyUser = await t.ctx.db
      .selectFrom('accounts')
      .select(['id', 'agency_id'])
      .where('email', '=', 'agenzia@test.it')
      .executeTakeFirstOrThrow();
    const res = await agency('POST', '/quotereq', {
      guestCount: 20,
      guestTypeId: 's',
      begin: future(40),
      end: future(44),
      areaId: area.id,
      serviceClassId: 'hb',
      notes: null,
    });
    expect(res.statusCode).toBe(201);
    const [line] = await linesOf('quote_requests', (res.json() as { id: number }).id);
    expect(line).toMatchObject({
      op: 'I',
      actor_id: agencyUser.id,
      actor_name: 'Test agenzia',
      actor_kind: 'agency',
      agency_id: agencyUser.agency_id,
      parent_table: 'agencies',
      parent_id: String(agencyUser.agency_id),
    });
  });

  test("a direct SQL update (a script, a job) is recorded as 'sistema'", async () => {
    const area = (await admin('POST', '/geo/areas', { name: 'Cinque Terre', countryId: 'IT' })).json() as {
      id: number;
    };
    await sql`update areas set name = 'Le Cinque Terre' where id = ${area.id}`.execute(t.ctx.db);
    await t.ctx.db
      .transaction()
      .execute((tx) =>
        tx.updateTable('areas').set({ name: 'Cinque Terre' }).where('id', '=', area.id).execute(),
      );
    const lines = await linesOf('areas', area.id);
    expect(lines.slice(1).map((l) => [l.op, l.actor_id, l.actor_name, l.actor_kind, l.request_id])).toEqual([
      ['U', null, 'sistema', 'system', null],
      ['U', null, 'sistema', 'system', null],
    ]);
  });

  test('the actor never stays on a pooled connection after its request', async () => {
    const area = (await admin('POST', '/geo/areas', { name: 'Langhe', countryId: 'IT' })).json() as {
      id: number;
    };
    // More writes than the pool's connections, outside any request.
    for (let i = 0; i < 8; i++) {
      await t.ctx.db
        .updateTable('areas')
        .set({ name: `Langhe ${i}` })
        .where('id', '=', area.id)
        .execute();
    }
    const lines = await linesOf('areas', area.id);
    expect(lines.slice(1).every((l) => l.actor_name === 'sistema')).toBe(true);
    expect(lines).toHaveLength(9);
  });

  test('an update changing nothing but its version writes no line; a password hash is never copied', async () => {
    const id = await accountIdOf(t.ctx.db, 'operatore@test.it');
    const before = (await linesOf('accounts', id)).length;
    await sql`update accounts set version = version + 1 where id = ${id}`.execute(t.ctx.db);
    expect(await linesOf('accounts', id)).toHaveLength(before);
    await sql`update accounts set password_hash = 'scrypt$segreto' where id = ${id}`.execute(t.ctx.db);
    const lines = await linesOf('accounts', id);
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({ changed: ['password_hash'] });
    expect(JSON.stringify(lines)).not.toContain('segreto');
    expect(lines.at(-1)?.new).toMatchObject({ password_hash: '***' });
  });

  test('a composite key and a parent: a hotel offer', async () => {
    const hotel = await t.ctx.db
      .insertInto('hotels')
      .values({ name: 'Hotel Storico' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('hotel_offers').values({ hotel_id: hotel.id, guest_type_id: 's' }).execute();
    const [line] = await linesOf('hotel_offers', `${hotel.id},s`);
    expect(line).toMatchObject({ op: 'I', parent_table: 'hotels', parent_id: String(hotel.id) });
  });
});

describe('every business table is tracked', () => {
  test('the trigger is on exactly the tracked tables', async () => {
    const { rows } = await sql<{ table: string }>`
      select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = 'history_capture' order by 1`.execute(t.ctx.db);
    expect(rows.map((r) => r.table)).toEqual(
      [
        'accounts',
        'agencies',
        'areas',
        'availability_blocks',
        'bus_prices',
        'bus_services',
        'bus_trips',
        'cases',
        'config_groups',
        'feature_flags',
        'guide_services',
        'guided_tours',
        'holds',
        'hotel_mails',
        'hotel_offers',
        'hotel_prices',
        'hotels',
        'invoice_revisions',
        'invoices',
        'locations',
        'meals',
        'payment_installments',
        'payment_plans',
        'payment_reminders',
        'participants',
        'payments',
        'quote_offer_alternatives',
        'quote_offers',
        'quote_requests',
        'release_notices',
        'restaurant_menus',
        'restaurants',
        'rooming_lists',
        'rooming_reminders',
        'sdi_messages',
        'sent_documents',
        'stays',
        'vouchers',
      ].sort(),
    );
  });
});

describe('history lines cannot be changed', () => {
  test('UPDATE, DELETE and TRUNCATE are refused; only the retention setting lets a DELETE through', async () => {
    await admin('POST', '/geo/areas', { name: 'Salento', countryId: 'IT' });
    await expect(sql`update history set actor_name = 'altri'`.execute(t.ctx.db)).rejects.toThrow(
      /non si può modificare/,
    );
    await expect(sql`delete from history`.execute(t.ctx.db)).rejects.toThrow(/non si può modificare/);
    await expect(sql`truncate history`.execute(t.ctx.db)).rejects.toThrow(/non si può modificare/);
    const count = async () =>
      Number((await sql<{ n: number }>`select count(*)::int as n from history`.execute(t.ctx.db)).rows[0].n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await t.ctx.db.transaction().execute(async (tx) => {
      await sql`select set_config('ham.retention', 'on', true)`.execute(tx);
      await sql`delete from history where table_name = 'areas' and label = 'Salento'`.execute(tx);
    });
    expect(await count()).toBe(before - 1);
    // The setting was transaction-local.
    await expect(sql`delete from history`.execute(t.ctx.db)).rejects.toThrow(/non si può modificare/);
  });
});

describe('GET /history/:kind/:id and /history (Registro attività)', () => {
  const operator = t.api('/api', 'operator');

  test("a hotel's history lists its prices newest first, with Italian labels and euro; who changed it", async () => {
    const hotel = await t.ctx.db
      .insertInto('hotels')
      .values({ name: 'Hotel Euro' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('hotel_offers').values({ hotel_id: hotel.id, guest_type_id: 's' }).execute();
    const price = await t.ctx.db
      .insertInto('hotel_prices')
      .values({
        hotel_id: hotel.id,
        guest_type_id: 's',
        begin: '2030-06-01',
        end: '2030-06-30',
        prices: JSON.stringify({ hb: 5000 }),
        costs: JSON.stringify({ hb: 4000 }),
        extras: '{}',
        extras_costs: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update hotel_prices set prices = '{"hb": 5550}', "end" = '2030-07-15' where id = ${price.id}`.execute(
      t.ctx.db,
    );

    const res = await operator('GET', `/history/hotel/${hotel.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as { items: HistoryEntryJson[]; pageInfo: { totalItems: number } };
    expect(page.pageInfo.totalItems).toBe(4);
    expect(page.items.map((e) => [e.table, e.action])).toEqual([
      ['hotel_prices', 'Modificato'],
      ['hotel_prices', 'Creato'],
      ['hotel_offers', 'Creato'],
      ['hotels', 'Creato'],
    ]);
    const [change] = page.items;
    expect(change).toMatchObject({
      who: 'sistema',
      whoKind: 'system',
      tableName: 'Prezzo listino',
      forced: false,
    });
    expect(change.changes).toEqual([
      { field: 'end', label: 'Al', old: '30/06/2030', new: '15/07/2030' },
      { field: 'prices', label: 'Prezzi', old: `hb: ${formatEuro(5000)}`, new: `hb: ${formatEuro(5550)}` },
    ]);
    // Staff have access to costs: the new price's costs are there.
    expect(page.items[1].changes).toContainEqual({
      field: 'costs',
      label: 'Costi',
      old: '',
      new: `hb: ${formatEuro(4000)}`,
    });
    expect((await operator('GET', `/history/price/${price.id}`)).json()).toMatchObject({
      pageInfo: { totalItems: 2 },
    });
  });

  test("a case's history holds its stays' holds too; agency users and anonymous are refused", async () => {
    expect((await agency('GET', '/history/hotel/1')).statusCode).toBe(403);
    expect((await t.ctx.app.inject({ method: 'GET', url: '/api/history/hotel/1' })).statusCode).toBe(401);
    expect((await operator('GET', '/history')).statusCode).toBe(403);
    expect((await agency('GET', '/history')).statusCode).toBe(403);
  });

  test('Registro attività: filters by user (0 = sistema), kind, period and text; paged', async () => {
    const adminId = await accountIdOf(t.ctx.db, 'admin@test.it');
    const made = (await admin('POST', '/geo/areas', { name: 'Val di Non', countryId: 'IT' })).json() as {
      id: number;
    };
    await sql`update areas set name = 'Val di Sole' where id = ${made.id}`.execute(t.ctx.db);

    const byAdmin = (await admin('GET', `/history?user=${adminId}&kind=areas&q=non`)).json() as Paged;
    expect(byAdmin.items.map((e) => [e.recordId, e.who, e.action])).toEqual([
      [String(made.id), 'Test admin', 'Creato'],
    ]);
    const bySystem = (
      await admin('GET', `/history?user=0&kind=areas&q=${encodeURIComponent('Val di')}`)
    ).json() as Paged;
    expect(bySystem.items.map((e) => [e.recordId, e.who, e.action])).toEqual([
      [String(made.id), 'sistema', 'Modificato'],
    ]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());
    const inPeriod = (
      await admin('GET', `/history?kind=areas&from=${today}&to=${today}&ipp=1`)
    ).json() as Paged;
    expect(inPeriod.items).toHaveLength(1);
    expect(inPeriod.pageInfo.totalItems).toBeGreaterThan(1);
    const past = (await admin('GET', '/history?kind=areas&from=2001-01-01&to=2001-12-31')).json() as Paged;
    expect(past.pageInfo.totalItems).toBe(0);
    expect((await admin('GET', '/history?user=0x10')).statusCode).toBe(400);
  });

  test('the download: CSV with the lines, the changes in Italian', async () => {
    const made = (
      await admin('POST', '/geo/areas', { name: 'Riviera del Conero', countryId: 'IT' })
    ).json() as { id: number };
    await admin('PUT', `/geo/areas/${made.id}`, { name: 'Conero', countryId: 'IT', version: 0 });
    const res = await admin('GET', '/history/export?format=csv&kind=areas&q=conero');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('registro-attivita.csv');
    expect(res.body).toContain('Data e ora');
    expect(res.body).toContain('Nome: Riviera del Conero → Conero');
    expect(res.body).toContain('Test admin');

    const xlsx = await admin('GET', '/history/export?format=xlsx&kind=areas&q=conero');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('registro-attivita.xlsx');
    const [head, ...rows] = await xlsxRows(xlsx.rawPayload, 8);
    expect(head).toContain('Data e ora');
    const changes = head.indexOf('Modifiche');
    expect(changes).toBeGreaterThan(0);
    // Newest first: the change, then the creation, each with who made it.
    expect(rows).toHaveLength(2);
    expect(rows[0][changes]).toContain('Nome: Riviera del Conero → Conero');
    expect(rows.every((row) => row.includes('Test admin'))).toBe(true);
  });

  test('references are shown by name (a country, a hotel), in the panel and in the download', async () => {
    const italy = await t.ctx.db
      .selectFrom('countries')
      .select('name')
      .where('id', '=', 'IT')
      .executeTakeFirstOrThrow();
    const made = (await admin('POST', '/geo/areas', { name: 'Lago d’Iseo', countryId: 'IT' })).json() as {
      id: number;
    };
    const area = (await admin('GET', `/history/area/${made.id}`)).json() as Paged;
    expect(area.items[0].changes).toContainEqual({
      field: 'country_id',
      label: 'Nazione',
      old: '',
      new: italy.name,
    });

    const hotel = await t.ctx.db
      .insertInto('hotels')
      .values({ name: 'Hotel dei Nomi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('hotel_offers').values({ hotel_id: hotel.id, guest_type_id: 's' }).execute();
    const offers = (await admin('GET', `/history/hotel/${hotel.id}`)).json() as Paged;
    const offer = offers.items.find((e) => e.table === 'hotel_offers');
    expect(offer?.changes).toContainEqual(
      expect.objectContaining({ field: 'hotel_id', new: 'Hotel dei Nomi' }),
    );

    const csv = await admin('GET', `/history/export?format=csv&kind=areas&q=${encodeURIComponent('Iseo')}`);
    expect(csv.body).toContain(`Nazione: — → ${italy.name}`);
  });

  test('no route changes or deletes a line', async () => {
    const lines = await t.ctx.db.selectFrom('history').select('id').limit(1).execute();
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      const res = await admin(method, `/history/${lines[0].id}`, method === 'DELETE' ? undefined : {});
      expect([404, 405]).toContain(res.statusCode);
    }
  });
});

type HistoryEntryJson = {
  table: string;
  tableName: string;
  action: string;
  who: string;
  recordId: string;
  changes: { field: string; label: string; old: string; new: string }[];
};
type Paged = { items: HistoryEntryJson[]; pageInfo: { totalItems: number } };

describe('forced changes', () => {
  test('an overlapping price saved with ?force=true: its lines are forced, by its user', async () => {
    const hotel = await t.ctx.db
      .insertInto('hotels')
      .values({ name: 'Hotel Forzato' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await admin('PUT', `/hotels/${hotel.id}/offers/a`, { freebie: null })).statusCode).toBe(200);
    const entry = (begin: string, end: string, hb: number) => ({
      begin,
      end,
      prices: { bb: hb - 1000, hb, fb: hb + 1500 },
      costs: { bb: null, hb: null, fb: null },
      extras: {},
      extrasCosts: {},
    });
    const post = (body: unknown, force: boolean) =>
      admin('POST', `/hotels/${hotel.id}/offers/a/prices${force ? '?force=true' : ''}`, body);
    expect((await post(entry('2030-06-01', '2030-06-20', 5000), false)).statusCode).toBe(201);
    expect((await post(entry('2030-06-10', '2030-06-30', 6000), false)).statusCode).toBe(409);
    expect((await post(entry('2030-06-10', '2030-06-30', 6000), true)).statusCode).toBe(201);

    const lines = await t.ctx.db
      .selectFrom('history')
      .select(['op', 'forced', 'actor_name'])
      .where('table_name', '=', 'hotel_prices')
      .where('parent_id', '=', String(hotel.id))
      .orderBy('id')
      .execute();
    expect(lines[0]).toEqual({ op: 'I', forced: false, actor_name: 'Test admin' });
    // The forced save trimmed the first entry and added the second: both lines forced.
    expect(lines.slice(1).length).toBeGreaterThan(0);
    expect(lines.slice(1).every((l) => l.forced && l.actor_name === 'Test admin')).toBe(true);
    const page = (await admin('GET', `/history/hotel/${hotel.id}`)).json() as {
      items: { forced: boolean }[];
    };
    expect(page.items.filter((e) => e.forced).length).toBe(lines.length - 1);
  });
});

describe('retention (Configurazione → Storico modifiche)', () => {
  const yearsAgo = (n: number) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - n);
    d.setUTCDate(d.getUTCDate() - 1);
    return d;
  };
  const oldLine = (table: string, recordId: string, years: number) =>
    t.ctx.db
      .insertInto('history')
      .values({
        at: yearsAgo(years),
        table_name: table,
        record_id: recordId,
        parent_table: null,
        parent_id: null,
        op: 'I',
        old: null,
        new: null,
        changed: [],
        label: 'vecchia',
        actor_id: null,
        actor_name: 'sistema',
        actor_kind: 'system',
        agency_id: null,
        request_id: null,
        forced: false,
      } as never)
      .execute();
  const left = async () =>
    (
      await t.ctx.db
        .selectFrom('history')
        .select(['table_name', 'record_id'])
        .where('label', '=', 'vecchia')
        .orderBy('id')
        .execute()
    ).map((l) => `${l.table_name}:${l.record_id}`);

  test('documents and money 10 years, the rest 2 (defaults); configurable; only the job deletes', async () => {
    await oldLine('areas', 'r3', 3);
    await oldLine('areas', 'r1', 1);
    await oldLine('payments', 'p3', 3);
    await oldLine('payments', 'p11', 11);
    await oldLine('invoices', 'i11', 11);
    await t.ctx.db
      .insertInto('sign_in_events')
      .values({ kind: 'sign_in', email: 'vecchio@test.it', at: yearsAgo(3) })
      .execute();

    expect((await admin('GET', '/config/history')).json()).toEqual({
      documentsYears: 10,
      otherYears: 2,
      version: 0,
    });
    const result = await applyHistoryRetention(t.ctx.db);
    expect(result.history).toBeGreaterThanOrEqual(3);
    expect(await left()).toEqual(['areas:r1', 'payments:p3']);
    expect(
      await t.ctx.db
        .selectFrom('sign_in_events')
        .where('email', '=', 'vecchio@test.it')
        .selectAll()
        .execute(),
    ).toEqual([]);

    // Kept longer once configured; a second run deletes nothing more.
    await oldLine('areas', 'r3b', 3);
    const saved = await admin('PUT', '/config/history', { documentsYears: 10, otherYears: 5, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(await applyHistoryRetention(t.ctx.db)).toEqual({ history: 0, signIns: 0 });
    expect(await left()).toEqual(['areas:r1', 'payments:p3', 'areas:r3b']);
    expect(
      (await admin('PUT', '/config/history', { documentsYears: 0, otherYears: 5, version: 1 })).statusCode,
    ).toBe(400);
  });
});

describe("a case's history: its stays' options placed, changed, confirmed, released (by a job: 'sistema')", () => {
  test('the words of options and reservations, newest first, under the case', async () => {
    const hotelId = await t.ctx.db
      .insertInto('hotels')
      .values({ name: 'Hotel Opzioni' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const begin = future(30);
    const end = future(33);
    await t.ctx.db
      .insertInto('availability_blocks')
      .values({ hotel_id: hotelId.id, guest_type_id: 's', begin, end, places: 20, expiration_days: 0 })
      .execute();
    const stayId = await insertStay(t.ctx.db, hotelId.id, begin, end);
    const { case_number } = await t.ctx.db
      .selectFrom('stays')
      .select('case_number')
      .where('id', '=', stayId)
      .executeTakeFirstOrThrow();
    const base = {
      hotelId: hotelId.id,
      guestTypeId: 's',
      actorId: null,
      contact: 'Liceo',
      begin,
      end,
      places: 10,
      stayId,
    };
    const run = <T>(fn: (tx: Db) => Promise<T>) =>
      t.ctx.db.transaction().execute((tx) => fn(tx as unknown as Db));
    const option = await run((tx) => holds.placeOption(tx, base));
    await run((tx) => holds.changeHold(tx, option.id, { expires: future(5), actorId: null }));
    await run((tx) => holds.confirmHold(tx, option.id, 'Liceo', { actorId: null }));
    await run((tx) => holds.cancelHold(tx, option.id));

    const page = (await admin('GET', `/history/case/${case_number}`)).json() as Paged;
    const holdLines = page.items.filter((e) => e.table === 'holds');
    expect(holdLines.map((e) => [e.action, e.who])).toEqual([
      ['Rilasciata', 'sistema'],
      ['Confermata', 'sistema'],
      ['Modificato', 'sistema'],
      ['Opzione inserita', 'sistema'],
    ]);
    expect(holdLines[2].changes).toContainEqual(
      expect.objectContaining({
        field: 'expires',
        label: 'Scadenza opzione',
        new: future(5).split('-').reverse().join('/'),
      }),
    );
    // The case itself and its stay are there too.
    expect(page.items.map((e) => e.table)).toEqual(expect.arrayContaining(['cases', 'stays']));
  });
});
