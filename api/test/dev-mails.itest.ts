import { cookieFor, createAccount, createTestContext, signedInCookie, signedInSuite } from './helpers';

/**
 * Security audit, defect 1 (docs/SECURITY.md): the demo mailbox (GET /api/dev/mails) let any staff user read the
 * password-reset link of another account and take it over. Now: manage_users only, and a
 * set-password link is shown in full only to its own account, or when it is the pending
 * invitation of an account that has no password yet (which a manage_users holder could
 * create anyway). Never mounted outside demo mode.
 */

const t = signedInSuite({ demo: true });
let supervisor: string;
let otherAdminId: number;
let otherAdmin: string;
beforeAll(async () => {
  supervisor = await signedInCookie(t.ctx.db, { email: 'resp@test.it', roleId: 'supervisor' });
  otherAdminId = await createAccount(t.ctx.db, { email: 'capo@test.it', roleId: 'admin' });
  await t.ctx.db
    .updateTable('accounts')
    .set({ password_hash: 'scrypt$existing' })
    .where('id', '=', otherAdminId)
    .execute();
  otherAdmin = await cookieFor(t.ctx.db, otherAdminId);
});

const mailbox = (cookie?: string) =>
  t.ctx.app.inject({ method: 'GET', url: '/api/dev/mails', headers: cookie ? { cookie } : {} });

const forgot = (email: string) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/idp/forgot',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `email=${encodeURIComponent(email)}`,
  });

const LINK = /\/idp\/set-password\?token=[\w-]+\.[\w-]+/;

async function mailsTo(cookie: string, to: string): Promise<{ text: string }[]> {
  const res = await mailbox(cookie);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { to: string; text: string }[]).filter((m) => m.to === to);
}

test('only manage_users may open the mailbox', async () => {
  expect((await mailbox()).statusCode).toBe(401);
  expect((await mailbox(t.users.agency)).statusCode).toBe(403);
  expect((await mailbox(t.users.operator)).statusCode).toBe(403);
  expect((await mailbox(supervisor)).statusCode).toBe(403);
  expect((await mailbox(t.users.admin)).statusCode).toBe(200);
});

test("another account's reset link is never shown, its own is", async () => {
  expect((await forgot('capo@test.it')).statusCode).toBe(200);
  const [seenByAdmin] = await mailsTo(t.users.admin, 'capo@test.it');
  expect(seenByAdmin.text).not.toMatch(LINK);
  expect(seenByAdmin.text).toContain('[link riservato al destinatario]');
  const [seenByOwner] = await mailsTo(otherAdmin, 'capo@test.it');
  expect(seenByOwner.text).toMatch(LINK);
});

test("an operator's reset asked by anyone: hidden from the administrators", async () => {
  expect((await forgot('operatore@test.it')).statusCode).toBe(200);
  const [mail] = await mailsTo(t.users.admin, 'operatore@test.it');
  expect(mail.text).not.toMatch(LINK);
});

test('the invitation of a new user (no password yet) is shown to the administrator who reads the mailbox', async () => {
  const created = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: t.users.admin },
    payload: { email: 'nuovo@test.it', firstName: 'Nuovo', lastName: 'Utente', roleId: 'operator' },
  });
  expect(created.statusCode).toBe(201);
  const [mail] = await mailsTo(t.users.admin, 'nuovo@test.it');
  expect(mail.text).toMatch(LINK);
  // Once the account has a password, its old invitation is no longer shown.
  await t.ctx.db
    .updateTable('accounts')
    .set({ password_hash: 'scrypt$set' })
    .where('email', '=', 'nuovo@test.it')
    .execute();
  const [later] = await mailsTo(t.users.admin, 'nuovo@test.it');
  expect(later.text).not.toMatch(LINK);
});

test('outside demo mode the mailbox does not exist', async () => {
  const production = await createTestContext({ demo: false });
  try {
    const admin = await signedInCookie(production.db, { email: 'a@test.it' });
    const res = await production.app.inject({
      method: 'GET',
      url: '/api/dev/mails',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NotFound');
  } finally {
    await production.close();
  }
});
