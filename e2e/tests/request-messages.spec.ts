import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { demo, signIn } from '../support/auth';
import { mailsTo } from '../support/mails';

// docs/product/agency-portal.md#messages: the demo agency writes on its request with a PDF, staff
// see the unread badge, read it (the badge clears), download the file and answer with an image;
// the agency sees its badge, reads the answer; both e-mails are in the dev mailbox.
test.describe.configure({ timeout: 120_000 });

const isoIn = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The unread badge of a menu entry: its count, 0 when there is none. */
async function badgeOf(page: Page, entry: string) {
  const badge = page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: new RegExp(`^${entry}`) })
    .locator('[data-unread]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.getAttribute('data-unread'));
}

/** Another user in the same browser: the previous session's cookie goes first. */
async function switchTo(page: Page, email: string, path: string) {
  await page.context().clearCookies();
  await signIn(page, email, path);
}

async function write(page: Page, text: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const panel = page.getByRole('region', { name: 'Messaggi' });
  await panel.getByRole('textbox', { name: 'Messaggio' }).fill(text);
  await panel.getByLabel('Allegato').setInputFiles(file);
  await panel.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: text })).toContainText(file.name);
  await expect(panel.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('');
}

test('a conversation with attachments both ways: unread badges, downloads, the mails', async ({ page }) => {
  const stamp = String(Date.now()).slice(-6);
  const question = `Possiamo avere la mezza pensione con bevande? (${stamp})`;
  const answer = `Sì, ecco la piantina delle camere (${stamp}).`;

  // The agency's request (sent as the wizard does), then its question with the programme as PDF.
  await signIn(page, demo.agency, '/mie-richieste');
  const places = await page.request.get('/api/geo/search?q=Garda&type=area');
  const area = ((await places.json()) as { items: { id: number }[] }).items[0].id;
  const sent = await page.request.post('/api/quotereq', {
    data: {
      guestCount: 20,
      guestTypeId: 's',
      begin: isoIn(60),
      end: isoIn(63),
      areaId: area,
      serviceClassId: 'hb',
    },
  });
  expect(sent.status()).toBe(201);
  const id = ((await sent.json()) as { id: number }).id;
  await page.goto(`/mie-richieste/${id}`);
  await expect(page.getByRole('heading', { name: `Richiesta n. ${id}` })).toBeVisible();
  await write(page, question, { name: 'programma gita.pdf', mimeType: 'application/pdf', buffer: PDF });
  const mine = page
    .getByRole('region', { name: 'Messaggi' })
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(mine).toContainText('Non ancora letto');
  await expect(mine).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // Staff: the badge of 'Richieste preventivo', the list's figure; opening the request reads it.
  await switchTo(page, demo.admin, '/richieste');
  await expect.poll(() => badgeOf(page, 'Richieste preventivo')).toBeGreaterThan(0);
  const before = await badgeOf(page, 'Richieste preventivo');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Visualizza' }) })
    .first();
  await expect(row).toContainText('1 messaggio non letto');
  await page.goto(`/richieste/${id}`);
  const thread = page.getByRole('region', { name: 'Messaggi' });
  const question1 = thread.getByRole('listitem').filter({ hasText: question });
  await expect(question1).toContainText('Agenzia');
  await expect.poll(() => badgeOf(page, 'Richieste preventivo')).toBe(before - 1);
  await expectAccessible(page, 'Richiesta preventivo: Messaggi');

  // The file is a download with its name, never shown inline.
  const link = question1.getByRole('link', { name: /^programma gita\.pdf/ });
  const file = await page.request.get((await link.getAttribute('href')) as string);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="programma gita\.pdf"/);
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);

  // A file that is not what its name says is refused.
  await thread.getByLabel('Allegato').setInputFiles({
    name: 'fattura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00programma'),
  });
  await thread.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(thread.getByRole('alert')).toContainText('Tipo di file non ammesso');

  // The answer with an image.
  await write(page, answer, { name: 'piantina.png', mimeType: 'image/png', buffer: PNG });

  // The mails: the question to the 'Richieste preventivo' address (as Configurazione has it now:
  // another test may have changed the demo's), the answer to the agency.
  const desk = ((await (await page.request.get('/api/config/quoterequests')).json()) as { email: string })
    .email;
  await expect
    .poll(async () => (await mailsTo(page, desk)).find((m) => m.text.includes(question))?.subject)
    .toBe(`Nuovo messaggio sulla richiesta di preventivo n. ${id}`);
  await expect
    .poll(async () => (await mailsTo(page, demo.agency)).find((m) => m.text.includes(answer))?.text)
    .toContain('Allegati: piantina.png');

  // The agency: its badge, the answer read on opening, the badge gone; its question read by staff.
  await switchTo(page, demo.agency, '/mie-richieste');
  await expect.poll(() => badgeOf(page, 'Le mie richieste')).toBe(1);
  await page.goto(`/mie-richieste/${id}`);
  const reply = page
    .getByRole('region', { name: 'Messaggi' })
    .getByRole('listitem')
    .filter({ hasText: answer });
  await expect(reply).toContainText('Ufficio booking');
  await expect(reply.getByRole('link', { name: /^piantina\.png/ })).toBeVisible();
  await expect(mine).toContainText(/Letto il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect.poll(() => badgeOf(page, 'Le mie richieste')).toBe(0);
  await expectAccessible(page, 'Richiesta n.: Messaggi');
});
