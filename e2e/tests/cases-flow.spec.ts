import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { addStay, addStayAtFirstHotel, CASE_LIST_COLUMNS, openCase, pickFirst } from '../support/cases';

/** Italian money as formatEuro prints it, whatever space the locale puts before '€'. */
const euro = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.')}\\s€$`);

test('cases: create, list, go to by number, stay, meal with freebies, bus, tour, discount, Importo totale', async ({
  page,
}) => {
  // A long flow of many screens: on the loaded 2-core test machine it takes over a minute.
  test.slow();
  const name = `Pratica di prova ${Date.now()}`;
  await signIn(page, demo.admin, '/pratiche');
  await expect(page.getByRole('heading', { name: 'Elenco pratiche' })).toBeVisible();
  for (const header of CASE_LIST_COLUMNS) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  // Not found by number.
  const goTo = page.getByRole('textbox', { name: 'Vai alla pratica numero' });
  await goTo.fill('999999');
  await goTo.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Non è stata trovata nessuna pratica con numero 999999');

  // New case: the period rule, then creation opens the detail.
  await page.getByRole('link', { name: 'Aggiungi' }).click();
  await expect(page).toHaveURL(/\/pratiche\/nuova$/);
  await expect(page.getByRole('heading', { name: 'Nuova pratica' })).toBeVisible();
  await page.getByLabel('Nome').fill(name);
  await pickFirst(page, /Cliente/, 'Scuola');
  await page.getByLabel('Data inizio').fill('10/04/2027');
  await page.getByLabel('Data fine').fill('09/04/2027');
  await page.getByLabel('Tipologia').selectOption({ label: 'Studenti' });
  // A count over its bound says so (not 'Campo obbligatorio').
  await page.getByLabel('N. partecipanti').fill('99999999');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Non deve essere prima della data di inizio')).toBeVisible();
  await expect(page.getByText('Valore massimo 100.000')).toBeVisible();
  await page.getByLabel('N. partecipanti').fill('30');
  await page.getByLabel('Data fine').fill('13/04/2027');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/pratiche\/dettagli\/\d+$/);
  const docNum = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { name: `Pratica ${docNum} - ${name}` })).toBeVisible();
  await expect(
    page.getByText(
      'Nessuna voce inserita nella pratica, usare il menù Azioni per aggiungere hotel e altre voci',
    ),
  ).toBeVisible();

  // In the list, and found by number.
  await page.goto('/pratiche');
  await page.getByRole('searchbox', { name: 'Nome' }).fill(name);
  // The name filter applies 500 ms after typing: wait for it before leaving the list.
  await expect(page).toHaveURL(/name=/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('10/04/2027')).toBeVisible();
  // Nothing held yet: 'Preventivo', and not among the confirmed cases (the status filter).
  await expect(row.getByText('Preventivo', { exact: true })).toBeVisible();
  await page
    .getByRole('search', { name: 'Filtri' })
    .getByLabel('Stato')
    .selectOption({ label: 'Confermata' });
  await expect(page).toHaveURL(/status=confermata/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Vai alla pratica numero' }).fill(docNum);
  await page.getByRole('button', { name: 'Vai alla pratica' }).click();
  await expect(page).toHaveURL(new RegExp(`/pratiche/dettagli/${docNum}$`));

  // A stay on the case's period (10/04 - 13/04/2027: 3 nights), docs/product/prices-and-freebies.md#default-stay-conditions; the agreed
  // price and the freebies typed by hand (values unlike the computed ones, or the fields would not
  // count as typed): 20 × 3 × 50,00 - 123,45 = 2.876,55, then 30 × 3 × 50,00 - 123,45 = 4.376,55.
  await addStay(page, 'Bellavista', 'Hotel Bellavista');
  const grid = page.getByRole('table', { name: 'Trattamento giorno per giorno' });
  await expect(grid.getByRole('row')).toHaveCount(5);
  await expect(grid.getByRole('checkbox', { name: 'Pernottamento 10/04/2027' })).toBeChecked();
  await expect(grid.getByRole('checkbox', { name: 'Colazione 10/04/2027' })).not.toBeChecked();
  await expect(grid.getByRole('checkbox', { name: 'Colazione 13/04/2027' })).toBeChecked();
  await expect(grid.getByRole('checkbox', { name: 'Pernottamento 13/04/2027' })).not.toBeChecked();
  const stayGuests = page.getByLabel('Ospiti Multipla');
  await expect(stayGuests).toHaveValue('30');
  await page.getByLabel('Prezzo Mezza pensione Multipla').fill('50,00');
  await page.getByRole('button', { name: 'Modifica gratuità' }).click();
  await page.getByLabel('Gratuità Mezza pensione', { exact: true }).fill('2');
  await page.getByLabel('Valore gratuità Mezza pensione').fill('123,45');
  await expect(page.getByText('Inserita manualmente')).toHaveCount(2);
  const stayTotal = page.getByLabel('Totale pernottamento');
  await stayGuests.fill('20');
  await expect(stayTotal).toHaveText(euro('2.876,55'));
  await stayGuests.fill('30');
  await expect(stayTotal).toHaveText(euro('4.376,55'));
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`/pratiche/dettagli/${docNum}$`));
  await expect(page.getByRole('region', { name: 'Hotel Hotel Bellavista' })).toBeVisible();

  // A meal: freebies follow the persons, then 28 paying × 20,00 = 560,00.
  await page.getByRole('link', { name: 'Aggiungi ristorante' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi pasto' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Selezionare un ristorante per procedere')).toBeVisible();
  await pickFirst(page, /Ristorante/, 'a');
  await page.getByLabel('Persone').fill('30');
  await expect(page.getByLabel('Gratuità')).not.toHaveValue('');
  await page.getByLabel('Gratuità').fill('2');
  await page.getByLabel('Prezzo unitario').fill('20,00');
  await page.getByText('Cena', { exact: true }).click();
  // A date outside the case (10/04 – 13/04/2027) asks first; 'Annulla' keeps the form.
  const mealDate = page.getByRole('textbox', { name: /^Data/ });
  await mealDate.fill('20/04/2027');
  await page.getByRole('button', { name: 'Conferma' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(
    'La data 20/04/2027 è fuori dal periodo della pratica (10/04/2027 – 13/04/2027). Salvare comunque?',
  );
  await question.getByRole('button', { name: 'Annulla' }).click();
  // The question closes (with its exit animation) before the form's own 'Conferma' is the only one.
  await expect(question).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Aggiungi pasto' })).toBeVisible();
  await mealDate.fill('11/04/2027');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`/pratiche/dettagli/${docNum}$`));
  await expect(
    page.getByRole('table', { name: 'Ristoranti' }).getByRole('cell', { name: euro('560,00') }),
  ).toBeVisible();

  // A bus trip: 1 × 450,00.
  await page.getByRole('link', { name: 'Aggiungi trasferimento / escursione bus' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi trasferimento / escursione bus' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Selezionare un servizio per procedere')).toBeVisible();
  await pickFirst(page, /Servizio bus/, 'a');
  await page.getByLabel('Prezzo unitario').fill('450,00');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`/pratiche/dettagli/${docNum}$`));

  // A guided tour: 2 × 120,00 = 240,00.
  await page.getByRole('link', { name: 'Aggiungi visita guidata' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi visita guidata' })).toBeVisible();
  await pickFirst(page, /Guida/, 'a');
  await page.getByLabel('Quantità').fill('2');
  await page.getByLabel('Prezzo unitario').fill('120,00');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`/pratiche/dettagli/${docNum}$`));

  // An extra discount of -100,00.
  await page.getByRole('link', { name: 'Costi e riduzioni aggiuntivi' }).click();
  await expect(page.getByRole('heading', { name: 'Costi e riduzioni aggiuntivi' })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi riga' }).click();
  await page.getByLabel('Descrizione').fill('Sconto fedeltà');
  await page.getByLabel('Importo').fill('-100,00');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(new RegExp(`/pratiche/dettagli/${docNum}$`));

  // 4.376,55 + 560,00 + 450,00 + 240,00 - 100,00.
  await expect(page.getByRole('table', { name: 'Trasferimenti ed escursioni in bus' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Visite guidate' }).getByRole('cell', { name: euro('240,00') }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Costi e riduzioni aggiuntivi' })).toContainText(
    'Sconto fedeltà',
  );
  await expect(page.getByLabel('Importo totale')).toHaveText(euro('5.526,55'));
});

