/**
 * 'Accessi' (docs/product/history.md): sign-in successes and failures, sign-outs, password
 * changes, attempts refused by the limits; read back by GET /sign-ins (manage_users).
 */
import { sql } from 'kysely';
import {
  accountWithPassword,
  listeningSuite,
  openLoginPage,
  PASSWORD,
  signIn,
  submitLogin,
  TestBrowser,
} from './auth-helpers';
import { cookieFor, createAccount } from './helpers';

const t = listeningSuite({ signInAttemptsPerMinute: 3 });

const events = (email: string) =>
  t.ctx.db
    .selectFrom('sign_in_events')
    .select(['kind', 'account_id', 'email', 'ip', 'user_agent'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();

test('a failed and a successful sign-in, a sign-out: each a line with account, address and user agent', async () => {
  const id = await accountWithPassword(t.ctx.db, { email: 'accessi@test.it', roleId: 'operator' });
  const browser = new TestBrowser(t.ctx.baseUrl);
  const failed = await submitLogin(browser, await openLoginPage(browser), 'accessi@test.it', 'sbagliata');
  expect(failed.status).toBe(401);
  await signIn(browser, 'accessi@test.it', PASSWORD);
  await browser.request('/api/auth/logout?return_to=%2F');
  const lines = await events('accessi@test.it');
  expect(lines.map((l) => [l.kind, l.account_id])).toEqual([
    ['sign_in_failed', id],
    ['sign_in', id],
    ['sign_out', id],
  ]);
  expect(lines[0].ip).toBe('127.0.0.1');
});

test('an unknown e-mail is recorded without an account; attempts over the limit are recorded as locked', async () => {
  const browser = new TestBrowser(t.ctx.baseUrl);
  for (let i = 0; i < 5; i++) {
    await submitLogin(browser, await openLoginPage(browser), 'nessuno@test.it', 'sbagliata').catch(
      () => undefined,
    );
  }
  const kinds = (await events('nessuno@test.it')).map((l) => [l.kind, l.account_id]);
  expect(kinds).toContainEqual(['sign_in_failed', null]);
  expect(kinds).toContainEqual(['locked', null]);
});

test('GET /sign-ins: manage_users only, newest first, filtered by text and kind; lines cannot be changed', async () => {
  const admin = await cookieFor(
    t.ctx.db,
    await createAccount(t.ctx.db, { email: 'capo@test.it', roleId: 'admin' }),
  );
  const operator = await cookieFor(
    t.ctx.db,
    await createAccount(t.ctx.db, { email: 'op@test.it', roleId: 'operator' }),
  );
  await accountWithPassword(t.ctx.db, { email: 'filtro@test.it', roleId: 'operator' });
  const browser = new TestBrowser(t.ctx.baseUrl);
  await signIn(browser, 'filtro@test.it', PASSWORD);
  const get = (url: string, cookie: string) =>
    t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  expect((await get('/sign-ins', operator)).statusCode).toBe(403);
  const res = await get('/sign-ins?q=filtro&kind=sign_in', admin);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    items: [
      {
        kind: 'sign_in',
        kindName: 'Accesso',
        account: 'Test filtro',
        email: 'filtro@test.it',
        ip: '127.0.0.1',
      },
    ],
    pageInfo: { totalItems: 1 },
  });
  await expect(sql`update sign_in_events set ip = 'x'`.execute(t.ctx.db)).rejects.toThrow(
    /non si può modificare/,
  );
  await expect(sql`delete from sign_in_events`.execute(t.ctx.db)).rejects.toThrow(/non si può modificare/);
});
