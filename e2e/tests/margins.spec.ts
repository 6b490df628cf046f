import { expect, test } from '@playwright/test';
import { openCase } from '../support/cases';
import { romeDay } from '../support/dates';

const day = romeDay;
const MONTHS = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
];

test("a demo case shows its margin; 'Margini' lists the period's cases and its VAT periods", async ({
  page,
}) => {
  test.slow(); // two screens and a report on a shared machine
  await openCase(page, 'Liceo Galilei');
  const margin = page.getByRole('region', { name: 'Margine' });
  await expect(margin).toBeVisible();
  await expect(margin).toContainText('Vendita');
  await expect(margin).toContainText('Margine %');
  await expect(margin.getByRole('table', { name: 'Margine per voce' })).toBeVisible();
  // The sale is the case's 'Importo totale'.
  const total = ((await page.getByTestId('case-total').textContent()) ?? '').trim();
  await expect(margin).toContainText(total);

  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Margini' })
    .click();
  await expect(page.getByRole('heading', { name: 'Margini', level: 1 })).toBeVisible();
  // By default this year by departure date; the first demo case leaves in 3 days.
  const first = day(3);
  if (first.slice(0, 4) !== day(0).slice(0, 4)) {
    await page.goto(
      `/pratiche/margini?from=${first.slice(0, 4)}-01-01&to=${first.slice(0, 4)}-12-31&by=departure`,
    );
  }
  await expect(page.getByRole('region', { name: 'Totali' })).toContainText('Margine');
  const vat = page.getByRole('region', { name: 'IVA sul margine (regime 74-ter)' });
  await expect(vat).toContainText('Metodo: margine del periodo = vendite − costi');
  const month = `${MONTHS[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;
  const row = vat.getByRole('row', { name: new RegExp(month) });
  await expect(row).toBeVisible();
  // A period's cases: the report of that period, each case linked to its page.
  await row.getByRole('link', { name: `Pratiche di ${month}` }).click();
  const cases = page.getByRole('table', { name: 'Pratiche del periodo' });
  await expect(cases.getByRole('row', { name: /Liceo Galilei/ })).toBeVisible();
  await cases.getByRole('link', { name: /Liceo Galilei/ }).click();
  await expect(page.getByRole('heading', { name: /Liceo Galilei/ })).toBeVisible();
});
