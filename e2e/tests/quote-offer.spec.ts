import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { mailsTo } from '../support/mails';

// An agency's request answered with an offer of two alternatives (docs/product/offers.md): staff
// write and send it, the agency accepts one, and the case with the option exists; both sides read
// 'Accettata', and the agency's mail is in the demo mailbox. Several screens and users: a long
// timeout on a loaded machine (not a timing assertion).
test.describe.configure({ timeout: 180_000 });

const isoIn = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
const itDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function pickPlace(page: Page, label: RegExp, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Another user in the same tab: the session of the one before goes first. */
async function switchTo(page: Page, email: string, path = '/') {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, email, path);
}

test('agency request → staff offer with two alternatives → the agency accepts one → case with an option, Accettata on both sides', async ({
  page,
}) => {
  const begin = isoIn(55);
  const end = isoIn(58);

  // The agency asks, choosing the first hotel; the second option is the other alternative.
  await signIn(page, demo.agency);
  await page.getByRole('link', { name: 'Richiedi preventivo' }).first().click();
  await page.getByLabel(/Numero partecipanti/).fill('15');
  await page.getByLabel(/Arrivo/).fill(itDate(begin));
  await page.getByLabel(/Partenza/).fill(itDate(end));
  await pickPlace(page, /^Area/, 'Venezia', /Venezia e laguna/);
  await page.getByRole('button', { name: 'Continua' }).click();
  const options = page.getByRole('radiogroup', { name: 'Hotel disponibili' });
  await expect(options).toBeVisible();
  const names = options.locator('[data-part="item-text"]');
  await expect(names.nth(1)).toBeVisible();
  const first = ((await names.first().textContent()) ?? '').trim();
  const second = ((await names.nth(1).textContent()) ?? '').trim();
  await options.getByRole('radio', { name: first }).check({ force: true });
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.getByLabel('Note aggiuntive').fill('Prova e2e: offerta');
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByText(/Abbiamo ricevuto la richiesta/)).toBeVisible();
  await page.goto('/mie-richieste');
  await page
    .getByRole('row', { name: new RegExp(itDate(begin)) })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/mie-richieste\/\d+$/);
  const requestId = /\/mie-richieste\/(\d+)$/.exec(page.url())?.[1] as string;

  // Staff write the offer: the request's hotel, then the second one; save, send.
  await switchTo(page, demo.operator, `/richieste/${requestId}`);
  await page.getByRole('region', { name: 'Offerte' }).getByRole('link', { name: 'Prepara offerta' }).click();
  await expect(page).toHaveURL(new RegExp(`/richieste/${requestId}/offerta$`));
  const alt1 = page.getByRole('group', { name: 'Alternativa 1' });
  await expect(alt1.getByRole('combobox', { name: /Hotel/ })).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Aggiungi alternativa' }).click();
  const alt2 = page.getByRole('group', { name: 'Alternativa 2' });
  await alt2.getByRole('combobox', { name: /Hotel/ }).selectOption({ label: second });
  await alt1.getByRole('button', { name: 'Aggiungi riga' }).last().click();
  await alt1.getByLabel(/^Voce/).fill('Bus dalla stazione');
  await page.getByLabel("Messaggio all'agenzia").fill('Due proposte per la vostra gita');
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(alt2.getByText(/^Totale .+€ \(.+ a persona, 15 partecipanti/)).toBeVisible();
  await page.getByRole('button', { name: "Invia all'agenzia" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Invia' }).click();
  await expect(page).toHaveURL(new RegExp(`/richieste/${requestId}$`));
  await expect(page.getByRole('region', { name: 'Offerte' })).toContainText('Inviata');

  // The agency reads both alternatives and accepts the second.
  await switchTo(page, demo.agency, `/mie-richieste/${requestId}`);
  const offer = page.getByRole('region', { name: 'Offerta' });
  await expect(offer.getByRole('group', { name: 'Alternativa 1' })).toContainText(first);
  const chosen = offer.getByRole('group', { name: 'Alternativa 2' });
  await expect(chosen).toContainText(second);
  await expect(offer.getByText('Due proposte per la vostra gita')).toBeVisible();
  await chosen.getByRole('button', { name: 'Accetta alternativa 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accetta alternativa 2' });
  await dialog.getByLabel(/Nota per l'operatore/).fill('Confermiamo');
  await dialog.getByRole('button', { name: 'Conferma accettazione' }).click();
  await expect(chosen.getByText('Accettata')).toBeVisible();
  await expect(chosen.getByText(/Confermati 15 partecipanti: pratica n\. \d+/)).toBeVisible();
  const caseNumber = /pratica n\. (\d+)/.exec((await chosen.textContent()) ?? '')?.[1] as string;
  await page.goto('/mie-richieste');
  await expect(page.getByRole('row', { name: new RegExp(itDate(begin)) }).first()).toContainText('Accettata');

  // Staff: the request reads 'Accettata', the case has the stay with its option.
  await switchTo(page, demo.operator, `/richieste/${requestId}`);
  await expect(page.getByRole('region', { name: 'Azioni' })).toContainText('Accettata');
  await page.getByRole('link', { name: `n. ${caseNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pratiche/dettagli/${caseNumber}$`));
  const stay = page.getByRole('region', { name: `Hotel ${second}` });
  await expect(stay.getByText(/Opzionato fino al .* · /)).toBeVisible();

  // The agency's mail in the demo mailbox.
  await switchTo(page, demo.admin);
  await expect
    .poll(async () => (await mailsTo(page, demo.agency)).map((m) => m.subject))
    .toContain(`Offerta per la richiesta di preventivo n. ${requestId}`);
});
