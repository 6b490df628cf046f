import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openCase } from '../support/cases';

// The SdI outcome from the screens: an invoice issued, then the SdI's rejection (NS) uploaded on
// 'Fatture' shows 'Scartata' with the error's code; the delivery receipt (RC) then 'Consegnata';
// the history lists both, newest first.

// The import, the status and the history, one after the other: generous on a loaded machine.
test.setTimeout(240_000);

/** The SdI's example messages beside the checkout (../shared/fatturapa, README there). */
const receipts = path.resolve(import.meta.dirname, '..', '..', '..', 'shared/fatturapa/samples/receipts');

/** The example message of `kind` about `invoiceFile`, dated `date`, under its own unique file name. */
function receipt(kind: 'NS' | 'RC', invoiceFile: string, date: string) {
  const xml = readFileSync(path.join(receipts, `IT01234567890_11111_${kind}_001.xml`), 'utf8')
    .replace(/<NomeFile>IT01234567890_11111\.xml\.p7m<\/NomeFile>/, `<NomeFile>${invoiceFile}</NomeFile>`)
    .replace(/<DataOraRicezione>[^<]*</, `<DataOraRicezione>${date}<`)
    .replace(/<DataOraConsegna>[^<]*</, `<DataOraConsegna>${date}<`);
  // Unique per run: the demo database may have seen this invoice's receipts before.
  const seq = `${kind}${Date.now().toString(36)}`;
  return {
    name: `${invoiceFile.replace(/\.xml$/, '')}_${kind}_${seq.slice(-4)}.xml`,
    mimeType: 'text/xml',
    buffer: Buffer.from(xml),
  };
}

async function upload(page: Page, file: ReturnType<typeof receipt>) {
  await page.getByRole('button', { name: 'Importa messaggi SdI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importa messaggi SdI' });
  await dialog.getByLabel('File dei messaggi SdI').setInputFiles(file);
  await expect(dialog.getByRole('table', { name: "Esito dell'importazione" })).toContainText(file.name);
  await expect(dialog.getByText('Importati: 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(dialog).toBeHidden();
}

test('an NS receipt makes the invoice Scartata with its error code, then an RC Consegnata', async ({
  page,
}) => {
  await openCase(page, 'Istituto Volta');
  await page
    .getByRole('complementary', { name: 'Azioni' })
    .getByRole('button', { name: 'Fattura', exact: true })
    .click();
  const invoice = page.getByRole('dialog', { name: 'Fattura' });
  const number = await invoice.getByLabel('Numero').inputValue();
  const issue = invoice.getByRole('button', { name: 'Emetti fattura' });
  if (await issue.isVisible()) await issue.click();
  const fileText = await invoice
    .getByText(/File della fattura elettronica: IT\d{11}_\w{5}\.xml/)
    .textContent();
  const invoiceFile = /IT\d{11}_\w{5}\.xml/.exec(fileText ?? '')?.[0] as string;
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Fatture' }).click();
  await expect(page.getByRole('heading', { name: 'Fatture' })).toBeVisible();
  // The invoice's own row: the case may also have notes (the credit-note test issues one).
  const row = page.getByRole('row', { name: new RegExp(`^${number} Fattura .*Istituto Volta`) });
  await expect(row).toBeVisible();

  // Dated now: later than anything an earlier run may have imported for this invoice.
  const now = Date.now();
  const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
  await upload(page, receipt('NS', invoiceFile, at(now - 120_000)));
  await expect(row.getByText('Scartata')).toBeVisible();
  await expect(row).toContainText('00100 Certificato di firma scaduto');

  await upload(page, receipt('RC', invoiceFile, at(now - 60_000)));
  await expect(row.getByText('Consegnata')).toBeVisible();
  await expect(row).not.toContainText('00100');

  await row.getByRole('button', { name: `Storico SdI della fattura ${number}` }).click();
  const history = page.getByRole('dialog', { name: /Storico SdI/ });
  const lines = history.getByRole('table', { name: 'Messaggi SdI' }).getByRole('row');
  await expect(lines.nth(1)).toContainText('Ricevuta di consegna (RC)');
  await expect(lines.nth(2)).toContainText('Notifica di scarto (NS)');
  await expect(lines.nth(2)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});
