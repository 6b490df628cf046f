// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): the ESM-only OIDC provider and client, sign-in over a real socket
import { authResponse } from '@ham/contracts';
import {
  accountWithPassword,
  apiAuth,
  landingAfterCallback,
  listeningSuite,
  openLoginPage,
  PASSWORD,
  signedInBrowser,
  submitLogin,
  TestBrowser,
} from './auth-helpers';
import { createAgency } from './helpers';

const t = listeningSuite();

beforeAll(async () => {
  await accountWithPassword(t.ctx.db, { email: 'admin@test.it', roleId: 'admin' });
  const agencyId = await createAgency(t.ctx.db, 'agenzia@test.it');
  await accountWithPassword(t.ctx.db, { email: 'agenzia@test.it', agencyId });
});

describe('GET /api/auth', () => {
  test('answers 401 JSON without a session cookie', async () => {
    const res = await t.ctx.app.inject({ method: 'GET', url: '/api/auth' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Accesso non effettuato' });
  });

  test('answers 401 with a forged or over-long cookie', async () => {
    for (const value of ['forged-value', 'x'.repeat(5000)]) {
      const res = await t.ctx.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: { cookie: `ham_session=${value}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Unauthorized');
    }
  });
});

describe('sign-in through the embedded provider', () => {
  test('staff: Italian login page, wrong password refused, right one signs in and returns to return_to', async () => {
    const browser = new TestBrowser(t.ctx.baseUrl);
    const loginPage = await openLoginPage(browser, '/aree?x=1');
    expect(loginPage.status).toBe(200);
    expect(loginPage.body).toContain('<html lang="it">');
    for (const text of ['Hotel Allotment Manager', 'E-mail', 'Password', 'Accedi', 'Password dimenticata?']) {
      expect(loginPage.body).toContain(text);
    }

    const refused = await submitLogin(browser, loginPage, 'admin@test.it', 'Sbagliata1');
    expect(refused.body).toContain('E-mail o password non validi');
    const unknown = await submitLogin(browser, loginPage, 'nessuno@test.it', PASSWORD);
    expect(unknown.body).toContain('E-mail o password non validi');

    await submitLogin(browser, loginPage, 'ADMIN@test.it', PASSWORD);
    expect(landingAfterCallback(browser)).toBe(`${t.ctx.baseUrl}/aree?x=1`);
    const res = await apiAuth(t.ctx, browser);
    expect(res.statusCode).toBe(200);
    const body = authResponse.parse(res.json());
    expect(body.type).toBe('admin');
    expect(body.user).toMatchObject({
      email: 'admin@test.it',
      firstName: 'Test',
      lastName: 'admin',
      agency: null,
    });
    expect(body.user.role).toMatchObject({ id: 'admin', name: 'Amministratore' });
    expect(body.user.role?.permissions).toContain('manage_users');
  });

  test('the session cookie is HttpOnly, SameSite=Lax, Path=/, and the callback works once', async () => {
    const browser = await signedInBrowser(t.ctx, 'admin@test.it');
    const callback = browser.visited.find((url) => url.includes('/api/auth/callback'))!;
    // Replaying the callback is refused: the state is used once.
    const replay = await browser.request(callback);
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body)).toMatchObject({ error: 'SignInFailed' });

    // Signed in at the provider already: a new sign-in goes straight back with a new cookie.
    let step = await browser.request('/api/auth/login');
    while (!step.url.includes('/api/auth/callback')) {
      expect(step.body).not.toContain('Password');
      step = await browser.request(step.location!);
    }
    const cookie = step.setCookies.find((c) => c.startsWith('ham_session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    // publicUrl is plain http on 127.0.0.1 here: no Secure, or the browser would drop it.
    expect(cookie).not.toMatch(/Secure/);
  });

  test("agency login: type 'agency' with its agency", async () => {
    const browser = await signedInBrowser(t.ctx, 'agenzia@test.it');
    const body = authResponse.parse((await apiAuth(t.ctx, browser)).json());
    expect(body.type).toBe('agency');
    expect(body.user.role).toBeNull();
    expect(body.user.agency).toMatchObject({
      fullName: 'Agenzia di prova',
      city: 'Bologna',
      country: { id: 'IT', name: 'Italia' },
    });
  });

  test('a return_to outside the app lands on /', async () => {
    const browser = await signedInBrowser(t.ctx, 'admin@test.it', { returnTo: `${t.ctx.baseUrl}/pratiche` });
    expect(landingAfterCallback(browser)).toBe(`${t.ctx.baseUrl}/pratiche`);
    // Signed in at the provider: each further sign-in comes straight back to the callback.
    for (const returnTo of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      browser.visited.length = 0;
      await openLoginPage(browser, returnTo);
      expect(landingAfterCallback(browser)).toBe(`${t.ctx.baseUrl}/`);
    }
    // Non-ASCII paths: the sign-in completes (never a 500) and lands on the site, encoded.
    for (const [returnTo, landing] of [
      ['/\u3002evil.example', '/%E3%80%82evil.example'],
      ['/città', '/citt%C3%A0'],
    ]) {
      browser.visited.length = 0;
      await openLoginPage(browser, returnTo);
      expect(landingAfterCallback(browser)).toBe(`${t.ctx.baseUrl}${landing}`);
    }
  });

  test('a callback without a known state is a JSON 400, never a 500', async () => {
    for (const url of [
      '/api/auth/callback',
      '/api/auth/callback?state=nope&code=x',
      '/api/auth/callback?error=access_denied',
    ]) {
      const res = await t.ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'SignInFailed' });
    }
  });

  test('changepassword and its cognito alias lead to the provider page', async () => {
    for (const url of ['/api/auth/changepassword', '/api/auth/cognito/changepassword']) {
      const res = await t.ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${t.ctx.baseUrl}/idp/password`);
    }
  });
});

describe('sign-out', () => {
  test('ends the app session and the provider session: the next sign-in asks the password again', async () => {
    const browser = await signedInBrowser(t.ctx, 'admin@test.it');
    expect((await apiAuth(t.ctx, browser)).statusCode).toBe(200);
    const sessionCookie = browser.cookie('ham_session')!;

    const logout = await browser.request('/api/auth/logout?return_to=%2F');
    expect(logout.location).toContain(`${t.ctx.baseUrl}/idp/session/end?`);
    expect(browser.cookie('ham_session')).toBeUndefined();
    const old = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { cookie: `ham_session=${sessionCookie}` },
    });
    expect(old.statusCode).toBe(401);

    // The provider's Italian page submits its form by script; the test submits it instead.
    const confirm = await browser.request(logout.location!);
    expect(confirm.body).toContain('<html lang="it">');
    expect(confirm.body).not.toContain('Do you want');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1];
    const done = await browser.request(action, { xsrf, logout: 'yes' });
    expect(done.location).toBe(`${t.ctx.baseUrl}/`);

    const again = await openLoginPage(browser);
    expect(again.body).toContain('Accedi');
    expect(again.url).toContain('/idp/interaction/');
  });
});
