import {
  accountWithPassword,
  landingAfterCallback,
  listeningSuite,
  openLoginPage,
  PASSWORD,
  signIn,
  submitLogin,
  TestBrowser,
} from './auth-helpers';

const t = listeningSuite();

test('too many password attempts from one address answer 429 in Italian', async () => {
  const browser = new TestBrowser(t.ctx.baseUrl);
  const loginPage = await openLoginPage(browser);
  const statuses: number[] = [];
  let last = loginPage;
  for (let i = 0; i < 11; i++) {
    last = await submitLogin(browser, loginPage, 'admin@test.it', `Sbagliata${i}`);
    statuses.push(last.status);
  }
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses[10]).toBe(429);
  expect(last.body).toContain('Troppi tentativi, riprova tra poco');

  // A colleague in the same office (same address, other e-mail) can still sign in.
  const colleague = await submitLogin(browser, loginPage, 'operatore@test.it', 'Sbagliata');
  expect(colleague.status).toBe(401);
});

test('only failures count: a user signing in often, from new browsers, is never held up', async () => {
  await accountWithPassword(t.ctx.db, { email: 'spesso@test.it', roleId: 'operator' });
  // More successful sign-ins than the per-e-mail limits allow attempts (10 a minute), each
  // from a browser that never signed in before (no device cookie).
  for (let i = 0; i < 12; i++) {
    const fresh = new TestBrowser(t.ctx.baseUrl);
    await signIn(fresh, 'spesso@test.it', PASSWORD);
    expect(landingAfterCallback(fresh)).toBe(`${t.ctx.baseUrl}/`);
  }
  // Failures still count as before: ten wrong passwords, then 429.
  const browser = new TestBrowser(t.ctx.baseUrl);
  const loginPage = await openLoginPage(browser);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++)
    statuses.push((await submitLogin(browser, loginPage, 'spesso@test.it', `Sbagliata${i}`)).status);
  expect(statuses).toEqual([...Array(10).fill(401), 429]);
});
