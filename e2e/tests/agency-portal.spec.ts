import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

// The agency portal as the demo agency user (agenzia@demo.it), then the request it sends seen
// by staff and turned into a case. Each test walks several screens: two minutes each on a
// loaded machine (a timeout, not a timing assertion).
test.describe.configure({ timeout: 120_000 });

const isoIn = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
const itDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function pickPlace(page: Page, label: RegExp, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('Catalogo: the hotels of an area with their prices, then restaurants, guides and buses', async ({
  page,
}) => {
  await signIn(page, demo.agency);
  await page.getByRole('link', { name: 'Catalogo online' }).first().click();
  await expect(page).toHaveURL(/\/catalogo/);
  await expect(page.getByText("Scegliere un'area o una località per vedere il catalogo.")).toBeVisible();
  await pickPlace(page, /Area \/ Località/, 'Firenze e', /Firenze e Toscana/);

  const cards = page.getByRole('region', { name: 'Hotel' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  await cards
    .first()
    .getByRole('button', { name: /^Dettagli / })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Prezzi Studenti' })).toBeVisible();
  await expect(dialog.getByText(/Gratuità: 1 ogni \d+ \(Multipla\)/).first()).toBeVisible();
  await expect(dialog.getByText(/Costo|Acquisto/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();

  const type = page.getByLabel('Tipo servizio');
  await type.selectOption('Ristoranti');
  const restaurants = page.getByRole('region', { name: 'Ristoranti' });
  await expect(restaurants.getByRole('heading', { name: 'Trattoria Sergio Gozzi' })).toBeVisible();
  await expect(restaurants.getByText('Menù: 17,00 € a persona').first()).toBeVisible();
  await type.selectOption('Guide / Ingressi');
  await expect(
    page
      .getByRole('region', { name: 'Guide / Ingressi' })
      .getByRole('heading', { name: 'Galleria degli Uffizi' }),
  ).toBeVisible();
  await type.selectOption('Trasferimenti / Escursioni');
  const buses = page.getByRole('region', { name: 'Trasferimenti / Escursioni' });
  await expect(buses.getByRole('heading', { name: 'Autoservizi Fiorentini' })).toBeVisible();
  await expect(buses.getByText(/^Fino a \d+ posti: /).first()).toBeVisible();
  // Adults: the Uffizi guide is for students only.
  await page.getByLabel('Partecipanti').selectOption('Adulti');
  await type.selectOption('Guide / Ingressi');
  const guides = page.getByRole('region', { name: 'Guide / Ingressi' });
  await expect(guides.getByRole('heading', { name: /Firenze rinascimentale/ })).toBeVisible();
  await expect(guides.getByRole('heading', { name: 'Galleria degli Uffizi' })).toHaveCount(0);
});

test('Disponibilità: the free places of an area for a month, a hotel’s details', async ({ page }) => {
  await signIn(page, demo.agency);
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Disponibilità online' })
    .click();
  await pickPlace(page, /^Area/, 'Garda', /Lago di Garda/);
  await page.getByRole('button', { name: 'Mese successivo' }).click();
  const table = page.getByRole('table', { name: /^Posti disponibili, / });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows.nth(2)).toBeVisible();
  // A day column per day of the month, and numbers of free places.
  const headerCells = await rows.first().getByRole('columnheader').count();
  expect(headerCells).toBeGreaterThanOrEqual(29);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(/^\d+$/);
  await page.getByRole('button', { name: 'Mese precedente' }).click();
  await expect(page.getByLabel('Mese', { exact: true })).toHaveValue(isoIn(0).slice(0, 7));
  await rows.nth(1).getByRole('rowheader').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Lago di Garda', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
});

test.describe
  .serial('Richiedi preventivo, then the request for staff', () => {
    const begin = isoIn(40);
    const end = isoIn(43);
    let hotelName = '';

    test('a full wizard run to Nuova richiesta; the request in Le mie richieste', async ({ page }) => {
      await signIn(page, demo.agency);
      await page.getByRole('link', { name: 'Richiedi preventivo' }).first().click();
      await page.getByLabel(/Numero partecipanti/).fill('20');
      await page.getByLabel(/Arrivo/).fill(itDate(begin));
      await page.getByLabel(/Partenza/).fill(itDate(end));
      await pickPlace(page, /^Area/, 'Venezia', /Venezia e laguna/);
      await page.getByRole('button', { name: 'Continua' }).click();

      const options = page.getByRole('radiogroup', { name: 'Hotel disponibili' });
      await expect(options).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continua' })).toBeDisabled();
      // The first option: its radio is named by the hotel.
      hotelName = ((await options.locator('[data-part="item-text"]').first().textContent()) ?? '').trim();
      await options.getByRole('radio', { name: hotelName }).check({ force: true });
      await page.getByRole('button', { name: 'Continua' }).click();
      const summary = page.getByRole('region', { name: 'Riepilogo preventivo' });
      await expect(summary).toContainText('20 Studenti');
      await expect(summary).toContainText(`dal ${itDate(begin)} al ${itDate(end)} (3 notti)`);
      await expect(summary).toContainText(hotelName);
      await expect(page.getByText(/Penali di annullamento/)).toBeVisible();
      await page.getByLabel('Note aggiuntive').fill('Prova e2e: gita di primavera');
      await page.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(
        page.getByText('Abbiamo ricevuto la richiesta, risponderemo nel più breve tempo possibile.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Nuova richiesta' }).click();
      await expect(page.getByLabel(/Numero partecipanti/)).toHaveValue('');

      await page
        .getByRole('navigation', { name: 'Menu principale' })
        .getByRole('link', { name: 'Le mie richieste' })
        .click();
      await expect(page.getByRole('row', { name: new RegExp(hotelName) }).first()).toContainText('Nuova');
    });

    test('staff see it in Richieste preventivo and make a case of it', async ({ page }) => {
      await signIn(page, demo.operator);
      await page.getByRole('link', { name: 'Richieste preventivo' }).click();
      const row = page.getByRole('row', { name: new RegExp(`Viaggi Demo.*${itDate(begin)}`) }).first();
      await row.getByRole('link', { name: 'Visualizza' }).click();
      await expect(page.getByRole('region', { name: 'Hotel scelto' })).toContainText(hotelName);
      await expect(page.getByRole('region', { name: 'Note aggiuntive' })).toContainText(
        'Prova e2e: gita di primavera',
      );
      await page.getByRole('button', { name: 'Crea pratica' }).click();
      // The name proposed (agency, area, period) is editable; the request's notes go with the case.
      const dialog = page.getByRole('dialog', { name: 'Crea pratica' });
      await expect(dialog.getByRole('textbox', { name: /Nome della pratica/ })).toHaveValue(
        new RegExp(`^Viaggi Demo.* - Venezia e laguna dal ${itDate(begin)} al ${itDate(end)}$`),
      );
      await dialog.getByRole('button', { name: 'Crea pratica' }).click();
      await expect(page).toHaveURL(/\/pratiche\/dettagli\/\d+$/);
      await expect(page.getByRole('heading', { name: /Viaggi Demo.* - Venezia e laguna dal/ })).toBeVisible();
      await expect(page.getByRole('region', { name: `Hotel ${hotelName}` })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Note' })).toContainText(
        'Prova e2e: gita di primavera',
      );
    });

    test('the agency sees the request In lavorazione', async ({ page }) => {
      await signIn(page, demo.agency, '/mie-richieste');
      await expect(page.getByRole('row', { name: new RegExp(hotelName) }).first()).toContainText(
        'In lavorazione',
      );
    });
  });
