import { listeningSuite, openLoginPage, submitLogin, TestBrowser } from './auth-helpers';

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
