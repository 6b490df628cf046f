import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

test('areas: add, find in the list, edit, delete', async ({ page }) => {
  const name = `Area di prova ${Date.now()}`;
  await signIn(page, demo.admin, '/aree');
  await expect(page.getByRole('heading', { name: 'Aree' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Nazione' })).toBeVisible();

  // Add: the form validates on submit with the generic Italian message.
  await page.getByRole('link', { name: 'Aggiungi' }).click();
  await expect(page).toHaveURL(/\/aree\/nuova$/);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();

  await page.getByLabel('Nome').fill(name);
  const country = page.getByRole('combobox', { name: 'Nazione' });
  await country.fill('Ital');
  await page.getByRole('option', { name: 'Italia' }).click();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/aree$/);

  // Find it with the name filter.
  await page.getByRole('searchbox', { name: 'Nome' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Italia')).toBeVisible();

  // Edit.
  await row.getByRole('link', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/aree\/modifica\/\d+$/);
  await expect(page.getByLabel('Nome')).toHaveValue(name);
  await page.getByLabel('Nome').fill(`${name} modificata`);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/aree/);
  await page.getByRole('searchbox', { name: 'Nome' }).fill(`${name} modificata`);
  const edited = page.getByRole('row', { name: new RegExp(`${name} modificata`) });
  await expect(edited).toBeVisible();

  // Delete with confirm.
  await edited.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Sicuro di eliminare "${name} modificata"?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(edited).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Nome' }).fill(name);
  await expect(page.getByText('Nessun risultato')).toBeVisible();
});

test('Annulla on the area form goes back to the list', async ({ page }) => {
  await signIn(page, demo.admin, '/aree/nuova');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/aree$/);
});
