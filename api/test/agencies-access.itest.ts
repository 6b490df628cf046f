import { jest } from '@jest/globals';
import {
  apiAuth,
  listeningSuite,
  openLoginPage,
  setPassword,
  signIn,
  submitLogin,
  TestBrowser,
} from './auth-helpers';
import { type SignedInUsers, signedInUsers } from './helpers';

// Real sign-ins (scrypt, the OIDC round trip) take seconds.
jest.setTimeout(30_000);

// Fewer than 10 password POSTs in this file: the per-IP limit is shared by its tests.
const t = listeningSuite();
let users: SignedInUsers;
beforeAll(async () => {
  users = await signedInUsers(t.ctx.db);
});

const agency = { fullName: 'Viaggi Accesso S.r.l.', city: 'Rimini', countryId: 'IT' };
const save = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.ctx.app.inject({ method, url: `/api/agencies${url}`, headers: { cookie: users.admin }, payload });
const mailsTo = (to: string) =>
  t.ctx.db.selectFrom('mail_outbox').selectAll().where('to', '=', to).orderBy('id').execute();

test('agency access: enable → one e-mail → set password → sign in; disable → refused and session gone; re-enable → no new e-mail', async () => {
  const created = await save('POST', '', { ...agency, frontofficeEmail: 'accesso@viaggi.it' });
  expect(created.statusCode).toBe(201);
  const { id } = created.json();

  const mails = await mailsTo('accesso@viaggi.it');
  expect(mails).toHaveLength(1);
  const link = /(http\S+\/idp\/set-password\?token=\S+)/.exec(mails[0].text)?.[1];
  expect(link).toBeDefined();

  // Follow the link as the agency would and choose a password.
  const browser = new TestBrowser(t.ctx.baseUrl);
  expect((await browser.request(link!)).status).toBe(200);
  const done = await setPassword(browser, link!, 'Agenzia2026');
  expect(done.body).toContain('La password è stata impostata');

  await signIn(browser, 'accesso@viaggi.it', 'Agenzia2026');
  const signedIn = await apiAuth(t.ctx, browser);
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.json()).toMatchObject({
    type: 'agency',
    user: { email: 'accesso@viaggi.it', agency: { id, fullName: 'Viaggi Accesso S.r.l.' } },
  });

  // Disable: the existing session ends at once and signing in is refused.
  const off = await save('PUT', `/${id}`, { ...agency, frontofficeEmail: null, version: 0 });
  expect(off.statusCode).toBe(200);
  expect((await apiAuth(t.ctx, browser)).statusCode).toBe(401);
  const refused = await submitLogin(
    browser,
    await openLoginPage(browser),
    'accesso@viaggi.it',
    'Agenzia2026',
  );
  expect(refused.body).toContain('E-mail o password non validi');

  // Re-enable with the same address: the same login works again, no second e-mail.
  const on = await save('PUT', `/${id}`, { ...agency, frontofficeEmail: 'Accesso@Viaggi.it', version: 1 });
  expect(on.statusCode).toBe(200);
  expect(await mailsTo('accesso@viaggi.it')).toHaveLength(1);
  const again = new TestBrowser(t.ctx.baseUrl);
  await signIn(again, 'accesso@viaggi.it', 'Agenzia2026');
  expect((await apiAuth(t.ctx, again)).json().type).toBe('agency');
});

test('a new staff user follows the invitation link, sets a password and signs in', async () => {
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: users.admin },
    payload: { email: 'nuovo@staff.it', firstName: 'Nuovo', lastName: 'Utente', roleId: 'supervisor' },
  });
  expect(res.statusCode).toBe(201);
  const [mail] = await mailsTo('nuovo@staff.it');
  const link = /(http\S+\/idp\/set-password\?token=\S+)/.exec(mail.text)![1];
  const browser = new TestBrowser(t.ctx.baseUrl);
  await setPassword(browser, link, 'Staff2026x');
  await signIn(browser, 'nuovo@staff.it', 'Staff2026x');
  expect((await apiAuth(t.ctx, browser)).json()).toMatchObject({
    type: 'admin',
    user: { firstName: 'Nuovo', role: { id: 'supervisor' } },
  });
});
