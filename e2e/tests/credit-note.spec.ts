import { expect, test } from '@playwright/test';
import { openCase } from '../support/cases';

// An issued invoice is final: the dialog no longer saves it and the API refuses a change; a
// partial credit note issued from the invoice dialog appears under 'Fatture' and in the case's
// net (docs/product/documents.md).

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
/** '1.234,50 €' → 123450. */
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

test('issue an invoice, re-saving refused, a partial credit note on Fatture and in the net', async ({
  page,
}) => {
  // Many steps (invoice, refusal, note, list) on a shared machine: three times the usual time.
  test.slow();
  await openCase(page, 'Istituto Volta');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const caseNumber = /Pratica (\d+)/.exec(heading ?? '')?.[1];
  const actions = page.getByRole('complementary', { name: 'Azioni' });

  await actions.getByRole('button', { name: 'Fattura', exact: true }).click();
  const invoice = page.getByRole('dialog', { name: 'Fattura' });
  const number = await invoice.getByLabel('Numero').inputValue();
  await invoice.getByRole('button', { name: 'Emetti fattura' }).click();
  await expect(invoice.getByText(/File della fattura elettronica: IT\d{11}_\w{5}\.xml/)).toBeVisible();

  // Issued: final. Nothing to save in the dialog, and the API refuses a change.
  await expect(invoice.getByRole('button', { name: /^(Emetti fattura|Salva)$/ })).toHaveCount(0);
  await expect(invoice.getByLabel('Numero')).toBeDisabled();
  const refused = await page.evaluate(
    async ([docNum, n]) => {
      const res = await fetch(`/api/docs/${docNum}/invoice/data`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: Number(n), docdate: '2000-01-01' }),
      });
      return { status: res.status, body: await res.json() };
    },
    [caseNumber, number],
  );
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('Fattura già emessa: per correggerla emettere una nota di credito');

  const invoiced = cents(await invoice.getByLabel('Fatturato').textContent());
  expect(invoiced).toBeGreaterThan(10_000);
  await expect(invoice.getByLabel('Netto')).toHaveText(euro.format(invoiced / 100));

  // A partial credit note: the last line only, 100,00 €, with a reason.
  await invoice.getByRole('button', { name: 'Nota di credito' }).click();
  const note = page.getByRole('dialog', { name: 'Nota di credito' });
  const noteNumber = await note.getByLabel('Numero').inputValue();
  expect(Number(noteNumber)).toBe(Number(number) + 1);
  const lines = note.locator('label:has(input[type="checkbox"])');
  const count = await lines.count();
  for (let i = 0; i < count - 1; i++) await lines.nth(i).click();
  await note.getByLabel(`Importo riga ${count}`).fill('100,00');
  await note.getByLabel('Motivo').fill('Servizio non effettuato');
  await note.getByRole('button', { name: 'Emetti nota di credito' }).click();

  // Back to the invoice: the note, the credited amount and the net.
  await expect(invoice.getByText(new RegExp(`Nota di credito n\\. ${noteNumber} del`))).toBeVisible();
  await expect(invoice.getByLabel('Note di credito')).toHaveText(euro.format(100));
  await expect(invoice.getByLabel('Netto')).toHaveText(euro.format((invoiced - 10_000) / 100));
  await page.keyboard.press('Escape');

  // 'Fatture': the invoice and its note.
  await page.getByRole('link', { name: 'Fatture' }).click();
  await expect(page.getByRole('heading', { name: 'Fatture' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`Nota di credito \\(fatt\\. ${number}\\)`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`^${number} .*Fattura .*Istituto Volta`) }).first(),
  ).toBeVisible();
});
