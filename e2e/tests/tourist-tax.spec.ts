import { expect, test } from '@playwright/test';
import { openCase } from '../support/cases';

// docs/product/tourist-tax.md: the comune's rates set on its location, the case's tax on its page.

test("'Imposta di soggiorno': a comune's rate set on its location, then the case's estimate, then in the price", async ({
  page,
}) => {
  test.slow(); // two screens and a form on a shared machine
  await openCase(page, 'Liceo Galilei');
  const card = page.getByRole('region', { name: 'Imposta di soggiorno' });
  const table = card.getByRole('table', { name: 'Imposta di soggiorno' });
  await expect(table).toBeVisible();
  const caseUrl = page.url();
  // The first stay's comune (the demo hotels all have one).
  const comune = ((await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(comune).not.toBe('—');

  await page.goto(`/localita?name=${encodeURIComponent(comune)}`);
  await page
    .getByRole('row', { name: new RegExp(comune) })
    .first()
    .getByRole('link', { name: 'Modifica' })
    .click();
  await expect(page.getByRole('heading', { name: 'Modifica località' })).toBeVisible();
  // Once per database (a retry finds the period saved): the form's periods are drawn first,
  // none or the one saved, then the choice.
  const none = page.getByText('Nessuna imposta di soggiorno');
  const period = page.getByRole('group', { name: 'Riga 1' });
  await expect(none.or(period).first()).toBeVisible();
  if (await none.isVisible()) {
    await page.getByRole('button', { name: 'Aggiungi periodo' }).click();
    await period.getByLabel(/^Dal/).fill('01/01/2020');
    await period.getByLabel(/^Al/).fill('31/12/2035');
    await period.getByLabel(/Tariffa unica/).fill('3,50');
    await period.getByLabel('Esenti sotto gli anni').fill('12');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page).toHaveURL(/\/localita$/);
  }

  await page.goto(caseUrl);
  await expect(table).toBeVisible();
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('stima');
  // An amount that is not zero (the demo stays have guests and the rate covers their nights).
  await expect(first).toContainText(/(^|[^\d.,])[1-9][\d.]*,\d\d\s€/);
  await expect(card.getByLabel('Totale imposta di soggiorno')).toHaveText(/^[1-9][\d.]*,\d\d\s€$/);
  // Ticked by its label (a retry finds it ticked already).
  const included = card.getByRole('checkbox', { name: 'Inclusa nel prezzo' });
  if (!(await included.isChecked())) await card.getByText('Inclusa nel prezzo', { exact: true }).click();
  await expect(included).toBeChecked();
  await expect(card.getByText("L'imposta è inclusa nel prezzo.")).toBeVisible();
});
