import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { watchedAtCaseList, watchSession } from '../support/session-watch';

/** Clicks every link of the 'Menu principale' and checks each lands on its path in the same document. */
async function followMenu(page: Page, session: ReturnType<typeof watchSession>) {
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  const links = menu.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await session.expectSameDocument();
  }
  return count;
}

test('staff: every menu entry and every hotel card tab opens without reloading the document', async ({
  page,
}) => {
  const session = await watchedAtCaseList(page);

  expect(await followMenu(page, session)).toBeGreaterThanOrEqual(10);

  // The hotel card: every tab, there and back.
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Hotel' })
    .click();
  await page
    .getByRole('link', { name: /^Scheda / })
    .first()
    .click();
  const tabs = page.getByRole('tablist', { name: 'Scheda hotel' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(3);
  for (const name of [...names.slice(1), names[0]]) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await session.expectSameDocument();
  }

  // Configurazione's tabs and the user menu's Preferenze.
  await page.getByRole('link', { name: 'Configurazione' }).click();
  // Read its tabs once they are there (the hotel card's tabs are still on screen right after the click).
  await expect(page.getByRole('heading', { name: 'Configurazione generale' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dati azienda', exact: true })).toBeVisible();
  for (const tab of await page.getByRole('tab').allInnerTexts()) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('button', { name: /Mario Rossi/ }).click();
  await page.getByRole('menuitem', { name: 'Preferenze' }).click();
  await expect(page.getByRole('heading', { name: 'Preferenze' })).toBeVisible();
  await session.expectSameDocument();
  expect(session.errors).toEqual([]);
});

test('agency: every menu entry opens without reloading the document', async ({ page }) => {
  const session = watchSession(page);
  await signIn(page, demo.agency, '/');
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await session.start();
  await followMenu(page, session);
  expect(session.errors).toEqual([]);
});
