import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

test('locations: the area fills and locks the country; add, filter, edit, delete', async ({ page }) => {
  const name = `Località di prova ${Date.now()}`;
  await signIn(page, demo.admin, '/localita');
  await expect(page.getByRole('heading', { name: 'Località' })).toBeVisible();
  for (const header of ['Nome', 'Area', 'Nazione', 'Azioni']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Aggiungi' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi località' })).toBeVisible();
  const country = page.getByRole('combobox', { name: 'Nazione' });
  await expect(country).toBeEnabled();
  await page.getByLabel('Nome').fill(name);
  await page.getByRole('combobox', { name: 'Area' }).fill('Roma');
  await page.getByRole('option', { name: /Roma e Lazio/ }).click();
  await expect(country).toHaveValue('Italia');
  await expect(country).toBeDisabled();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/localita$/);

  // The list filters: name, then area (which fills the country filter).
  await page.getByRole('searchbox', { name: 'Nome' }).fill(name);
  await expect(page).toHaveURL(/name=/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Roma e Lazio')).toBeVisible();
  await expect(row.getByText('Italia')).toBeVisible();
  await page.getByRole('combobox', { name: 'Area' }).fill('Roma');
  await page.getByRole('option', { name: /Roma e Lazio/ }).click();
  await expect(page).toHaveURL(/area=\d+&country=IT/);
  await expect(page.getByRole('combobox', { name: 'Nazione' })).toBeDisabled();
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: 'Modifica' }).click();
  await expect(page.getByRole('heading', { name: 'Modifica località' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Area' })).toHaveValue('Roma e Lazio');
  await expect(page.getByRole('combobox', { name: 'Nazione' })).toBeDisabled();
  await page.getByLabel('Nome').fill(`${name} bis`);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/localita$/);

  await page.getByRole('searchbox', { name: 'Nome' }).fill(`${name} bis`);
  const edited = page.getByRole('row', { name: new RegExp(`${name} bis`) });
  // The filtered list has arrived (the header row and this one) before acting on a row.
  await expect(page.getByRole('row')).toHaveCount(2);
  await edited.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Sicuro di eliminare "${name} bis"?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(edited).toHaveCount(0);
});
