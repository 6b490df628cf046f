import { type APIResponse, expect, type Locator, type Page } from '@playwright/test';
import { demo, signIn } from './auth';
import { romeDay } from './dates';

/** The column headers of the case list ('Elenco pratiche'). */
export const CASE_LIST_COLUMNS = [
  'Numero',
  'Nome',
  'Agenzia',
  'Dal',
  'Al',
  'Stato',
  'Tipologia',
  'N. partecipanti',
  'Utente',
  'Azioni',
];

/** Types `typed` in the combobox `label` and picks the first option it lists. */
export async function pickFirst(page: Page, label: RegExp, typed: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('listbox', { name: label }).getByRole('option').first().click();
}

/** Signs in as the demo admin and opens the detail of the demo case whose name contains `name`. */
export async function openCase(page: Page, name: string) {
  await signIn(page, demo.admin, `/pratiche?name=${encodeURIComponent(name)}`);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: 'Dettagli' })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
}

/**
 * How many `items` the page shows once it has settled: at least one, and the same count twice in a
 * row 250 ms apart (the case page draws its parts as their data comes, and a count taken as the
 * first one appears can read none).
 */
export async function settledCount(items: Locator): Promise<number> {
  let last = -1;
  let count = 0;
  await expect
    .poll(
      async () => {
        count = await items.count();
        const settled = count > 0 && count === last;
        last = count;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return count;
}

/**
 * On an open case: its stays, how many there are and the hotel of the first one, then step one of
 * 'Aggiungi hotel' with that hotel (searched by its first 8 letters) and 'Conferma'.
 */
export async function addStayAtFirstHotel(page: Page) {
  const stays = page.getByRole('region', { name: /^Hotel ./ });
  const before = await settledCount(stays);
  const hotelName = ((await stays.first().getAttribute('aria-label')) ?? '').replace(/^Hotel /, '');
  await addStay(page, hotelName.slice(0, 8), hotelName);
  return { stays, before };
}

/** On an open case: step one of 'Aggiungi hotel', typing `search` and choosing `hotelName`, then 'Conferma'. */
export async function addStay(page: Page, search: string, hotelName: string) {
  await page.getByRole('link', { name: 'Aggiungi hotel' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi hotel' })).toBeVisible();
  await page.getByRole('combobox', { name: /Hotel/ }).fill(search);
  await page.getByRole('option', { name: hotelName }).first().click();
  await page.getByRole('button', { name: 'Conferma' }).click();
}

/** The JSON of an API answer, after checking its status. */
async function answer<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * A case of its own for one test (signed in as staff, through the API): a school group of the
 * agency named `agency`, arriving `arrivalIn` days from today for `nights` nights, with one stay of
 * two guests at the first demo hotel that has school prices, reserved (forced: the demo allotment
 * may be full) so that the case is confirmed. Tests that change a case's stays or rooming list
 * start from one of these, never from a demo case other tests read.
 */
export async function newConfirmedCase(
  page: Page,
  {
    agency,
    name,
    arrivalIn = 60,
    nights = 3,
  }: { agency: string; name: string; arrivalIn?: number; nights?: number },
): Promise<{ number: number; name: string }> {
  const agencies = await answer<{ items: { id: number; fullName: string }[] }>(
    await page.request.get(`/api/agencies?name=${encodeURIComponent(agency)}`),
  );
  const customer = agencies.items.find((a) => a.fullName === agency);
  expect(customer, `agency ${agency}`).toBeTruthy();
  const [beginDate, endDate] = [romeDay(arrivalIn), romeDay(arrivalIn + nights)];
  const { number } = await answer<{ number: number }>(
    await page.request.post('/api/docs', {
      data: { name, customerId: customer?.id, beginDate, endDate, guestTypeId: 's', guestCount: 2 },
    }),
    201,
  );
  const hotels = await answer<{ items: { id: number }[] }>(await page.request.get('/api/hotels?ipp=50'));
  for (const { id } of hotels.items) {
    const aux = await page.request.get(
      `/api/docs/${number}/stays/auxdata?hotel=${id}&begin=${beginDate}&end=${endDate}`,
    );
    if (aux.status() !== 200) continue;
    const { guestType, defaults, priceRows } = (await aux.json()) as {
      guestType: { baseAccomodationId: string };
      defaults: { conditions: unknown[] };
      priceRows: unknown[];
    };
    if (priceRows.length === 0) continue;
    const stay = await answer<{ id: number }>(
      await page.request.post(`/api/docs/${number}/stays`, {
        data: {
          hotelId: id,
          begin: beginDate,
          end: endDate,
          conditions: defaults.conditions,
          guests: { [guestType.baseAccomodationId]: 2 },
        },
      }),
      201,
    );
    await answer(
      await page.request.put(`/api/docs/stays/${stay.id}/reservation?force=true`, {
        data: { contact: name },
      }),
    );
    return { number, name };
  }
  throw new Error('no demo hotel with school prices');
}
