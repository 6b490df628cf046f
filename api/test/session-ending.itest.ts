import { sql } from 'kysely';
import { createPasswordLink } from '../src/auth/password-links';
import { deleteAccountSessions } from '../src/auth/sessions';
import {
  accountWithPassword,
  apiAuth,
  listeningSuite,
  PASSWORD,
  setPassword,
  signedInBrowser,
} from './auth-helpers';
import { cookieFor } from './helpers';

/**
 * Security audit, defect 4 (docs/SECURITY.md): a password change ends the account's other sessions (the current one
 * stays); a reset ends them all; a revoked session ends on the very next request even while
 * the session read cache (docs/adr/0008) is warm, and even when a request read the session
 * between the revoking statement and its commit.
 */

const t = listeningSuite();

const auth = (cookie: string) => t.ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie } });

async function providerPayloads(accountId: number) {
  return t.ctx.db
    .selectFrom('oidc_payloads')
    .select('type')
    .where(sql<string>`payload->>'accountId'`, '=', String(accountId))
    .execute();
}

test('changing the password ends the other sessions and keeps the current one', async () => {
  const id = await accountWithPassword(t.ctx.db, { email: 'cambio@test.it', roleId: 'operator' });
  const bystander = await cookieFor(
    t.ctx.db,
    await accountWithPassword(t.ctx.db, { email: 'collega@test.it', roleId: 'operator' }),
  );
  const browser = await signedInBrowser(t.ctx, 'cambio@test.it');
  const [laptop, phone] = [await cookieFor(t.ctx.db, id), await cookieFor(t.ctx.db, id)];
  for (const cookie of [laptop, phone, bystander]) expect((await auth(cookie)).statusCode).toBe(200);
  expect((await apiAuth(t.ctx, browser)).statusCode).toBe(200);

  const done = await browser.request('/idp/password', {
    email: 'cambio@test.it',
    currentPassword: PASSWORD,
    password: 'Nuova2026x',
    confirmation: 'Nuova2026x',
  });
  expect(done.body).toContain('La password è stata cambiata.');

  expect((await auth(laptop)).statusCode).toBe(401);
  expect((await auth(phone)).statusCode).toBe(401);
  expect((await apiAuth(t.ctx, browser)).statusCode).toBe(200);
  expect((await auth(bystander)).statusCode).toBe(200);
  // The provider's sessions and grants of the account end too (a new sign-in asks the password).
  expect(await providerPayloads(id)).toEqual([]);
});

test('resetting the password with a link ends every session of the account', async () => {
  const id = await accountWithPassword(t.ctx.db, { email: 'reset@test.it', roleId: 'operator' });
  const browser = await signedInBrowser(t.ctx, 'reset@test.it');
  const other = await cookieFor(t.ctx.db, id);
  expect((await auth(other)).statusCode).toBe(200);
  expect((await apiAuth(t.ctx, browser)).statusCode).toBe(200);

  const account = await t.ctx.db
    .selectFrom('accounts')
    .select(['id', 'password_hash as passwordHash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const link = await createPasswordLink(t.ctx.db, t.ctx.config, account, 'reset');
  const done = await setPassword(browser, link, 'Ripresa2026');
  expect(done.body).toContain('La password è stata impostata');

  expect((await auth(other)).statusCode).toBe(401);
  expect((await apiAuth(t.ctx, browser)).statusCode).toBe(401);
  expect(await providerPayloads(id)).toEqual([]);
});

test('a session read while its revocation was not yet committed is not kept by the cache', async () => {
  const id = await accountWithPassword(t.ctx.db, { email: 'revocato@test.it', roleId: 'operator' });
  const cookie = await cookieFor(t.ctx.db, id);
  expect((await auth(cookie)).statusCode).toBe(200);
  const trx = await t.ctx.db.startTransaction().execute();
  try {
    await deleteAccountSessions(trx, id);
    // Another request meanwhile still sees the committed session…
    expect((await auth(cookie)).statusCode).toBe(200);
    await trx.commit().execute();
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  // …but the very next request after the commit does not get it from the cache.
  expect((await auth(cookie)).statusCode).toBe(401);
});
