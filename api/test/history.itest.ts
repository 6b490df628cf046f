import { sql } from 'kysely';
import { accountIdOf, signedInSuite } from './helpers';

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
        'payments',
        'quote_requests',
        'restaurant_menus',
        'restaurants',
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
