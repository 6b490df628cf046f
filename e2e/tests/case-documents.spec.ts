import { expect, type Page, test } from '@playwright/test';
import { openCase } from '../support/cases';

// docs/product/documents.md: a user prints a confirmation, issues and prints an invoice (HTML, PDF, XML), edits
// and prints a voucher, and finds the invoice under 'Fatture', all from the screens.

/** Clicks a link that opens a new window and answers that window once loaded. */
async function opensWindow(page: Page, name: string | RegExp) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name }).click()]);
  await popup.waitForLoadState();
  return popup;
}

/** What the browser gets from a link's address (same session cookie). */
async function fetchLink(page: Page, name: string | RegExp) {
  const href = await page.getByRole('link', { name }).getAttribute('href');
  const res = await page.request.get(href as string);
  expect(res.status()).toBe(200);
  return res;
}

test('confirmation, invoice and voucher from the case detail; the invoice under Fatture', async ({
  page,
}) => {
  await openCase(page, 'Liceo Galilei');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const caseNumber = /Pratica (\d+)/.exec(heading ?? '')?.[1];
  const actions = page.getByRole('complementary', { name: 'Azioni' });

  // 'Conferma': the date (default today), then the statement in a new window.
  await actions.getByRole('button', { name: 'Conferma', exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: 'Conferma' });
  await expect(confirmation.getByLabel('Data della conferma')).not.toHaveValue('');
  const statement = await opensWindow(page, 'Apri HTML');
  await expect(statement.getByRole('heading', { name: `Conferma pratica n. ${caseNumber}` })).toBeVisible();
  await expect(statement.getByText('Importo totale')).toBeVisible();
  await expect(statement.getByText(/Penali di cancellazione/)).toBeVisible();
  await statement.close();
  const pdf = await fetchLink(page, 'Apri PDF');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The date field takes what is typed once it is left (DD/MM/YYYY completed, docs/product/formats-and-errors.md#dates).
  await confirmation.getByLabel('Data della conferma').fill('');
  await confirmation.getByLabel('Data della conferma').press('Tab');
  await expect(confirmation.getByText('Campo obbligatorio')).toBeVisible();
  await page.keyboard.press('Escape');

  // 'Fattura': the number proposed, issued, then HTML, PDF and the XML.
  await actions.getByRole('button', { name: 'Fattura', exact: true }).click();
  const invoice = page.getByRole('dialog', { name: 'Fattura' });
  const number = await invoice.getByLabel('Numero').inputValue();
  expect(Number(number)).toBeGreaterThan(0);
  await invoice.getByRole('button', { name: 'Emetti fattura' }).click();
  await expect(invoice.getByText(/File della fattura elettronica: IT\d{11}_\w{5}\.xml/)).toBeVisible();
  const printed = await opensWindow(page, 'Apri HTML');
  await expect(printed.getByRole('heading', { name: new RegExp(`Fattura n. ${number} del`) })).toBeVisible();
  await expect(printed.getByText('Totale documento')).toBeVisible();
  await printed.close();
  expect((await fetchLink(page, 'Apri PDF')).headers()['content-type']).toBe('application/pdf');
  const xml = await (await fetchLink(page, 'XML FatturaPA')).text();
  expect(xml).toContain('<FormatoTrasmissione>FPR12</FormatoTrasmissione>');
  expect(xml).toContain(`<Numero>${number}</Numero>`);
  await page.keyboard.press('Escape');

  // The voucher of the first stay: the shared edit form, then its print.
  await page.getByRole('link', { name: 'Voucher' }).first().click();
  await expect(page.getByRole('heading', { name: 'Voucher' })).toBeVisible();
  await page.getByLabel('Rooming list').fill('Rossi Mario\nBianchi Anna');
  await page.getByLabel('Purchased by (inglese)').fill('Services purchased by Incoming Italia');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Pratica \d+/ })).toBeVisible();
  await page.getByRole('link', { name: 'Voucher' }).first().click();
  await expect(page.getByLabel('Rooming list')).toHaveValue('Rossi Mario\nBianchi Anna');
  const voucher = await opensWindow(page, 'Stampa voucher HTML');
  await expect(voucher.getByText('Arrivo / Arrival')).toBeVisible();
  await expect(voucher.getByText(/Rossi Mario/)).toBeVisible();
  await expect(voucher.getByText('Services purchased by Incoming Italia')).toBeVisible();
  await voucher.close();

  // 'Fatture' lists it for the year.
  await page.getByRole('link', { name: 'Fatture' }).click();
  await expect(page.getByRole('heading', { name: 'Fatture' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Liceo Galilei/ })).toBeVisible();
});

test('an agency without the e-invoice fields: the missing-fields message with the link to the agency', async ({
  page,
}) => {
  await openCase(page, 'Liceo Manzoni');
  await page
    .getByRole('complementary', { name: 'Azioni' })
    .getByRole('button', { name: 'Fattura', exact: true })
    .click();
  const invoice = page.getByRole('dialog', { name: 'Fattura' });
  await expect(
    invoice.getByText(
      'I seguenti campi necessari per la fattura elettronica sono assenti: Partita IVA, Codice SdI (o PEC), CAP',
    ),
  ).toBeVisible();
  await expect(invoice.getByRole('link', { name: 'Modifica agenzia' })).toHaveAttribute(
    'href',
    /\/agenzie\/modifica\/\d+/,
  );
  await expect(invoice.getByRole('button', { name: 'XML FatturaPA' })).toBeDisabled();
});
