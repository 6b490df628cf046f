import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

test('admin sidebar shows Agenzie, Località, Utenti and Configurazione', async ({ page }) => {
  await signIn(page, demo.admin);
  const nav = page.getByRole('navigation', { name: 'Menu principale' });
  for (const [label, path] of [
    ['Agenzie', '/agenzie'],
    ['Località', '/localita'],
    ['Utenti', '/utenti'],
    ['Configurazione', '/configura'],
  ]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await nav.getByRole('link', { name: 'Utenti', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Utenti' })).toBeVisible();
});

test('an operator is refused the administration calls (403)', async ({ page }) => {
  await signIn(page, demo.operator);
  await expect(page).toHaveURL(/\/pratiche$/);
  expect((await page.request.get('/api/users')).status()).toBe(403);
  expect((await page.request.get('/api/config/expiringoptions')).status()).toBe(403);
  expect((await page.request.post('/api/agencies', { data: { fullName: 'Vietata' } })).status()).toBe(403);
  expect(
    (
      await page.request.post('/api/geo/locations', { data: { name: 'Vietata', areaId: 1, countryId: 'IT' } })
    ).status(),
  ).toBe(403);
});
