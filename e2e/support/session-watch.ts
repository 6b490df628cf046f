import { expect, type Page } from '@playwright/test';
import { demo, signIn } from './auth';

/**
 * Watches a signed-in page for what a user must never see during a working session: a full
 * document load (a white page and the start-up spinner) and errors in the console. Call
 * `start()` once the application is up (after signing in); `loads` and `errors` count from there.
 */
export function watchSession(page: Page) {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  let loads = 0;
  let started = false;
  page.on('console', (m) => {
    if (started && m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => {
    if (started) errors.push(e.message);
  });
  page.on('load', () => {
    if (started) loads += 1;
  });
  return {
    /** The console errors seen since `start()`, but those `allow`ed. */
    get errors() {
      return errors.filter((e) => !allowed.some((a) => a.test(e)));
    },
    /**
     * An answer the screen expects and shows (e.g. a confirmable 409 the user is asked about):
     * Chromium reports every 4xx answer as a console error, this one is not a fault.
     */
    allow(error: RegExp) {
      allowed.push(error);
    },
    get loads() {
      return loads;
    },
    async start() {
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      started = true;
    },
    /** The page still runs the document `start()` marked (no reload since). */
    async expectSameDocument() {
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
      expect(loads).toBe(0);
    },
  };
}

/** Signs in as the demo admin on the case list ('Elenco pratiche') and starts watching the session there. */
export async function watchedAtCaseList(page: Page) {
  const session = watchSession(page);
  await signIn(page, demo.admin, '/pratiche');
  await expect(page.getByRole('heading', { name: 'Elenco pratiche' })).toBeVisible();
  await session.start();
  return session;
}
