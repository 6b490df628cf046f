// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): scrypt password hashes and signed links
import { jest } from '@jest/globals';
import { createPasswordSetupLink } from '../src/auth/password-links';
import {
  accountWithPassword,
  apiAuth,
  listeningSuite,
  openLoginPage,
  PASSWORD,
  setPassword,
  signIn,
  submitLogin,
  TestBrowser,
} from './auth-helpers';
import { createAccount, createAgency } from './helpers';

// Fewer than 10 password POSTs per file: the per-IP limit is shared by every test of a file.
const t = listeningSuite();

test('an inactive account, or an agency login no longer its front-office address, cannot sign in', async () => {
  const id = await accountWithPassword(t.ctx.db, { email: 'spento@test.it' });
  await t.ctx.db.updateTable('accounts').set({ active: false }).where('id', '=', id).execute();
  const browser = new TestBrowser(t.ctx.baseUrl);
  const refused = await submitLogin(browser, await openLoginPage(browser), 'spento@test.it', PASSWORD);
  expect(refused.body).toContain('E-mail o password non validi');

  const agencyId = await createAgency(t.ctx.db, 'vecchia@test.it');
  await accountWithPassword(t.ctx.db, { email: 'vecchia@test.it', agencyId });
  await t.ctx.db
    .updateTable('agencies')
    .set({ frontoffice_email: 'nuova@test.it' })
    .where('id', '=', agencyId)
    .execute();
  const again = await submitLogin(browser, await openLoginPage(browser), 'vecchia@test.it', PASSWORD);
  expect(again.body).toContain('E-mail o password non validi');
  expect((await apiAuth(t.ctx, browser)).statusCode).toBe(401);
});

test('change password: rules, mismatch, wrong current; then the old password stops working', async () => {
  await accountWithPassword(t.ctx.db, { email: 'cambio@test.it' });
  const browser = new TestBrowser(t.ctx.baseUrl);
  const form = await browser.go('/idp/password');
  for (const text of ['Cambia password', 'Password attuale', 'Nuova password', 'Conferma nuova password']) {
    expect(form.body).toContain(text);
  }
  const post = (currentPassword: string, password: string, confirmation: string) =>
    browser.request('/idp/password', { email: 'cambio@test.it', currentPassword, password, confirmation });

  expect((await post('Sbagliata1', 'Nuova2026x', 'Nuova2026x')).body).toContain(
    'E-mail o password non validi',
  );
  expect((await post(PASSWORD, 'corta1', 'corta1')).body).toContain(
    'La password deve avere almeno 8 caratteri, con lettere e numeri',
  );
  expect((await post(PASSWORD, 'Nuova2026x', 'Nuova2026y')).body).toContain('Le password non coincidono');
  const done = await post(PASSWORD, 'Nuova2026x', 'Nuova2026x');
  expect(done.status).toBe(200);
  expect(done.body).toContain('La password è stata cambiata.');

  expect((await signIn(browser, 'cambio@test.it', PASSWORD)).body).toContain('E-mail o password non validi');
  await signIn(browser, 'cambio@test.it', 'Nuova2026x');
  expect((await apiAuth(t.ctx, browser)).statusCode).toBe(200);
});

test('set-password link: works once, refused when reused, forged or expired', async () => {
  const id = await createAccount(t.ctx.db, { email: 'invitato@test.it', roleId: 'operator' });
  const link = await createPasswordSetupLink(t.ctx.db, t.ctx.config, id);
  expect(link.startsWith(`${t.ctx.baseUrl}/idp/set-password?token=`)).toBe(true);
  const browser = new TestBrowser(t.ctx.baseUrl);

  const realNow = Date.now();
  const spy = jest.spyOn(Date, 'now').mockReturnValue(realNow + 73 * 3600 * 1000);
  try {
    expect((await browser.request(link)).status).toBe(400);
  } finally {
    spy.mockRestore();
  }
  expect((await browser.request(`${link.slice(0, -3)}xyz`)).body).toContain(
    'Il link non è valido o è scaduto',
  );

  const form = await browser.request(link);
  expect(form.status).toBe(200);
  expect(form.body).toContain('Conferma nuova password');
  const done = await setPassword(browser, link, 'Benvenuto1');
  expect(done.body).toContain('La password è stata impostata');

  expect((await browser.request(link)).body).toContain('Il link non è valido o è scaduto');
  const reused = await setPassword(browser, link, 'Altra2026x');
  expect(reused.status).toBe(400);

  await signIn(browser, 'invitato@test.it', 'Benvenuto1');
  expect((await apiAuth(t.ctx, browser)).json().user.role.id).toBe('operator');
});

test('forgot password answers the same for known and unknown addresses', async () => {
  await accountWithPassword(t.ctx.db, { email: 'dimentico@test.it' });
  const browser = new TestBrowser(t.ctx.baseUrl);
  expect((await browser.go('/idp/forgot')).body).toContain('E-mail');
  const message = 'Se l&#39;indirizzo è registrato riceverai un&#39;e-mail con le istruzioni.';
  expect((await browser.request('/idp/forgot', { email: 'dimentico@test.it' })).body).toContain(message);
  expect((await browser.request('/idp/forgot', { email: 'nessuno@test.it' })).body).toContain(message);
});
