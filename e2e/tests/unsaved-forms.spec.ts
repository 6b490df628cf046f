import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { addStayAtFirstHotel, openCase } from '../support/cases';

// Forms in steps keep the step in the URL (?passo=2) and what was typed in the tab: a reload or
// back then forward finds them as they were. A form with changes asks before the menu leaves it.
test.describe.configure({ timeout: 120_000 });

const isoIn = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
const itDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Accepts the browser's question before a reload of a form with changes, and counts it. */
function acceptUnload(page: Page) {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  return asked;
}

const leaveQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Modifiche non salvate' });

test('a new stay: reload on step two keeps step two; back, forward; the menu asks before leaving', async ({
  page,
}) => {
  const asked = acceptUnload(page);
  await openCase(page, 'Coro Polifonico');
  await addStayAtFirstHotel(page);
  const grid = page.getByRole('table', { name: 'Trattamento giorno per giorno' });
  await expect(grid).toBeVisible();
  await expect(page).toHaveURL(/\/hotel\/nuovo\?passo=2$/);
  const setting = (await page.getByText(/ · dal \d\d\/\d\d\/\d{4} al /).textContent()) ?? '';
  const hotelName = setting.split(' · ')[0];

  await page.reload();
  await expect(grid).toBeVisible();
  await expect(page.getByText(setting)).toBeVisible();
  expect(asked).toContain('beforeunload');

  // Back: step one with its hotel; forward: step two again.
  await page.goBack();
  await expect(page).toHaveURL(/\/hotel\/nuovo$/);
  await expect(page.getByRole('combobox', { name: /Hotel/ })).toHaveValue(hotelName);
  await page.goForward();
  await expect(grid).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await menu.getByRole('link', { name: 'Elenco' }).click();
  await expect(leaveQuestion(page)).toContainText('Ci sono modifiche non salvate. Uscire senza salvare?');
  await page.getByRole('button', { name: 'Resta nella pagina' }).click();
  await expect(grid).toBeVisible();
  await menu.getByRole('link', { name: 'Elenco' }).click();
  await leaveQuestion(page).getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(page).toHaveURL(/\/pratiche$/);
});

test('the quote wizard: back then forward keeps the form, a reload on step 2 keeps step 2, the menu asks', async ({
  page,
}) => {
  const asked = acceptUnload(page);
  const begin = isoIn(50);
  const end = isoIn(53);
  await signIn(page, demo.agency);
  await page.getByRole('link', { name: 'Richiedi preventivo' }).first().click();
  await page.getByLabel(/Numero partecipanti/).fill('20');
  await page.getByLabel(/Arrivo/).fill(itDate(begin));
  await page.getByLabel(/Partenza/).fill(itDate(end));
  await page.getByRole('combobox', { name: /^Area/ }).fill('Venezia');
  await page
    .getByRole('option', { name: /Venezia e laguna/ })
    .first()
    .click();

  // The browser's back button leaves the page, forward comes back: the form as it was.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/preventivo/);
  await page.goForward();
  await expect(page.getByLabel(/Numero partecipanti/)).toHaveValue('20');
  await expect(page.getByRole('combobox', { name: /^Area/ })).toHaveValue(/Venezia e laguna/);

  await page.getByRole('button', { name: 'Continua' }).click();
  const options = page.getByRole('radiogroup', { name: 'Hotel disponibili' });
  await expect(options).toBeVisible();
  await expect(page).toHaveURL(/\/preventivo\?passo=2$/);

  await page.reload();
  await expect(options).toBeVisible();
  await expect(page.getByRole('region', { name: 'Riepilogo preventivo' })).toContainText('20 Studenti');
  expect(asked).toContain('beforeunload');

  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Le mie richieste' })
    .click();
  await leaveQuestion(page).getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(page).toHaveURL(/\/mie-richieste$/);
});
