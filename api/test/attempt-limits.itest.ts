import { buildApp } from '../src/app';
import { ChangeFeed } from '../src/db/change-feed';
import {
  accountWithPassword,
  apiAuth,
  type ListeningContext,
  listeningSuite,
  openLoginPage,
  PASSWORD,
  signedInBrowser,
  submitLogin,
} from './auth-helpers';

/**
 * Security audit, defects 5 and 10 (docs/SECURITY.md): password guesses are limited per address and e-mail, per
 * address across e-mails (password spraying) and per e-mail across addresses, with counters
 * in PostgreSQL shared by every replica. A refusal is a delay (429 with Retry-After until
 * the window ends), not a lockout: a browser that signed in to the account before keeps
 * its own allowance. The same limits guard change-password, set-password and forgot-password.
 * Here SIGNIN_ATTEMPTS_PER_MINUTE is 2: 2 per address and e-mail, 6 per address, 6 per e-mail.
 */

const t = listeningSuite({ signInAttemptsPerMinute: 2, trustProxy: true });

type App = ListeningContext['app'];

/** A password POST from `address` (X-Forwarded-For, the app trusts the proxy here). */
const attempt = (app: App, address: string, url: string, form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    payload: new URLSearchParams(form).toString(),
  });
const login = (address: string, email: string, app: App = t.ctx.app) =>
  attempt(app, address, '/idp/interaction/nessuna/login', { email, password: 'Tentativo1' });

async function statuses(sends: (() => Promise<{ statusCode: number }>)[]) {
  const out: number[] = [];
  for (const send of sends) out.push((await send()).statusCode);
  return out;
}

test('one address trying every account: refused after 6 attempts whatever the e-mail', async () => {
  const sends = Array.from({ length: 8 }, (_, i) => () => login('198.51.100.1', `utente${i}@test.it`));
  expect(await statuses(sends)).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
  // Another address is not affected.
  expect((await login('198.51.100.2', 'utente0@test.it')).statusCode).toBe(400);
});

test('one account tried from many addresses: refused after 6 attempts, with Retry-After', async () => {
  const sends = Array.from({ length: 7 }, (_, i) => () => login(`203.0.113.${i + 1}`, 'bersaglio@test.it'));
  expect(await statuses(sends)).toEqual([400, 400, 400, 400, 400, 400, 429]);
  const refused = await login('203.0.113.99', 'bersaglio@test.it');
  expect(refused.statusCode).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(refused.body).toContain('Troppi tentativi, riprova tra poco');
});

test('IPv6 addresses of one /64 count as one address', async () => {
  const sends = Array.from({ length: 7 }, (_, i) => () => login(`2001:db8:1:2::${i + 1}`, `sei${i}@test.it`));
  expect((await statuses(sends)).at(-1)).toBe(429);
});

test('two replicas share the counters', async () => {
  const feed = ChangeFeed.disabled();
  const second = await buildApp({ config: t.ctx.config, db: t.ctx.db, changes: feed });
  try {
    const sends = [
      () => login('192.0.2.7', 'replica@test.it'),
      () => login('192.0.2.7', 'replica@test.it', second),
      () => login('192.0.2.7', 'replica@test.it'),
      () => login('192.0.2.7', 'replica@test.it', second),
    ];
    expect(await statuses(sends)).toEqual([400, 400, 429, 429]);
  } finally {
    await second.close();
  }
});

test('a browser that signed in to the account before is not locked out by an attack on it', async () => {
  await accountWithPassword(t.ctx.db, { email: 'direttore@test.it', roleId: 'admin' });
  const browser = await signedInBrowser(t.ctx, 'direttore@test.it');
  expect((await apiAuth(t.ctx, browser)).statusCode).toBe(200);
  const sends = Array.from({ length: 7 }, (_, i) => () => login(`192.0.2.${100 + i}`, 'direttore@test.it'));
  expect((await statuses(sends)).at(-1)).toBe(429);
  // The attacker is refused; the director, from the browser that signed in before (its
  // sessions over since, its device cookie kept), is not.
  expect(browser.cookie('ham_device')).toBeDefined();
  browser.clearCookies(['ham_device']);
  const page = await openLoginPage(browser);
  const back = await submitLogin(browser, page, 'direttore@test.it', PASSWORD);
  expect(back.status).not.toBe(429);
  expect((await apiAuth(t.ctx, browser)).statusCode).toBe(200);
});

test('forgot-password and set-password have the same limits', async () => {
  const forgot = Array.from(
    { length: 7 },
    (_, i) => () => attempt(t.ctx.app, `192.0.2.${200 + i}`, '/idp/forgot', { email: 'posta@test.it' }),
  );
  expect((await statuses(forgot)).at(-1)).toBe(429);
  const setPassword = Array.from(
    { length: 7 },
    (_, i) => () =>
      attempt(t.ctx.app, '192.0.2.250', '/idp/set-password', {
        token: `falso${i}.x`,
        password: 'a',
        confirmation: 'a',
      }),
  );
  expect((await statuses(setPassword)).at(-1)).toBe(429);
  const change = Array.from(
    { length: 3 },
    () => () =>
      attempt(t.ctx.app, '192.0.2.251', '/idp/password', {
        email: 'cambio@test.it',
        currentPassword: 'x',
        password: 'y',
        confirmation: 'y',
      }),
  );
  expect(await statuses(change)).toEqual([401, 401, 429]);
});

test('the counters are rows in PostgreSQL', async () => {
  const rows = await t.ctx.db.selectFrom('attempt_counters').select(['key', 'hits']).execute();
  expect(rows.length).toBeGreaterThan(0);
  // Keys carry no e-mail in clear text.
  expect(rows.some((r) => r.key.includes('@'))).toBe(false);
});
