import { expect, test } from '@playwright/test';
import { addStayAtFirstHotel, openCase } from '../support/cases';

const STALE = 'Il record è stato modificato da un altro utente: ricarica la pagina.';

test('the same stay edited in two tabs: the second save gets StaleRecord, nothing is overwritten', async ({
  page,
}) => {
  await openCase(page, 'Scuola Media Dante');
  await page
    .getByRole('region', { name: /^Hotel ./ })
    .first()
    .getByRole('link', { name: 'Modifica pernottamento' })
    .click();
  await expect(page.getByRole('heading', { name: 'Modifica pernottamento' })).toBeVisible();
  const editUrl = page.url();
  const caseUrl = editUrl.replace(/\/hotel\/modifica\/\d+$/, '');

  // A second tab of the same signed-in browser opens the same stay.
  const tab2 = await page.context().newPage();
  await tab2.goto(editUrl);
  await expect(tab2.getByRole('heading', { name: 'Modifica pernottamento' })).toBeVisible();
  await expect(page.getByLabel('Note')).toBeVisible();
  await expect(tab2.getByLabel('Note')).toBeVisible();

  // Tab 1 saves first.
  await page.getByLabel('Note').fill('Nota salvata dalla scheda 1');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(caseUrl);
  await expect(page.getByText('Nota salvata dalla scheda 1')).toBeVisible();

  // Tab 2 still holds the old version: refused with the Italian StaleRecord message.
  await tab2.getByLabel('Note').fill('Nota della scheda 2');
  await tab2.getByRole('button', { name: 'Conferma' }).click();
  await expect(tab2.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
  await expect(tab2).toHaveURL(editUrl);

  // Reloaded, tab 2 shows tab 1's value: nothing was overwritten.
  await tab2.reload();
  await expect(tab2.getByLabel('Note')).toHaveValue('Nota salvata dalla scheda 1');
  await tab2.close();
});

test('a new stay: the freebies follow the guests until typed, Ricalcola gratuità recomputes', async ({
  page,
}) => {
  await openCase(page, 'Coro Polifonico');
  const { stays, before } = await addStayAtFirstHotel(page);
  await expect(page.getByRole('table', { name: 'Trattamento giorno per giorno' })).toBeVisible();

  // The demo offers for schools: one guest free every 25.
  const guests = page.getByRole('textbox', { name: /^Ospiti / }).first();
  const count = page.getByLabel('Gratuità Mezza pensione', { exact: true });
  const value = page.getByLabel('Valore gratuità Mezza pensione');

  // What a cell cannot hold is refused under it, never read in part; nothing is saved.
  const price = page.getByRole('textbox', { name: /^Prezzo / }).first();
  await guests.fill('-2');
  await price.fill('6O,5a');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Inserire un numero intero non negativo')).toBeVisible();
  await expect(page.getByText('Importo non valido')).toBeVisible();
  await expect(page.getByText('Alcuni campi non sono validi')).toBeVisible();
  await price.fill('');

  await guests.fill('24');
  await expect(count).toHaveValue('0');
  await guests.fill('50');
  await expect(count).toHaveValue('2');
  await expect(value).not.toHaveValue('');
  const valueOfTwo = await value.inputValue();
  await guests.fill('75');
  await expect(count).toHaveValue('3');
  await expect(value).not.toHaveValue(valueOfTwo);

  // Computed and read-only; overridden explicitly, then typed: the count no longer follows the guests.
  await expect(count).not.toBeEditable();
  await page.getByRole('button', { name: 'Modifica gratuità' }).click();
  await count.fill('1');
  await expect(page.getByText('Inserita manualmente')).toBeVisible();
  await guests.fill('100');
  await expect(count).toHaveValue('1');
  await page.getByRole('button', { name: 'Ricalcola gratuità' }).click();
  await expect(count).toHaveValue('4');
  await expect(count).not.toBeEditable();

  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByRole('heading', { name: /Coro Polifonico/ })).toBeVisible();
  await expect(stays).toHaveCount(before + 1);
});
