import { type BrowserContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';
export const demo = {
  admin: 'admin@demo.it',
  operator: 'operatore@demo.it',
  agency: 'agenzia@demo.it',
} as const;

/** Signs in through the embedded provider's Italian login page, starting from `path`. */
export async function signInWithForm(page: Page, email: string, path = '/', password = DEMO_PASSWORD) {
  // The shell sends a signed-out visitor on to the login page at once, which can abort the
  // navigation to `path` itself (net::ERR_ABORTED, seen on a browser's first page): where it
  // ends is what counts, the login page below.
  await page.goto(path, { waitUntil: 'commit' }).catch((error: Error) => {
    if (!error.message.includes('net::ERR_ABORTED')) throw error;
  });
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * The signed-in browser state (cookies) of each demo user, per Playwright worker: the login page
 * is filled once per user and worker, later tests start from the same session, as a user who
 * opens the product in a new tab.
 */
const sessions = new Map<string, Cookies>();

/** The session cookie's presence: the form sign-in has come back from the provider. */
async function signedInCookies(context: BrowserContext): Promise<Cookies> {
  let cookies: Cookies = [];
  await expect
    .poll(async () => {
      cookies = await context.cookies();
      return cookies.some((c) => c.name === 'ham_session');
    })
    .toBe(true);
  return cookies;
}

/**
 * Signs `email` in and opens `path`. A demo user with the demo password reuses the session
 * this worker already signed in (when the API still accepts it: a test may have revoked it),
 * otherwise the login page is filled (signInWithForm). The login page itself is tested by
 * tests/sign-in.spec.ts, which always uses the form.
 */
export async function signIn(page: Page, email: string, path = '/', password = DEMO_PASSWORD) {
  const reusable = password === DEMO_PASSWORD && (Object.values(demo) as string[]).includes(email);
  const context = page.context();
  const saved = reusable ? sessions.get(email) : undefined;
  if (saved) {
    await context.addCookies(saved);
    if ((await page.request.get('/api/auth')).ok()) {
      await page.goto(path);
      return;
    }
    sessions.delete(email);
    await context.clearCookies();
  }
  await signInWithForm(page, email, path, password);
  if (reusable) sessions.set(email, await signedInCookies(context));
}
