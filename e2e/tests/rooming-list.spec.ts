import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

// docs/product/rooming-list.md: staff type participants by keyboard alone, import a CSV, see the
// counts against the stay, save, and find them again after a reload.

const CASE = 'Liceo Manzoni';

test('rooming list: keyboard entry, CSV import, counts warning, save and reload', async ({ page }) => {
  const suffix = String(Date.now()).slice(-6);
  await signIn(page, demo.operator, `/pratiche?name=${encodeURIComponent(CASE)}`);
  await page
    .getByRole('row', { name: new RegExp(CASE) })
    .getByRole('link', { name: 'Dettagli' })
    .click();
  await page
    .getByRole('complementary', { name: 'Azioni' })
    .getByRole('link', { name: 'Rooming list' })
    .click();
  await expect(page.getByRole('heading', { name: /^Rooming list - Pratica \d+/ })).toBeVisible();

  // The case's first accommodation type, as the grid suggests it.
  const accomodation = await page.locator('#rooming-accomodations option').first().getAttribute('value');
  const surnames = page.getByRole('textbox', { name: /^Cognome riga \d+$/ });
  const last = surnames.last();
  await last.focus();
  // A list saved by an earlier run: Enter on its last row opens a new one.
  if ((await last.inputValue()) !== '') await page.keyboard.press('Enter');
  const people = [
    ['Rossi', 'Anna', '05/03/2010', 'Studente', '101'],
    ['Bianchi', 'Luca', '', 'Studente', '101'],
    ['Verdi', 'Carla', '12/11/1975', 'Docente', '102'],
  ];
  for (const [i, [surname, name, born, role, room]] of people.entries()) {
    await page.keyboard.type(`${surname}${suffix}`);
    for (const value of [name, born, role, room, accomodation ?? '', i === 0 ? 'Vegetariana' : '']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    if (i < people.length - 1) await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('textbox', { name: /^Cognome riga/ }).last()).toHaveValue(`Verdi${suffix}`);

  await page.getByLabel('File della rooming list').setInputFiles({
    name: 'rooming.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Cognome;Nome;Ruolo;Sistemazione\nGialli${suffix};Eva;Accompagnatore;${accomodation}\n`,
    ),
  });
  await expect(page.getByText(/File letto: 1 partecipanti \(0 aggiornati, 1 aggiunti\)/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Cognome riga/ }).last()).toHaveValue(`Gialli${suffix}`);
  await expect(page.getByText(/La rooming list non corrisponde al soggiorno/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Salvataggio completato')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Rooming list - Pratica \d+/ })).toBeVisible();
  for (const surname of ['Rossi', 'Bianchi', 'Verdi', 'Gialli'])
    await expect(page.locator(`input[value="${surname}${suffix}"]`)).toHaveCount(1);
  await expect(page.locator('input[value="Vegetariana"]').first()).toBeVisible();
});
