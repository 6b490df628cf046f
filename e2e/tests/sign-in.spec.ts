import { expect, test } from '@playwright/test';
import { demo, signInWithForm as signIn } from '../support/auth';

test('admin signs in through the login page and lands on the case list route', async ({ page }) => {
  await page.goto('/');
  // Not signed in: the shell sends the browser to the provider's Italian login page.
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();

  await page.getByLabel('E-mail').fill(demo.admin);
  await page.getByLabel('Password').fill('password-sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('E-mail o password non validi')).toBeVisible();

  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/pratiche$/);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Hotel Allotment Manager')).toBeVisible();
  await expect(sidebar.getByText('Mario Rossi')).toBeVisible();
});

test('the login returns to the page asked for', async ({ page }) => {
  await signIn(page, demo.admin, '/preferenze');
  await expect(page).toHaveURL(/\/preferenze$/);
  await expect(page.getByRole('heading', { name: 'Preferenze' })).toBeVisible();
});

test('operator sees no Agenzie, Aree, Località or Amministrazione in the sidebar', async ({ page }) => {
  await signIn(page, demo.operator);
  await expect(page).toHaveURL(/\/pratiche$/);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Laura Bianchi')).toBeVisible();
  for (const label of ['Agenzie', 'Aree', 'Località', 'Amministrazione', 'Utenti', 'Configurazione']) {
    await expect(sidebar.getByText(label, { exact: true })).toHaveCount(0);
  }
  // The API refuses the same calls: an operator cannot create an area.
  const res = await page.request.post('/api/geo/areas', { data: { name: 'Vietata', countryId: 'IT' } });
  expect(res.status()).toBe(403);
});

test('admin sidebar shows Aree under Anagrafiche', async ({ page }) => {
  await signIn(page, demo.admin);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Aree', exact: true })).toBeVisible();
});

test('sign out ends the session', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/pratiche$/);
  await page.getByRole('button', { name: /Mario Rossi/ }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  const res = await page.request.get('/api/auth');
  expect(res.status()).toBe(401);
  // Signing in again asks for the password again.
  await page.goto('/pratiche');
  await expect(page.getByLabel('Password')).toBeVisible();
});
