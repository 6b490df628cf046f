import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { newConfirmedCase } from '../support/cases';
import { mailsTo } from '../support/mails';

// docs/product/rooming-list.md#the-agency-fills-it-in: the agency uploads its rooming list (CSV) in
// 'Le mie pratiche'; staff see who changed it, fix a room and send the stay to its hotel: the dev
// mailbox has the mail with the voucher and the rooming list (PDF and Excel).

const AGENCY = 'Viaggi Demo S.r.l.';

test('the agency uploads the rooming list; staff fix a room and send it to the hotel', async ({ page }) => {
  const suffix = String(Date.now()).slice(-6);
  const [first, second] = [`Agenzia${suffix}`, `Portale${suffix}`];

  await signIn(page, demo.admin, '/');
  // A confirmed case of its own: its deadline (7 days before arrival) is ahead.
  const { name: caseName } = await newConfirmedCase(page, { agency: AGENCY, name: `Gita rooming ${suffix}` });
  await page.context().clearCookies();

  // The agency: 'Le mie pratiche' → the case's rooming list → 'Importa file' → 'Salva'.
  await signIn(page, demo.agency, '/');
  await page.getByRole('link', { name: 'Le mie pratiche' }).first().click();
  const row = page.getByRole('table', { name: 'Le mie pratiche' }).getByRole('row', { name: caseName });
  await expect(row).toContainText(/entro il \d{2}\/\d{2}\/\d{4}/);
  await row.getByRole('link', { name: 'Rooming list' }).click();
  await expect(page.getByRole('heading', { name: /^Rooming list - Pratica \d+/ })).toBeVisible();
  const caseNumber = /Pratica (\d+)/.exec(
    (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
  )?.[1];
  const accomodation = await page.locator('#rooming-accomodations option').first().getAttribute('value');
  await page.getByLabel('File della rooming list').setInputFiles({
    name: 'rooming.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Cognome;Nome;Data di nascita;Ruolo;Camera;Sistemazione\n` +
        `${first};Anna;05/03/2011;Studente;301;${accomodation}\n` +
        `${second};Luca;;Docente;301;${accomodation}\n`,
    ),
  });
  await expect(page.getByText(/File letto: 2 partecipanti \(0 aggiornati, 2 aggiunti\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Salvataggio completato')).toBeVisible();
  await expect(
    page.getByText(/^Ultima modifica: .+ \(agenzia\) il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
  ).toBeVisible();

  // Staff (the administrator: the dev mailbox needs manage_users) open the case's rooming list.
  await page.context().clearCookies();
  await signIn(page, demo.admin, `/pratiche/dettagli/${caseNumber}/rooming`);
  await expect(page.getByRole('heading', { name: `Rooming list - Pratica ${caseNumber}` })).toBeVisible();
  await expect(page.getByText(/^Ultima modifica: .+ \(agenzia\) il /)).toBeVisible();
  const room = page
    .locator(`input[value="${second}"]`)
    .locator('xpath=ancestor::tr')
    .getByRole('textbox', { name: /^Camera riga \d+$/ });
  await room.fill('302');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Salvataggio completato')).toBeVisible();
  await expect(page.getByText(/^Ultima modifica: Mario Rossi il /)).toBeVisible();

  // 'Invia all'hotel' on the case's first stay.
  await page.goto(`/pratiche/dettagli/${caseNumber}`);
  const stay = page.getByRole('region', { name: /^Hotel / }).first();
  await stay.getByRole('button', { name: "Invia all'hotel" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Invia' }).click();
  const sentLine = stay.getByText(/^Inviato all'hotel il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} a \S+@\S+/);
  await expect(sentLine).toBeVisible();
  const to = / a (\S+@[^\s(]+)/.exec((await sentLine.textContent()) ?? '')?.[1] as string;

  // The dev mailbox: the voucher and the rooming list (PDF and Excel) attached.
  await expect
    .poll(
      async () =>
        (await mailsTo(page, to)).find(
          (m) =>
            m.subject.startsWith('Voucher e rooming list') &&
            m.attachments.includes(`rooming-list-pratica-${caseNumber}.pdf`),
        )?.attachments,
    )
    .toEqual([
      expect.stringMatching(/^voucher-\d+\.pdf$/),
      `rooming-list-pratica-${caseNumber}.pdf`,
      `rooming-list-pratica-${caseNumber}.xlsx`,
    ]);
});
