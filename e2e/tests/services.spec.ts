import { expect, type Locator, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

async function pickLocation(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Località' }).fill(name.slice(0, 4));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** As an operator, opens the new-service form at `path` (titled `heading`) and fills its name and place. */
async function newService(page: Page, path: string, heading: string, name: string, place: string) {
  await signIn(page, demo.operator, path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByLabel('Nome').fill(name);
  await pickLocation(page, place);
}

/** Confirms the form, expects the list (`list`) and searches `name` in it: the row of the saved service. */
async function saveAndFind(page: Page, list: RegExp, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(list);
  await page.getByRole('searchbox', { name: 'Nome' }).fill(name);
  return page.getByRole('row', { name: new RegExp(name) });
}

test('a restaurant with two menus (one with freebies) is saved, reloaded and shown as entered', async ({
  page,
}) => {
  const name = `Trattoria di prova ${Date.now()}`;
  await signIn(page, demo.operator, '/ristoranti');
  await expect(page.getByRole('heading', { name: 'Ristoranti' })).toBeVisible();
  await page.getByRole('link', { name: 'Aggiungi' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi ristorante' })).toBeVisible();

  await page.getByLabel('Nome').fill(name);
  await pickLocation(page, 'Firenze');
  await page.getByLabel('Telefono').fill('055 123456');
  await page.getByLabel('E-mail').fill('info@trattoriadiprova.it');
  const students = page.getByRole('group', { name: 'Menù Studenti' });
  const adults = page.getByRole('group', { name: 'Menù Adulti' });
  await students.getByText('Disponibile').click();
  await students.getByLabel('Prezzo').fill('18,50');
  await students.getByLabel('Costo').fill('14,00');
  await students.getByText('Gratuità').click();
  await students.getByLabel('Una gratuità ogni').fill('20');
  await adults.getByText('Disponibile').click();
  await adults.getByLabel('Prezzo').fill('28,00');
  const row = await saveAndFind(page, /\/ristoranti$/, name);
  await expect(row.getByText('Firenze')).toBeVisible();
  await row.getByRole('link', { name: 'Modifica' }).click();
  await expect(page.getByRole('heading', { name: 'Modifica ristorante' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nome')).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Località' })).toHaveValue('Firenze');
  await expect(students.getByRole('switch', { name: 'Disponibile' })).toBeChecked();
  await expect(students.getByLabel('Prezzo')).toHaveValue('18,50');
  await expect(students.getByLabel('Costo')).toHaveValue('14,00');
  await expect(students.getByRole('switch', { name: 'Gratuità' })).toBeChecked();
  await expect(students.getByLabel('Una gratuità ogni')).toHaveValue('20');
  await expect(adults.getByLabel('Prezzo')).toHaveValue('28,00');
  await expect(adults.getByLabel('Costo')).toHaveValue('');
  await expect(adults.getByRole('switch', { name: 'Gratuità' })).not.toBeChecked();

  // Delete with confirm.
  await page.getByRole('button', { name: 'Annulla' }).click();
  await page.getByRole('searchbox', { name: 'Nome' }).fill(name);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Elimina' })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Sicuro di eliminare "${name}"?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Nessun risultato')).toBeVisible();
});

test('a bus service with three price rows, kept sorted by seats', async ({ page }) => {
  const name = `Bus di prova ${Date.now()}`;
  await newService(page, '/bus/nuovo', 'Aggiungi servizio bus', name, 'Roma');
  await page.getByLabel('Durata').selectOption({ label: 'Transfer' });
  const rows: [string, string, string][] = [
    ['54', '520,00', '450,00'],
    ['19', '280,00', ''],
    ['35', '390,00', '330,00'],
  ];
  for (const [i, [seats, price, cost]] of rows.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Aggiungi riga' }).click();
    const row = page.getByRole('group', { name: `Riga ${i + 1}` });
    await row.getByLabel('Posti fino a').fill(seats);
    await row.getByLabel('Prezzo').fill(price);
    if (cost) await row.getByLabel('Costo').fill(cost);
  }
  await (await saveAndFind(page, /\/bus$/, name)).getByRole('link', { name: 'Modifica' }).click();
  await expect(page.getByRole('heading', { name: 'Modifica servizio bus' })).toBeVisible();
  await expect(page.getByLabel('Durata')).toHaveValue('Transfer');
  const seats = page.getByLabel('Posti fino a');
  await expect(seats).toHaveCount(3);
  await expect(seats.nth(0)).toHaveValue('19');
  await expect(seats.nth(1)).toHaveValue('35');
  await expect(seats.nth(2)).toHaveValue('54');
  await expect(page.getByRole('group', { name: 'Riga 3' }).getByLabel('Costo')).toHaveValue('450,00');
});

test('a guide service shows its guest type in the list', async ({ page }) => {
  const name = `Visita di prova ${Date.now()}`;
  await newService(page, '/guida/nuova', 'Aggiungi servizio guida', name, 'Siena');
  await page.getByLabel('Tipologia').selectOption({ label: 'Adulti' });
  await page.getByLabel('Prezzo').fill('150,00');
  await page.getByLabel('Durata').selectOption({ label: 'Mezza giornata' });
  await page.getByLabel('Ore').fill('2.5');
  const row = await saveAndFind(page, /\/guida$/, name);
  await expect(row.getByText('Siena')).toBeVisible();
  await expect(row.getByText('Adulti')).toBeVisible();
});

test('the place filters narrow each other', async ({ page }) => {
  await signIn(page, demo.operator, '/ristoranti');
  await expect(page.getByRole('heading', { name: 'Ristoranti' })).toBeVisible();

  // An area fills the country, which locks, and limits the rows and the locations offered.
  await page.getByRole('combobox', { name: 'Area' }).fill('Roma');
  await page.getByRole('option', { name: /Roma e Lazio/ }).click();
  await expect(page).toHaveURL(/area=\d+&country=IT/);
  await expect(page.getByRole('combobox', { name: 'Nazione' })).toBeDisabled();
  await expect(page.getByRole('row', { name: /Ristorante Sibilla/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Trattoria Da Enzo al 29/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Trattoria Sergio Gozzi/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Località' }).fill('i');
  await expect(page.getByRole('option', { name: /^Tivoli/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Firenze/ })).toHaveCount(0);

  // A location narrows further and locks the area.
  await page.getByRole('option', { name: /^Tivoli/ }).click();
  await expect(page).toHaveURL(/loc=\d+/);
  await expect(page.getByRole('combobox', { name: 'Area' })).toBeDisabled();
  await expect(page.getByRole('row', { name: /Ristorante Sibilla/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Trattoria Da Enzo al 29/ })).toHaveCount(0);
});
