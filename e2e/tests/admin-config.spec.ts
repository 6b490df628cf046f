import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

test('configuration: each tab saves and shows the saved values after a reload', async ({ page }) => {
  await signIn(page, demo.admin, '/configura');
  await expect(page.getByRole('heading', { name: 'Configurazione generale' })).toBeVisible();

  // 'Avvisi scadenze opzioni': e-mail and days are required once enabled.
  const enabled = page.getByRole('checkbox', { name: 'Abilitato' });
  if (!(await enabled.isChecked())) await page.getByText('Abilitato', { exact: true }).click();
  await page.getByLabel('E-mail').fill('');
  await page.getByLabel('Giorni di preavviso').fill('');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Campo obbligatorio')).toHaveCount(2);
  await page.getByLabel('E-mail').fill('scadenze@demo.it');
  await page.getByLabel('Giorni di preavviso').fill('4');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Salvataggio completato')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-mail')).toHaveValue('scadenze@demo.it');
  await expect(page.getByLabel('Giorni di preavviso')).toHaveValue('4');
  await expect(page.getByRole('checkbox', { name: 'Abilitato' })).toBeChecked();

  // 'Dati azienda': the Italian identifiers are checked.
  await page.getByRole('tab', { name: 'Dati azienda' }).click();
  await expect(page).toHaveURL(/tab=azienda/);
  await page.getByLabel('Ragione sociale').fill('Hotel Allotment Demo S.r.l.');
  await page.getByLabel('Partita IVA').fill('12345678901');
  await page.getByLabel('Codice fiscale').fill('');
  await page.getByLabel('Indirizzo').fill('Via Roma 1');
  await page.getByLabel('CAP').fill('401');
  await page.getByLabel('Comune').fill('Bologna');
  await page.getByLabel('Provincia').fill('bo');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Partita IVA non valida')).toBeVisible();
  await expect(page.getByText('CAP non valido')).toBeVisible();
  await page.getByLabel('Partita IVA').fill('01234567897');
  await page.getByLabel('CAP').fill('40121');
  await page.getByLabel('IBAN').fill('IT60 X054 2811 1010 0000 0123 456');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Salvataggio completato').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Dati azienda' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Ragione sociale')).toHaveValue('Hotel Allotment Demo S.r.l.');
  await expect(page.getByLabel('Partita IVA')).toHaveValue('01234567897');
  await expect(page.getByLabel('Provincia')).toHaveValue('BO');
  await expect(page.getByLabel('IBAN')).toHaveValue('IT60X0542811101000000123456');
});

test("configuration: 'Richieste preventivo', where the agencies' requests are e-mailed", async ({ page }) => {
  await signIn(page, demo.admin, '/configura');
  await page.getByRole('tab', { name: 'Richieste preventivo' }).click();
  await expect(page).toHaveURL(/tab=preventivi/);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('preventivi@demo.it');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('richieste@');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Indirizzo e-mail non valido')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('richieste@demo.it');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Salvataggio completato').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('richieste@demo.it');
});
