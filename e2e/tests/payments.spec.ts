import { expect, test } from '@playwright/test';
import { openCase } from '../support/cases';

/** The case page's 'Incassi' figures as shown. */
const figure = (page: import('@playwright/test').Page, id: string) =>
  page.getByRole('region', { name: 'Incassi' }).getByTestId(id);

test('payments: an acconto and a saldo on a demo case, the figures, then the agency statement', async ({
  page,
}) => {
  // Two saves, two lists and a statement on a shared machine: more than the default minute.
  test.setTimeout(240_000);
  await openCase(page, 'Parrocchia San Luca');
  const section = page.getByRole('region', { name: 'Incassi' });
  await expect(section.getByRole('table', { name: 'Piano dei pagamenti' })).toBeVisible();
  const due = ((await figure(page, 'pay-due').textContent()) ?? '').trim();
  await expect(figure(page, 'pay-paid')).toHaveText('0,00\u00a0€');

  // Acconto: 100,00 € by bank transfer.
  await section.getByRole('button', { name: 'Registra incasso' }).click();
  let dialog = page.getByRole('dialog', { name: 'Registra incasso' });
  await dialog.getByRole('textbox', { name: /^Importo/ }).fill('100,00');
  await dialog.getByRole('textbox', { name: /Riferimento/ }).fill('CRO acconto');
  await dialog.getByRole('button', { name: 'Registra' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(figure(page, 'pay-paid')).toHaveText('100,00\u00a0€');
  await expect(section.getByRole('row', { name: /CRO acconto/ })).toBeVisible();

  // Saldo: the dialog proposes what is still owed.
  await section.getByRole('button', { name: 'Registra incasso' }).click();
  dialog = page.getByRole('dialog', { name: 'Registra incasso' });
  await dialog.getByRole('textbox', { name: /Riferimento/ }).fill('CRO saldo');
  await dialog.getByRole('button', { name: 'Registra' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(figure(page, 'pay-paid')).toHaveText(due);
  await expect(figure(page, 'pay-outstanding')).toHaveText('0,00\u00a0€');
  await expect(figure(page, 'pay-overdue')).toHaveText('0,00\u00a0€');
  const plan = section.getByRole('table', { name: 'Piano dei pagamenti' });
  await expect(plan.getByRole('row', { name: /Saldo/ })).toContainText('Incassato');

  // 'Incassi' lists the case; its agency's statement shows both payments.
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Incassi' })
    .click();
  await expect(page.getByRole('heading', { name: 'Incassi', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /Parrocchia San Luca/ }).first();
  await row.getByRole('link').nth(1).click();
  await expect(page.getByRole('heading', { name: /^Estratto conto – / })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Movimenti' });
  await expect(lines.getByRole('row', { name: /CRO acconto/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: /CRO saldo/ })).toBeVisible();
});
