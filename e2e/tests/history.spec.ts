import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { romeDay } from '../support/dates';

// 'Storico modifiche' and 'Registro attività' (docs/product/history.md): a price changed by the
// administrator and an option's expiry changed by the operator, read back by both screens.

const typed = (iso: string) => iso.split('-').reverse().join('/');
const italian = typed;

/** A demo hotel's school price entry: its hotel and id. */
async function aSchoolPrice(page: Page): Promise<{ hotelId: number; priceId: number }> {
  const hotels = (await (await page.request.get('/api/hotels?ipp=50')).json()) as { items: { id: number }[] };
  for (const { id } of hotels.items) {
    const offer = (await (await page.request.get(`/api/hotels/${id}/offers/s`)).json()) as {
      prices?: { id: number }[];
    };
    if (offer.prices?.length) return { hotelId: id, priceId: offer.prices[0].id };
  }
  throw new Error('no demo hotel with school prices');
}

async function openHistory(page: Page) {
  const panel = page.getByRole('region', { name: 'Storico modifiche' });
  await panel.getByRole('button', { name: 'Mostra storico' }).click();
  return panel;
}

test('a price changed by the administrator and an option’s expiry by the operator, in both histories', async ({
  page,
}) => {
  // ---- the administrator changes a price ----
  await signIn(page, demo.admin, '/hotel');
  const { hotelId, priceId } = await aSchoolPrice(page);
  const pricing = `/hotel/listino/${hotelId}/prezzi/s/modifica/${priceId}`;
  await page.goto(pricing);
  await expect(page.getByRole('heading', { name: 'Imposta prezzi' })).toBeVisible();
  const halfBoard = page.getByLabel('Vendita Mezza pensione');
  await expect(halfBoard).not.toHaveValue('');
  const cents = 6000 + (Date.now() % 3000);
  const newPrice = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  await halfBoard.fill(newPrice);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel/scheda/${hotelId}/prezzi/s$`));

  await page.goto(pricing);
  const priceHistory = await openHistory(page);
  const priceLine = priceHistory
    .getByTestId('history-entry')
    .filter({ hasText: `hb: ${newPrice}` })
    .first();
  await expect(priceLine).toContainText('Mario Rossi');
  await expect(priceLine).toContainText('Modificato');
  await expect(priceLine.getByRole('row', { name: /^Prezzi / })).toBeVisible();

  // ---- the operator changes an option's expiry ----
  await page.context().clearCookies();
  await signIn(page, demo.operator, `/pratiche?name=${encodeURIComponent('Coro Polifonico')}`);
  await page
    .getByRole('row', { name: /Coro Polifonico/ })
    .getByRole('link', { name: 'Dettagli' })
    .click();
  await expect(page).toHaveURL(/\/pratiche\/dettagli\/\d+$/);
  const caseNumber = Number(/(\d+)$/.exec(page.url())?.[1]);
  const stay = page.getByRole('region', { name: /^Hotel ./ }).first();
  const change = stay.getByRole('button', { name: 'Modifica opzione' });
  const place = stay.getByRole('button', { name: /^(Opziona|Nuova opzione)$/ });
  const release = stay.getByRole('button', { name: 'Rilascia' });
  await expect(change.or(place).or(release).first()).toBeVisible();
  if (await release.isVisible()) {
    await release.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rilascia' }).click();
  }
  if (!(await change.isVisible())) {
    await place.click();
    const form = stay.getByRole('form', { name: 'Opzione' });
    await form.getByLabel('Riferimento').fill('Maestro Verdi');
    await form.getByRole('button', { name: 'Conferma' }).click();
    const shortage = page.getByRole('alertdialog');
    await expect(change.or(shortage).first()).toBeVisible();
    if (await shortage.isVisible()) await shortage.getByRole('button', { name: 'Procedi' }).click();
    await expect(change).toBeVisible();
  }
  const expiry = romeDay(9 + (Date.now() % 5));
  await change.click();
  const optionForm = stay.getByRole('form', { name: 'Opzione' });
  await optionForm.getByLabel('Scadenza').fill(typed(expiry));
  await optionForm.getByRole('button', { name: 'Conferma' }).click();
  await expect(stay.getByText(new RegExp(`Opzionato fino al ${italian(expiry)}`))).toBeVisible();

  await page.goto(`/pratiche/modifica/${caseNumber}`);
  const caseHistory = await openHistory(page);
  const optionLine = caseHistory
    .getByTestId('history-entry')
    .filter({ hasText: 'Laura Bianchi' })
    .filter({ has: page.getByRole('row', { name: new RegExp(`Scadenza opzione .* ${italian(expiry)}$`) }) })
    .first();
  await expect(optionLine).toBeVisible();
  await expect(optionLine).toContainText('Opzione/prenotazione');

  // ---- 'Registro attività' (the administrator) ----
  await page.context().clearCookies();
  await signIn(page, demo.admin, '/registro-attivita?kind=hotel_prices');
  const log = page.getByRole('table', { name: 'Registro attività' });
  const priceRow = log
    .getByRole('row')
    .filter({ hasText: `hb: ${newPrice}` })
    .first();
  await expect(priceRow).toContainText('Mario Rossi');
  await expect(priceRow).toContainText('Prezzo listino');

  await page.goto('/registro-attivita?kind=holds');
  const optionRow = log
    .getByRole('row')
    .filter({ hasText: 'Laura Bianchi' })
    .filter({ hasText: italian(expiry) })
    .first();
  await expect(optionRow).toContainText('Scadenza opzione');
  await optionRow.getByRole('button', { name: /^Dettagli/ }).click();
  await expect(page.getByRole('dialog').getByRole('row', { name: /Scadenza opzione/ })).toBeVisible();
});
