import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

test('the theme choice and items per page survive a reload', async ({ page }) => {
  await signIn(page, demo.admin, '/preferenze');
  await expect(page.getByRole('heading', { name: 'Preferenze' })).toBeVisible();
  await page.getByText('Scuro', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByLabel('Elementi per pagina').selectOption('25');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Preferenze' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByLabel('Elementi per pagina')).toHaveValue('25');

  await page.getByText('Chiaro', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('unknown routes show the 404 page', async ({ page }) => {
  await signIn(page, demo.admin, '/non-esiste');
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
});
