import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { mailsTo } from '../support/mails';

// docs/product/rooming-list.md#to-the-hotel: staff add a participant to a demo case's rooming list,
// send a stay to its hotel (the dev mailbox has the mail with the voucher and the rooming list as
// PDF and Excel), then change the list: the stay says the list changed after the sending.

const CASE = 'Liceo Artistico Brera';

async function openRooming(page: Page, caseUrl: string) {
  await page.goto(caseUrl);
  await page
    .getByRole('complementary', { name: 'Azioni' })
    .getByRole('link', { name: 'Rooming list' })
    .click();
  await expect(page.getByRole('heading', { name: /^Rooming list - Pratica \d+/ })).toBeVisible();
}

async function saveRooming(page: Page) {
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Salvataggio completato')).toBeVisible();
}

test("send a stay to its hotel: the mail with its files, then 'modificata dopo l'invio'", async ({
  page,
}) => {
  const surname = `Hotel${String(Date.now()).slice(-6)}`;
  // The mailbox needs manage_users: the whole flow runs as the administrator (staff too).
  await signIn(page, demo.admin, `/pratiche?name=${encodeURIComponent(CASE)}`);
  await page
    .getByRole('row', { name: new RegExp(CASE) })
    .getByRole('link', { name: 'Dettagli' })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Pratica \\d+ - ${CASE}`) })).toBeVisible();
  const caseUrl = page.url();
  const caseNumber = /\/pratiche\/dettagli\/(\d+)/.exec(caseUrl)?.[1];

  // A participant added to the list.
  await openRooming(page, caseUrl);
  const last = page.getByRole('textbox', { name: /^Cognome riga \d+$/ }).last();
  await last.focus();
  if ((await last.inputValue()) !== '') await page.keyboard.press('Enter');
  await page.keyboard.type(surname);
  for (const value of ['Giulia', '', 'Studente', '201']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await saveRooming(page);

  // 'Invia all'hotel' on the first stay.
  await page.goto(caseUrl);
  const stay = page.getByRole('region', { name: /^Hotel / }).first();
  await stay.getByRole('button', { name: "Invia all'hotel" }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('il voucher e la rooming list della pratica, in PDF e in Excel?');
  await dialog.getByRole('button', { name: 'Invia' }).click();
  await expect(page.getByText(/^Voucher e rooming list inviati a \S+@\S+$/)).toBeVisible();
  const sentLine = stay.getByText(/^Inviato all'hotel il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} a \S+@\S+/);
  await expect(sentLine).toBeVisible();
  const to = / a (\S+@[^\s(]+)/.exec((await sentLine.textContent()) ?? '')?.[1] as string;
  await expect(stay.getByText("Rooming list modificata dopo l'invio")).toHaveCount(0);

  // The dev mailbox: the mail to the hotel with the voucher and the rooming list in PDF and Excel.
  await expect
    .poll(
      async () =>
        (await mailsTo(page, to)).find((m) => m.subject.startsWith('Voucher e rooming list'))?.attachments,
    )
    .toEqual([
      expect.stringMatching(/^voucher-\d+\.pdf$/),
      `rooming-list-pratica-${caseNumber}.pdf`,
      `rooming-list-pratica-${caseNumber}.xlsx`,
    ]);
  const [mail] = (await mailsTo(page, to)).filter((m) => m.subject.startsWith('Voucher e rooming list'));
  expect(mail.subject).toContain(CASE);
  expect(mail.text).toContain('in allegato trovate il voucher del gruppo');

  // The list changes: the stay says so until it is sent again.
  await openRooming(page, caseUrl);
  const room = page
    .locator(`input[value="${surname}"]`)
    .locator('xpath=ancestor::tr')
    .getByRole('textbox', {
      name: /^Camera riga \d+$/,
    });
  await room.fill('202');
  await saveRooming(page);
  await page.goto(caseUrl);
  await expect(
    page
      .getByRole('region', { name: /^Hotel / })
      .first()
      .getByText("Rooming list modificata dopo l'invio"),
  ).toBeVisible();
});
