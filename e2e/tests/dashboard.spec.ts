import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { romeDay } from '../support/dates';

// 'Cruscotto' (docs/product/dashboard.md) on the demo data: the first staff menu entry, its
// figures' tables, the chart drawn, and a screenshot in each theme (docs/screens/).

const screens = path.resolve(import.meta.dirname, '..', '..', 'docs', 'screens');
const italian = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function setTheme(page: Page, theme: 'Chiaro' | 'Scuro') {
  await page.goto('/preferenze');
  await page.getByText(theme, { exact: true }).click();
  if (theme === 'Scuro') await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
}

test("'Cruscotto': first in the staff menu, the next 90 days' figures with their tables, both themes", async ({
  page,
}) => {
  await signIn(page, demo.admin, '/pratiche');
  const menu = page.getByRole('navigation').first();
  await expect(menu.getByRole('link').first()).toHaveText('Cruscotto');
  await menu.getByRole('link', { name: 'Cruscotto' }).click();
  await expect(page.getByRole('heading', { name: 'Cruscotto', level: 1 })).toBeVisible();

  // Pick-up: the chart drawn, then its table shown: 90 nights from today, in Italian.
  const pickup = page.getByRole('region', { name: 'Pick-up per notte' });
  await expect(
    pickup
      .getByRole('img', { name: /Pick-up per notte/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  await pickup.getByRole('button', { name: 'Tabella' }).click();
  const nights = pickup.getByRole('table', { name: 'Pick-up per notte' });
  await expect(nights).toBeVisible();
  await expect(nights.getByRole('columnheader')).toHaveText([
    'Notte',
    'Allotment',
    'Opzionati',
    'Confermati',
    'Disponibili',
  ]);
  await expect(nights.locator('tbody tr')).toHaveCount(90);
  await expect(nights.locator('tbody tr').first().getByRole('cell').first()).toHaveText(italian(romeDay(0)));
  const allotted = await nights.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(allotted.some((v) => Number(v.replace(/\./g, '')) > 0)).toBe(true);

  // Hotels: each name opens the hotel's availability.
  const hotels = page.getByRole('region', { name: 'Utilizzo per hotel' });
  await hotels.getByRole('button', { name: 'Tabella' }).click();
  const first = hotels.getByRole('table', { name: 'Utilizzo per hotel' }).getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/hotel\/scheda\/\d+\/disponibilita$/);

  // Sales: the chart by one measure (here the sale in euro), the table with all five, this year and last.
  const sales = page.getByRole('region', { name: 'Andamento vendite', exact: true });
  await sales.getByRole('combobox', { name: 'Misura del grafico' }).selectOption('sale');
  await expect(sales.getByRole('img', { name: /Andamento vendite \(Vendite\)/ })).toBeVisible();
  await sales.getByRole('button', { name: 'Tabella' }).click();
  const salesTable = sales.getByRole('table', { name: 'Andamento vendite' });
  await expect(salesTable.getByRole('columnheader')).toHaveText([
    'Mese',
    'Pratiche',
    'Pratiche anno prec.',
    'Ospiti',
    'Ospiti anno prec.',
    'Presenze',
    'Presenze anno prec.',
    'Vendite',
    'Vendite anno prec.',
    'Margine',
    'Margine anno prec.',
  ]);
  const sold = await salesTable.locator('tbody tr td:nth-child(8)').allTextContents();
  expect(sold.every((v) => /^-?[\d.]+,\d\d\u00a0€$/.test(v))).toBe(true);
  expect(sold.some((v) => v !== '0,00\u00a0€')).toBe(true);
  await sales.screenshot({ path: path.join(screens, 'dashboard-sales-table.png') });
  await sales.getByRole('button', { name: 'Grafico' }).click();

  // To-do counts link to their lists.
  const todo = page.getByRole('region', { name: 'Da fare oggi' });
  await expect(todo.getByRole('link', { name: /^Rate scadute: / })).toHaveAttribute(
    'href',
    '/pratiche/incassi?state=scaduto',
  );

  await page
    .getByRole('region', { name: 'Pick-up per notte' })
    .getByRole('button', { name: 'Grafico' })
    .click();
  await page.screenshot({ path: path.join(screens, 'dashboard-light.png'), fullPage: true });

  await setTheme(page, 'Scuro');
  await page.goto('/cruscotto');
  await expect(
    page.getByRole('region', { name: 'Pick-up per notte' }).getByRole('img').locator('svg').first(),
  ).toBeVisible();
  await page.screenshot({ path: path.join(screens, 'dashboard-dark.png'), fullPage: true });
  await setTheme(page, 'Chiaro');
});

test("'Cruscotto': a period backwards is refused with the field's message", async ({ page }) => {
  await signIn(page, demo.operator, `/cruscotto?dal=${romeDay(10)}&al=${romeDay(0)}`);
  await expect(page.getByRole('heading', { name: 'Cruscotto', level: 1 })).toBeVisible();
  await expect(page.getByText(/Alcuni campi non sono validi|Non deve essere prima/).first()).toBeVisible();
});
