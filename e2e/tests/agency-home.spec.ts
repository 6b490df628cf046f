import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

test('agency user lands on the agency home with its shortcuts and user card', async ({ page }) => {
  await signIn(page, demo.agency);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  // The shortcuts of the home (the menu links to the same screens).
  const shortcuts = page.getByRole('list', { name: 'Servizi' });
  for (const title of ['Disponibilità online', 'Catalogo online', 'Richiedi preventivo']) {
    await expect(shortcuts.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Utente', { exact: true })).toBeVisible();
  await expect(page.getByText('Viaggi Demo S.r.l.')).toBeVisible();
  await expect(page.getByText(demo.agency)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambia tema chiaro/scuro' })).toBeVisible();

  // Agency users reach only their own calls.
  const res = await page.request.get('/api/geo/areas');
  expect(res.status()).toBe(403);
});
