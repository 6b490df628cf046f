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

test("the home's panel: its requests by status open 'Le mie richieste' of that status; its next departures", async ({
  page,
}) => {
  await signIn(page, demo.agency);
  const counts = page.getByRole('list', { name: 'Richieste per stato' });
  await expect(counts.getByRole('listitem').first()).toBeVisible();
  // One line for every status, 'Nuova' first.
  expect(await counts.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
  const departures = page.getByRole('region', { name: 'Prossime partenze' });
  await expect(
    departures
      .getByRole('table', { name: 'Prossime partenze' })
      .or(departures.getByText('Nessuna partenza confermata')),
  ).toBeVisible();

  const link = counts.getByRole('link', { name: /^Richieste 'Nuova': / });
  const shown = Number((await link.textContent())?.replace(/\./g, ''));
  await link.click();
  await expect(page).toHaveURL(/\/mie-richieste\?status=new/);
  await expect(page.getByRole('heading', { name: 'Le mie richieste' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Filtri' }).getByLabel('Stato')).toHaveValue('new');
  if (shown === 0) await expect(page.getByText('Nessuna richiesta inviata')).toBeVisible();
  else {
    // Every row is 'Nuova' (the header row is the one without it).
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Nuova');
    await expect(rows.filter({ hasNotText: 'Nuova' })).toHaveCount(1);
  }
});
