import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openCase } from '../support/cases';

// The money of one case from the screens, end to end (docs/product/documents.md, sdi.md,
// payments.md): the invoice issued and final; the SdI's rejection (NS) uploaded on 'Fatture'; the
// case corrected and the invoice issued again under the same number; the delivery receipt (RC);
// acconto and saldo recorded; a credit note after the payment, which leaves the agency a credit;
// the agency's statement with all of it, and its PDF.

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
/** '1.234,50 €' → 123450. */
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

/** The SdI's official example messages: not redistributed in the repository, read from the folder named below. */
const receipts = path.resolve(import.meta.dirname, '..', '..', '..', 'shared/fatturapa/samples/receipts');

/** The example message of `kind` about `invoiceFile`, received at `date`, under a file name of its own. */
function receipt(kind: 'NS' | 'RC', invoiceFile: string, date: string) {
  const xml = readFileSync(path.join(receipts, `IT01234567890_11111_${kind}_001.xml`), 'utf8')
    .replace(/<NomeFile>IT01234567890_11111\.xml\.p7m<\/NomeFile>/, `<NomeFile>${invoiceFile}</NomeFile>`)
    .replace(/<DataOraRicezione>[^<]*</, `<DataOraRicezione>${date}<`)
    .replace(/<DataOraConsegna>[^<]*</, `<DataOraConsegna>${date}<`);
  return {
    name: `${invoiceFile.replace(/\.xml$/, '')}_${kind}_001.xml`,
    mimeType: 'text/xml',
    buffer: Buffer.from(xml),
  };
}

/** On 'Fatture': 'Importa messaggi SdI' with one file, one imported. */
async function upload(page: Page, file: ReturnType<typeof receipt>) {
  await page.getByRole('button', { name: 'Importa messaggi SdI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importa messaggi SdI' });
  await dialog.getByLabel('File dei messaggi SdI').setInputFiles(file);
  await expect(dialog.getByRole('table', { name: "Esito dell'importazione" })).toContainText(file.name);
  await expect(dialog.getByText('Importati: 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(dialog).toBeHidden();
}

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name, exact: true });

