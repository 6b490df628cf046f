import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

/** 'YYYY-MM-DD' of today + n days (UTC is fine: the test only needs future dates). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** 'YYYY-MM-DD' as staff type it in a date field: DD/MM/YYYY. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

async function createHotel(page: Page, name: string) {
  await signIn(page, demo.operator, '/hotel');
  await expect(page.getByRole('heading', { name: 'Hotel' })).toBeVisible();
  await page.getByRole('link', { name: 'Aggiungi' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi hotel' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill('non-valida');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Indirizzo e-mail non valido')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('info@hotelprova.it');

  // Geo interplay: a location fills and locks the area and the country.
  await page.getByRole('combobox', { name: 'Località' }).fill('Fire');
  await page.getByRole('option', { name: /^Firenze/ }).click();
  await expect(page.getByRole('combobox', { name: 'Area' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Area' })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Nazione' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Nazione' })).toHaveValue('Italia');
  await page.getByLabel('Città').fill('Firenze');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/hotel\/scheda\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  return Number(/scheda\/(\d+)/.exec(page.url())?.[1]);
}

test('hotel: price list with Prospetto and overlap confirm, availability seen in Cerca disponibilità', async ({
  page,
}) => {
  // A long flow of many screens: on the loaded 2-core test machine it takes over a minute.
  test.slow();
  const name = `Hotel di prova ${Date.now()}`;
  const hotelId = await createHotel(page, name);

  // Enable the students' price list.
  await page.getByRole('tab', { name: 'Prezzi Studenti' }).click();
  await expect(page.getByText('Listino prezzi per Studenti non abilitato')).toBeVisible();
  await page.getByRole('link', { name: 'Abilita listino' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel/listino/${hotelId}/configura/s$`));
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel/scheda/${hotelId}/prezzi/s$`));
  await expect(page.getByText('Prezzi non disponibili per il periodo selezionato')).toBeVisible();

  // Insert prices and see the Prospetto.
  await page.getByRole('link', { name: 'Inserisci nuovi prezzi' }).click();
  await expect(page.getByRole('heading', { name: 'Imposta prezzi' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await page.getByLabel(/^Dal\b/).fill(typed(day(10)));
  await page.getByLabel(/^Al\b/).fill(typed(day(40)));
  // The columns named once above the fields (not in every label): every field of a row in line.
  for (const row of ['Vendita', 'Acquisto']) {
    const tops = await page
      .getByRole('group', { name: row })
      .first()
      .getByRole('textbox')
      .evaluateAll((inputs) => inputs.map((i) => Math.round(i.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);
  }
  await expect(page.getByText('Vendita Mezza pensione')).toHaveCSS('position', 'absolute');
  await page.getByLabel('Vendita Mezza pensione').fill('50,00');
  await page.getByLabel('Acquisto Mezza pensione').fill('40,00');
  await page.getByLabel('Vendita Singola').fill('15,00');
  await page.getByLabel('Acquisto Singola').fill('10,00');
  const prospetto = page.getByRole('table', { name: 'Prospetto' });
  const single = prospetto.getByRole('row', { name: /Singola/ });
  await expect(single).toContainText('65,00');
  await expect(single).toContainText('50,00');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel/scheda/${hotelId}/prezzi/s$`));
  const list = page.getByRole('table', { name: 'Listino prezzi Studenti' });
  await expect(list.getByRole('row')).toHaveCount(3);

  // An overlapping period asks for confirmation, then is saved with force.
  await page.getByRole('link', { name: 'Inserisci nuovi prezzi' }).click();
  await page.getByLabel(/^Dal\b/).fill(typed(day(30)));
  await page.getByLabel(/^Al\b/).fill(typed(day(50)));
  await page.getByLabel('Vendita Mezza pensione').fill('60,00');
  await page.getByRole('button', { name: 'Conferma' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/si sovrappone in tutto o in parte/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Procedi' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel/scheda/${hotelId}/prezzi/s$`));
  await expect(list.getByRole('row')).toHaveCount(4);
  await expect(list).toContainText('60,00');

  // Row menu: 'Copia come nuovi' opens the form with the row's prices and no dates.
  await list
    .getByRole('button', { name: /^Azioni/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Copia come nuovi' }).click();
  await expect(page).toHaveURL(/\/nuovo\?copia=\d+$/);
  await expect(page.getByLabel('Vendita Mezza pensione')).not.toHaveValue('');
  await expect(page.getByLabel(/^Dal\b/)).toHaveValue('');
  await page.getByRole('button', { name: 'Annulla' }).click();

  // An availability block.
  await page.getByRole('tab', { name: 'Disponibilità posti' }).click();
  await page.getByRole('link', { name: 'Aggiungi disponibilità' }).click();
  await page.getByLabel(/^Dal\b/).fill(typed(day(10)));
  await page.getByLabel(/^Al\b/).fill(typed(day(20)));
  await page.getByText('Studenti', { exact: true }).click();
  await page.getByLabel('Posti').fill('25');
  await page.getByLabel('Giorni di rilascio').fill('3');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel/scheda/${hotelId}/disponibilita$`));
  await expect(page.getByRole('table', { name: 'Disponibilità posti' }).getByRole('row')).toHaveCount(2);

  // 'Cerca disponibilità' shows it, day by day.
  await page.goto('/disponibilita');
  await page.getByLabel('Nome hotel').fill(name);
  await page.getByText('Studenti', { exact: true }).click();
  await page.getByLabel(/^Dal\b/).fill(typed(day(8)));
  await page.getByLabel(/^Al\b/).fill(typed(day(22)));
  await page.getByRole('button', { name: 'Cerca' }).click();
  const days = page.getByRole('table', { name: 'Disponibilità' });
  await expect(days).toBeVisible();
  await expect(days.getByRole('row', { name: `${name} · Allotment` })).toContainText('25');
  await expect(page.getByRole('link', { name })).toHaveAttribute('target', '_blank');

  // The hotel's card: its pick-up of the next 90 days, the block's 25 places night by night.
  await page.goto(`/hotel/scheda/${hotelId}`);
  const pickup = page.getByRole('region', { name: 'Pick-up per notte' });
  const nights = pickup.getByRole('table', { name: 'Pick-up per notte' });
  const allotment = (n: number) =>
    nights
      .getByRole('row', { name: new RegExp(`^${typed(day(n))}`) })
      .getByRole('cell')
      .nth(1);
  await expect(allotment(10)).toHaveText('25');
  await expect(allotment(25)).toHaveText('0');
  await page.goto('/disponibilita');
  await page.getByLabel('Nome hotel').fill(name);
  await page.getByText('Studenti', { exact: true }).click();
  await page.getByLabel(/^Dal\b/).fill(typed(day(8)));

  // A ten-year period is refused with 'Il periodo indicato è troppo esteso, restringere il periodo.'
  await page.getByLabel(/^Al\b/).fill(typed(day(3660)));
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByText('Il periodo indicato è troppo esteso, restringere il periodo.')).toBeVisible();
  await expect(days).toHaveCount(0);
});

test('hotel: a hidden hotel shows a warning and vanishes from searches unless included', async ({ page }) => {
  // A long flow of many screens: on the loaded 2-core test machine it takes over a minute.
  test.slow();
  const name = `Hotel nascosto ${Date.now()}`;
  await createHotel(page, name);

  // Edit: the form comes back as saved (location, and the area it filled, locked).
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page.getByRole('heading', { name: 'Modifica hotel' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Località' })).toHaveValue('Firenze');
  await expect(page.getByRole('combobox', { name: 'Area' })).toBeDisabled();
  await page.getByLabel('Indirizzo').fill('Via dei Servi 1');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/hotel\/scheda\/\d+$/);
  await expect(page.getByText('Via dei Servi 1')).toBeVisible();

  await page.getByRole('button', { name: 'Nascondi', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Nascondi' }).click();
  await expect(page.getByText('Hotel nascosto: non compare nelle ricerche.')).toBeVisible();
  // The card's 'Storico modifiche': the address given and the hotel hidden, by whoever did it.
  const history = page.getByRole('region', { name: 'Storico modifiche' });
  await history.getByRole('button', { name: 'Mostra storico' }).click();
  await expect(history.getByRole('row', { name: /Nascosto\s*no\s*sì/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Indirizzo\s*—\s*Via dei Servi 1/ })).toBeVisible();
  // References by name, not by code.
  await expect(history.getByRole('row', { name: /Località\s*—\s*Firenze/ })).toBeVisible();

  await page.goto('/hotel');
  await page.getByRole('searchbox', { name: 'Nome' }).fill(name);
  await expect(page.getByText('Nessun risultato')).toBeVisible();
  await page.getByText('Includi hotel nascosti').click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // Shown again, it is found without the checkbox.
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: 'Scheda' })
    .click();
  await page.getByRole('button', { name: 'Mostra', exact: true }).click();
  await expect(page.getByText('Hotel nascosto: non compare nelle ricerche.')).toHaveCount(0);
  await page.goto(`/hotel?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});
