import { expect, type Page } from '@playwright/test';

type DevMail = { to: string; subject: string; text: string; attachments: string[] };

/**
 * The e-mails to `to` in the demo outbox (GET /api/dev/mails, newest first). Needs a session with
 * manage_users (the tests sign in as admin); set-password links show only to their own account or
 * while they invite an account without a password (docs/SECURITY.md).
 */
export async function mailsTo(page: Page, to: string): Promise<DevMail[]> {
  const res = await page.request.get('/api/dev/mails');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: DevMail[] };
  return items.filter((m) => m.to === to);
}

/** The set-password link of the newest e-mail to `to`, waiting for it to be written. */
export async function setPasswordLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(page, to);
      link = mail ? /(https?:\/\/\S+\/idp\/set-password\?token=\S+)/.exec(mail.text)?.[1] : undefined;
      return link;
    })
    .toBeDefined();
  return link as string;
}

/** Follows an invitation link (signed out) and chooses the password on the provider's page. */
export async function setPasswordFromLink(page: Page, link: string, password: string) {
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('Nuova password', { exact: true }).fill(password);
  await page.getByLabel('Conferma nuova password').fill(password);
  await page.getByRole('button', { name: 'Imposta password' }).click();
  await expect(page.getByText('La password è stata impostata')).toBeVisible();
}