test('a case from invoice to statement: NS, re-issue, RC, acconto and saldo, credit note, statement PDF', async ({
  page,
}) => {
  // About twenty screens and dialogs on a shared machine.
  test.setTimeout(300_000);
  await openCase(page, 'Istituto Volta');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const caseNumber = /Pratica (\d+)/.exec(heading ?? '')?.[1] as string;
  const casePath = new URL(page.url()).pathname;
  const actions = page.getByRole('complementary', { name: 'Azioni' });
  const invoice = page.getByRole('dialog', { name: 'Fattura' });
  const openInvoice = async () => {
    await actions.getByRole('button', { name: 'Fattura', exact: true }).click();
    await expect(invoice.getByLabel('Numero')).toBeVisible();
  };

  // 1. The invoice, issued: final. Nothing to save in the dialog, and the API refuses a change.
  await openInvoice();
  const number = await invoice.getByLabel('Numero').inputValue();
  const date = await invoice.getByLabel('Data').inputValue();
  // A date in the future is refused with its message; the date typed again, one click issues
  // (the message leaving must not move the button away from the click).
  await invoice.getByLabel('Data').fill('31/12/2099');
  await invoice.getByRole('button', { name: 'Emetti fattura' }).click();
  await expect(invoice.getByText(/^La data non può essere successiva a oggi/)).toBeVisible();
  await invoice.getByLabel('Data').fill(date);
  await invoice.getByRole('button', { name: 'Emetti fattura' }).click();
  const fileText = await invoice
    .getByText(/File della fattura elettronica: IT\d{11}_\w{5}\.xml/)
    .textContent();
  const invoiceFile = /IT\d{11}_\w{5}\.xml/.exec(fileText ?? '')?.[0] as string;
  await expect(invoice.getByRole('button', { name: /^(Emetti fattura|Emetti di nuovo)$/ })).toHaveCount(0);
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
  const firstTotal = cents(await invoice.getByLabel('Fatturato').textContent());
  await page.keyboard.press('Escape');

  // 2. The SdI rejects it: 'Scartata' on 'Fatture' with the error's code.
  await menu(page, 'Fatture').click();
  await expect(page.getByRole('heading', { name: 'Fatture', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^${number} Fattura .*Istituto Volta`) });
  await expect(row).toBeVisible();
  const now = Date.now();
  const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
  await upload(page, receipt('NS', invoiceFile, at(now - 120_000)));
  await expect(row.getByText('Scartata')).toBeVisible();
  await expect(row).toContainText('00100 Certificato di firma scaduto');

  // 3. Corrected (a supplement the invoice had missed) and issued again: same number and date.
  await page.goto(casePath);
  await page.getByRole('link', { name: 'Costi e riduzioni aggiuntivi' }).click();
  await expect(page.getByRole('heading', { name: 'Costi e riduzioni aggiuntivi' })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi riga' }).click();
  await page.getByLabel('Descrizione').last().fill('Supplemento cena di gala');
  await page.getByLabel('Importo').last().fill('50,00');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`${casePath}$`));
  await openInvoice();
  await expect(invoice.getByText(/Fattura scartata dal SdI: si può emettere di nuovo/)).toBeVisible();
  await invoice.getByRole('button', { name: 'Emetti di nuovo' }).click();
  await expect(invoice.getByText(/Fattura scartata dal SdI/)).toHaveCount(0);
  await expect(invoice.getByLabel('Numero')).toHaveValue(number);
  await expect(invoice.getByLabel('Data')).toHaveValue(date);
  await expect(invoice.getByLabel('Fatturato')).toHaveText(euro.format((firstTotal + 5_000) / 100));
  const invoiced = firstTotal + 5_000;
  await page.keyboard.press('Escape');

  // 4. Issued again, the status starts over: sent through the operator's channel, then delivered
  // ('Consegnata'); the history keeps the rejection, newest first.
  await menu(page, 'Fatture').click();
  await expect(row.getByText('Da inviare')).toBeVisible();
  await row.getByRole('button', { name: `Segna come inviata la fattura ${number}` }).click();
  await expect(row.getByText(/^Inviata/)).toBeVisible();
  await upload(page, receipt('RC', invoiceFile, at(Date.now())));
  await expect(row.getByText('Consegnata')).toBeVisible();
  await expect(row).not.toContainText('00100');
  await row.getByRole('button', { name: `Storico SdI della fattura ${number}` }).click();
  const history = page.getByRole('dialog', { name: /Storico SdI/ });
  const lines = history.getByRole('table', { name: 'Messaggi SdI' }).getByRole('row');
  await expect(lines.nth(1)).toContainText('Ricevuta di consegna (RC)');
  await expect(lines.nth(2)).toContainText('Notifica di scarto (NS)');
  await expect(lines.nth(2)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await page.keyboard.press('Escape');

  // 5. Acconto and saldo: the case owes what was invoiced.
  await page.goto(casePath);
  const section = page.getByRole('region', { name: 'Incassi' });
  const figure = (id: string) => section.getByTestId(id);
  await expect(figure('pay-net')).toHaveText(euro.format(invoiced / 100));
  await expect(figure('pay-due')).toHaveText(euro.format(invoiced / 100));
  await section.getByRole('button', { name: 'Registra incasso' }).click();
  let dialog = page.getByRole('dialog', { name: 'Registra incasso' });
  await dialog.getByRole('textbox', { name: /^Importo/ }).fill('300,00');
  await dialog.getByRole('textbox', { name: /Riferimento/ }).fill('CRO acconto');
  await dialog.getByRole('button', { name: 'Registra' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(figure('pay-paid')).toHaveText(euro.format(300));
  await expect(section.getByRole('row', { name: /CRO acconto/ })).toBeVisible();
  // The saldo: the dialog proposes what is still owed.
  await section.getByRole('button', { name: 'Registra incasso' }).click();
  dialog = page.getByRole('dialog', { name: 'Registra incasso' });
  await dialog.getByRole('textbox', { name: /Riferimento/ }).fill('CRO saldo');
  await dialog.getByRole('button', { name: 'Registra' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(figure('pay-paid')).toHaveText(euro.format(invoiced / 100));
  await expect(figure('pay-outstanding')).toHaveText(euro.format(0));
  await expect(
    section.getByRole('table', { name: 'Piano dei pagamenti' }).getByRole('row', { name: /Saldo/ }),
  ).toContainText('Incassato');

  // 6. A credit note of 100,00 € (the last line only) after the payment: the agency is owed it.
  await openInvoice();
  await invoice.getByRole('button', { name: 'Nota di credito' }).click();
  const note = page.getByRole('dialog', { name: 'Nota di credito' });
  const noteNumber = await note.getByLabel('Numero').inputValue();
  expect(Number(noteNumber)).toBe(Number(number) + 1);
  const noteLines = note.locator('label:has(input[type="checkbox"])');
  const count = await noteLines.count();
  for (let i = 0; i < count - 1; i++) await noteLines.nth(i).click();
  await note.getByLabel(`Importo riga ${count}`).fill('100,00');
  await note.getByLabel('Motivo').fill('Cena di gala non effettuata');
  await note.getByRole('button', { name: 'Emetti nota di credito' }).click();
  await expect(invoice.getByText(new RegExp(`Nota di credito n\\. ${noteNumber} del`))).toBeVisible();
  await expect(invoice.getByLabel('Netto')).toHaveText(euro.format((invoiced - 10_000) / 100));
  await page.keyboard.press('Escape');
  await expect(figure('pay-net')).toHaveText(euro.format((invoiced - 10_000) / 100));
  await expect(figure('pay-credit')).toHaveText(euro.format(100));

  // 'Fatture': the note beside its invoice.
  await menu(page, 'Fatture').click();
  await expect(
    page.getByRole('row', { name: new RegExp(`Nota di credito \\(fatt\\. ${number}\\)`) }),
  ).toBeVisible();
  await expect(row).toBeVisible();

  // 7. The agency's statement: invoice, both payments, the credit note; and its PDF.
  await menu(page, 'Incassi').click();
  await expect(page.getByRole('heading', { name: 'Incassi', level: 1 })).toBeVisible();
  await page
    .getByRole('row', { name: /Istituto Volta/ })
    .first()
    .getByRole('link')
    .nth(1)
    .click();
  await expect(page.getByRole('heading', { name: /^Estratto conto – / })).toBeVisible();
  const movements = page.getByRole('table', { name: 'Movimenti' });
  await expect(movements.getByRole('row', { name: new RegExp(`n\\. ${number}/`) })).toContainText(
    euro.format(invoiced / 100),
  );
  await expect(movements.getByRole('row', { name: /CRO acconto/ })).toBeVisible();
  await expect(movements.getByRole('row', { name: /CRO saldo/ })).toBeVisible();
  await expect(movements.getByRole('row', { name: new RegExp(`n\\. ${noteNumber}/`) })).toContainText(
    'Nota di credito',
  );
  const pdfHref = await page.getByRole('link', { name: 'Apri PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
