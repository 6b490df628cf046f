import pg from 'pg';
import { buildApp } from '../src/app';
import { ChangeFeed } from '../src/db/change-feed';
import { countingQueries } from './cases-fixtures';
import { cookieFor, createAccount, createTestContext, signedInUsers, type TestContext } from './helpers';
import { insertGeo, insertHotel } from './hotels-fixtures';

/**
 * The read caches of docs/adr/0008 (session users, hotel list) never serve what a write has
 * changed: writes of this process reach them at once, writes of another replica (here: another
 * connection, raw SQL) through PostgreSQL's notifications.
 */
let ctx: TestContext;
let cookies: Awaited<ReturnType<typeof signedInUsers>>;
/** "Another replica": its own connection, writes the app's Kysely handle never sees. */
let other: pg.Client;

beforeAll(async () => {
  ctx = await createTestContext();
  cookies = await signedInUsers(ctx.db);
  other = new pg.Client({ connectionString: ctx.config.databaseUrl! });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await ctx.close();
});

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie } });
const hotelNames = async (query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/hotels${query}`,
    headers: { cookie: cookies.admin },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { name: string }[]).map((h) => h.name);
};

/** Retries `check` until it passes (a notification takes a few milliseconds), at most 5 s. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const until = Date.now() + 5000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

describe('session users', () => {
  it('a login deactivated by another replica is signed out', async () => {
    const id = await createAccount(ctx.db, { email: 'mario@test.it', roleId: 'operator' });
    const cookie = await cookieFor(ctx.db, id);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    await other.query('update accounts set active = false where id = $1', [id]);
    await eventually(async () => expect((await me(cookie)).statusCode).toBe(401));
  });

  it('a session deleted by this process (logout, deleted user) ends on the very next request', async () => {
    const id = await createAccount(ctx.db, { email: 'luigi@test.it', roleId: 'operator' });
    const cookie = await cookieFor(ctx.db, id);
    expect((await me(cookie)).statusCode).toBe(200);
    await ctx.db.deleteFrom('sessions').where('account_id', '=', id).execute();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a role change shows on the next request', async () => {
    const id = await createAccount(ctx.db, { email: 'anna@test.it', roleId: 'operator' });
    const cookie = await cookieFor(ctx.db, id);
    expect((await me(cookie)).json().user.role.id).toBe('operator');
    await ctx.db.updateTable('accounts').set({ role_id: 'supervisor' }).where('id', '=', id).execute();
    expect((await me(cookie)).json().user.role.id).toBe('supervisor');
  });
});

describe('hotel list', () => {
  let hotelId: number;
  beforeAll(async () => {
    const geo = await insertGeo(ctx.db);
    hotelId = await insertHotel(ctx.db, 'Hotel Cache Uno', { location_id: geo.locationId });
  });

  it('shows a hotel renamed through the API at once', async () => {
    expect(await hotelNames('?name=cache')).toEqual(['Hotel Cache Uno']);
    const edit = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/hotels/${hotelId}/edit`,
        headers: { cookie: cookies.admin },
      })
    ).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/hotels/${hotelId}`,
      headers: { cookie: cookies.admin },
      payload: { ...edit, name: 'Hotel Cache Due' },
    });
    expect(res.statusCode).toBe(200);
    expect(await hotelNames('?name=cache')).toEqual(['Hotel Cache Due']);
  });

  it('shows a change made by another replica once its notification arrives', async () => {
    expect(await hotelNames('?name=cache')).toHaveLength(1);
    await other.query(`insert into hotels (name, country_id) values ('Hotel Cache Tre', 'IT')`);
    await eventually(async () => expect(await hotelNames('?name=cache')).toHaveLength(2));
  });

  it('shows a renamed location (a name the list shows) once its notification arrives', async () => {
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/hotels?name=cache%20due',
      headers: { cookie: cookies.admin },
    });
    expect(before.json().items[0].location.name).toBe('Sirmione');
    await other.query(`update locations set name = 'Sirmione del Garda' where name = 'Sirmione'`);
    await eventually(async () => {
      const after = await ctx.app.inject({
        method: 'GET',
        url: '/api/hotels?name=cache%20due',
        headers: { cookie: cookies.admin },
      });
      expect(after.json().items[0].location.name).toBe('Sirmione del Garda');
    });
  });
});

describe('what the caches save', () => {
  it('a repeated hotel-list request reads nothing from the database, until a write', async () => {
    const feed = new ChangeFeed(ctx.config.databaseUrl!, { warn: () => {} });
    await feed.start();
    const counting = countingQueries(ctx.db.withPlugin(feed.plugin));
    const app = await buildApp({ config: ctx.config, db: counting.db, changes: feed });
    try {
      const list = () =>
        app.inject({ method: 'GET', url: '/api/hotels?name=cache', headers: { cookie: cookies.operator } });
      expect((await list()).statusCode).toBe(200);
      const first = counting.count();
      expect(first).toBeGreaterThanOrEqual(3); // session, page, count
      expect((await list()).statusCode).toBe(200);
      expect(counting.count()).toBe(first);
      await other.query(`update hotels set description = 'z' where false`);
      await eventually(async () => {
        await list();
        expect(counting.count()).toBeGreaterThanOrEqual(first + 2);
      });
      // Without a live feed nothing is kept: every request reads.
      await feed.stop();
      const before = counting.count();
      await list();
      expect(counting.count()).toBeGreaterThanOrEqual(before + 3);
    } finally {
      await app.close();
      await feed.stop();
    }
  });
});

describe('change feed', () => {
  it('reports other connections’ writes (statement triggers fire even when no row changes), goes not-live when its connection is lost, and comes back', async () => {
    const feed = new ChangeFeed(ctx.config.databaseUrl!, { warn: () => {} }, 50);
    const seen: (string | null)[] = [];
    feed.subscribe((c) => seen.push(c && `${c.table}:${c.op}`));
    try {
      await feed.start();
      expect(feed.live).toBe(true);
      await other.query(`update hotels set description = 'x' where false`);
      await eventually(async () => expect(seen).toContain('hotels:update'));
      // Sessions notify only on delete (their sliding expiry updates them every minute).
      await other.query(`update sessions set last_seen_at = now()`);
      await other.query(`delete from sessions where false`);
      await eventually(async () => expect(seen).toContain('sessions:delete'));
      expect(seen).not.toContain('sessions:update');

      seen.length = 0;
      await other.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'ham-changes' and datname = current_database() and pid <> pg_backend_pid()`);
      await eventually(async () => expect(seen).toContain(null));
      // It reconnects by itself (and says so with another null: caches start empty).
      await eventually(async () => expect(feed.live).toBe(true));
      await other.query(`update hotels set description = 'y' where false`);
      await eventually(async () => expect(seen).toContain('hotels:update'));
    } finally {
      await feed.stop();
    }
    expect(feed.live).toBe(false);
  });
});