test("an expired option of the demo data shows in 'Opzioni scadute' and can be deleted", async ({ page }) => {
  await signIn(page, demo.admin, '/opzioni-scadute');
  await expect(page.getByRole('heading', { name: 'Opzioni scadute' })).toBeVisible();
  for (const header of ['Scadenza', 'Hotel', 'Periodo', 'Posti', 'Riferimento']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const row = page.getByRole('row', { name: /Rif\. Liceo Galilei/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText("Sicuro di eliminare l'opzione scaduta");
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(row).toHaveCount(0);
  // Deleted on the server, not only hidden: still gone once reloaded.
  await page.reload();
  const loaded = page.getByText('Nessun risultato').or(page.getByRole('row').nth(1));
  await expect(loaded.first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Rif\. Liceo Galilei/ })).toHaveCount(0);
});

test('a demo stay without a hold: option (forced if short), reservation, release', async ({ page }) => {
  await openCase(page, 'Liceo Carducci');
  const stay = page.getByRole('region', { name: /^Hotel ./ }).first();
  await expect(stay.getByText('Nessuna opzione')).toBeVisible();
  await expect(stay.getByRole('button', { name: 'Annulla opzione' })).toHaveCount(0);

  // 'Opziona': expiry today + 7 by default; a contact is required.
  await stay.getByRole('button', { name: 'Opziona' }).click();
  const optionForm = stay.getByRole('form', { name: 'Opzione' });
  await expect(optionForm.getByLabel('Scadenza')).not.toHaveValue('');
  await optionForm.getByRole('button', { name: 'Conferma' }).click();
  await expect(optionForm.getByText('Campo obbligatorio')).toBeVisible();
  await optionForm.getByLabel('Riferimento').fill('Prof. Bianchi');
  await optionForm.getByRole('button', { name: 'Conferma' }).click();
  const optioned = stay.getByText(/Opzionato fino al .* · Prof\. Bianchi/);
  const shortage = page.getByRole('alertdialog');
  await expect(optioned.or(shortage)).toBeVisible();
  const forced = await shortage.isVisible();
  if (forced) await shortage.getByRole('button', { name: 'Procedi' }).click();
  await expect(optioned).toBeVisible();
  // A hold forced past the places is marked on the stay.
  await expect(stay.getByText('In overbooking')).toHaveCount(forced ? 1 : 0);
  await expect(stay.getByRole('button', { name: 'Modifica opzione' })).toBeVisible();
  await expect(stay.getByRole('button', { name: 'Annulla opzione' })).toBeVisible();

  // Confirmed: the option buttons go, 'Rilascia' comes.
  await stay.getByRole('button', { name: 'Conferma prenotazione' }).click();
  const form = stay.getByRole('form', { name: 'Prenotazione' });
  await expect(form.getByLabel('Riferimento')).toHaveValue('Prof. Bianchi');
  await form.getByRole('button', { name: 'Conferma' }).click();
  await expect(stay.getByText(/Prenotazione confermata/)).toBeVisible();
  await expect(stay.getByRole('button', { name: 'Modifica opzione' })).toHaveCount(0);

  await stay.getByRole('button', { name: 'Rilascia' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rilascia' }).click();
  await expect(stay.getByText('Nessuna opzione')).toBeVisible();
  await expect(stay.getByRole('button', { name: 'Opziona' })).toBeVisible();
});

test('a new stay: hotel and period, default grid, guests update the total, saved on the case', async ({
  page,
}) => {
  await openCase(page, 'Istituto Volta');
  const { stays, before } = await addStayAtFirstHotel(page);

  const grid = page.getByRole('table', { name: 'Trattamento giorno per giorno' });
  await expect(grid).toBeVisible();
  // docs/product/prices-and-freebies.md#default-stay-conditions: first day overnight only, then breakfast and overnight, last day breakfast only.
  const firstDay = grid.getByRole('row').nth(1);
  await expect(firstDay.getByRole('checkbox', { name: /^Pernottamento/ })).toBeChecked();
  await expect(firstDay.getByRole('checkbox', { name: /^Colazione/ })).not.toBeChecked();
  const lastDay = grid.getByRole('row').last();
  await expect(lastDay.getByRole('checkbox', { name: /^Colazione/ })).toBeChecked();
  await expect(lastDay.getByRole('checkbox', { name: /^Pernottamento/ })).not.toBeChecked();

  const total = page.getByLabel('Totale pernottamento');
  await expect(total).toHaveText(/€$/);
  const initialTotal = await total.textContent();
  const guests = page.getByRole('textbox', { name: /^Ospiti / }).first();
  await guests.fill(String(Number(await guests.inputValue()) + 5));
  await expect(total).not.toHaveText(initialTotal ?? '');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByRole('heading', { name: /Istituto Volta/ })).toBeVisible();
  await expect(stays).toHaveCount(before + 1);
});
