import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo } from '../support/auth';
import { settledCount } from '../support/cases';

/**
 * Keyboard guard rail (docs/ARCHITECTURE.md#guard-rails-tests-that-stay-in-npm-test): office staff work with the keyboard all day. A case is opened from the list, a stay
 * added and saved with Tab, the arrow keys and Enter only: no click anywhere.
 */

/** Presses Tab until `target` has the focus (at most `max` times); its focus is visible. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const ring = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
      });
      expect(ring, 'the focused element shows a focus ring').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with Tab in ${max} presses: ${target}`);
}

test('a case is opened, a stay added and saved with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  // Sign-in: the fields by Tab, Enter submits.
  await page.goto('/pratiche?name=Coro%20Polifonico');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(demo.admin);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  // The list, filtered by the address: Tab to the row's 'Dettagli', Enter.
  const row = page.getByRole('row', { name: /Coro Polifonico/ });
  await expect(row).toBeVisible();
  await tabTo(page, row.getByRole('link', { name: 'Dettagli' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Coro Polifonico/ })).toBeVisible();
  const stays = page.getByRole('region', { name: /^Hotel ./ });
  const before = await settledCount(stays);
  const hotelName = ((await stays.first().getAttribute('aria-label')) ?? '').replace(/^Hotel /, '');

  // 'Aggiungi hotel': the hotel picked from the combobox with the arrow keys, 'Conferma' by Enter.
  await tabTo(page, page.getByRole('link', { name: 'Aggiungi hotel' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Aggiungi hotel' })).toBeVisible();
  const hotel = page.getByRole('combobox', { name: /Hotel/ });
  await tabTo(page, hotel);
  await page.keyboard.type(hotelName.slice(0, 8));
  await expect(page.getByRole('option', { name: hotelName }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(hotel).toHaveValue(hotelName);
  await tabTo(page, page.getByRole('button', { name: 'Conferma' }));
  await page.keyboard.press('Enter');

  // The stay's page: its defaults are saved with 'Conferma'; back on the case, one stay more.
  await expect(page.getByRole('table', { name: 'Trattamento giorno per giorno' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Conferma' }), 300);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Coro Polifonico/ })).toBeVisible();
  await expect(stays).toHaveCount(before + 1);
});
