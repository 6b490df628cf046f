import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { mailsTo } from '../support/mails';

// docs/product/allotment-and-holds.md: the year-long grid, its exports and the release cockpit, on the demo data (its
// blocks release 14 days before each night: the coming nights are past their release).

const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const plus = (n: number) =>
  new Date(Date.parse(`${romeToday()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

test('the grid: every hotel in one table, sticky column and header, released nights, marks, exports', async ({
  page,
}) => {
  await signIn(page, demo.operator, `/disponibilita?type=s&from=${plus(0)}&to=${plus(365)}`);
  const grid = page.getByRole('table', { name: 'Disponibilità' });
  await expect(grid).toBeVisible();
  // A year of the demo's hotels: the table says its whole size, the document holds a screenful.
  const rowCount = Number(await grid.getAttribute('aria-rowcount'));
  expect(rowCount).toBeGreaterThan(4 * 40);
  expect(await grid.getAttribute('aria-colcount')).toBe('367');
  const cells = await grid.locator('td').count();
  expect(cells).toBeGreaterThan(100);
  expect(cells).toBeLessThan(((rowCount - 1) * 366) / 10);

  // The first hotel's band: Allotment on the coming nights, Disponibili 0 past the release,
  // hatched, with the release date on hover; the legend says what the hatching means.
  const firstHotel = (await grid.getByRole('rowheader').first().getByRole('link').textContent()) ?? '';
  const available = grid.getByRole('row', { name: `${firstHotel} · Disponibili` });
  const released = available.locator('td.rel').first();
  await expect(released).toHaveText('0');
  await expect(released).toHaveAttribute(
    'title',
    /^Rilasciati \d+ posti · data di rilascio: \d{2}\/\d{2}\/\d{4}$/,
  );
  await expect(
    page.getByText('Notte oltre la data di rilascio: posti rilasciati, non più vendibili'),
  ).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: new RegExp(dm(plus(0))) })).toBeVisible();

  // Scrolled right by a few months and down: the day header and the hotel column stay in view.
  const region = page.getByRole('region', { name: 'Griglia disponibilità' });
  await region.evaluate((el) => {
    el.scrollIntoView();
    el.scrollLeft = 46 * 120;
    el.scrollTop = 97 * 10;
  });
  await expect(grid.getByRole('columnheader', { name: new RegExp(dm(plus(122))) })).toBeInViewport();
  await expect(grid.getByRole('columnheader', { name: 'Hotel' })).toBeInViewport();
  await expect(grid.getByRole('columnheader', { name: new RegExp(dm(plus(0))) })).toHaveCount(0);
  // The month of the first visible day stays named in the corner, its first day long scrolled away.
  const monthOf = (iso: string) =>
    new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  await expect(grid.locator('.corner .now')).toHaveText(monthOf(plus(120)));
  // A month's name on its first day is whole: nothing of the next days' headers covers its end.
  const monthLabel = grid.locator('.day .mon:not(:empty)').last();
  await expect(monthLabel).toBeInViewport();
  expect(
    await monthLabel.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const atEnd = document.elementFromPoint(box.right - 2, box.top + box.height / 2);
      return { covered: !el.contains(atEnd), wider: box.width > 46 };
    }),
  ).toEqual({ covered: false, wider: true });
  // The eleventh hotel's first row (header row 1, four rows a hotel) now heads the region.
  const hotelLink = grid.locator('tr[aria-rowindex="42"]').getByRole('rowheader').getByRole('link');
  await expect(hotelLink).toBeInViewport();
  await expect(hotelLink).toHaveAttribute('target', '_blank');

  // Weekends and Italian holidays are marked in the header (hover names the holiday).
  const christmas = `${plus(0) <= `${plus(0).slice(0, 4)}-12-25` ? plus(0).slice(0, 4) : Number(plus(0).slice(0, 4)) + 1}-12-25`;
  await region.evaluate(
    (el, index) => {
      el.scrollLeft = 46 * index;
    },
    Math.round((Date.parse(christmas) - Date.parse(plus(0))) / 86_400_000) - 2,
  );
  await expect(grid.getByRole('columnheader', { name: /25\/12/ })).toHaveAttribute('title', /· Natale$/);

  // The same search as a CSV (Italian: BOM, ';') and as an Excel file.
  const csv = await page.request.get(
    (await page.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href')) ?? '',
  );
  expect(csv.status()).toBe(200);
  const text = (await csv.body()).toString('utf8');
  expect(text.startsWith('\uFEFFHotel;Località;Riga;')).toBe(true);
  expect(text).toContain(`${firstHotel};`);
  expect(text.split('\r\n')[1]).toMatch(/;Opzionati;/);
  const xlsx = await page.request.get(
    (await page.getByRole('link', { name: 'Esporta Excel' }).getAttribute('href')) ?? '',
  );
  expect(xlsx.headers()['content-type']).toContain('spreadsheetml');
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');
});

test("'Rilasci in scadenza': the unsold nights releasing in the next days, sortable, exported", async ({
  page,
}) => {
  await signIn(page, demo.operator, '/disponibilita');
  await page.getByRole('link', { name: 'Rilasci in scadenza' }).click();
  await expect(page.getByRole('heading', { name: 'Rilasci in scadenza', level: 1 })).toBeVisible();
  const first = page.getByRole('table', { name: /^Rilasci / }).first();
  await expect(first).toBeVisible();
  const rows = first.getByRole('row');
  // Every row's release date is within the next 14 days.
  const releases = await rows.evaluateAll((trs) =>
    trs.slice(1).map((tr) => tr.children[2]?.textContent ?? ''),
  );
  const window = Array.from({ length: 14 }, (_, i) => plus(i).split('-').reverse().join('/'));
  for (const r of releases) expect(window).toContain(r);
  // 'Liberi' sorts the rows (the largest first on the second click).
  await first.getByRole('button', { name: /Liberi/ }).click();
  await first.getByRole('button', { name: /Liberi/ }).click();
  const free = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => Number(tr.children[7]?.textContent)));
  expect(free).toEqual([...free].sort((a, b) => b - a));

  // Seven days only: fewer or as many rows, and the CSV of the same list.
  await page.getByLabel(/^Prossimi giorni/).fill('7');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/days=7/);
  const csv = await page.request.get(
    (await page.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href')) ?? '',
  );
  expect(csv.status()).toBe(200);
  const lines = (await csv.body()).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    '\uFEFFHotel;Località;Tipologia;Notte;Data rilascio;Allotment;Opzionati;Confermati;Liberi;Opzioni in scadenza prima del rilascio',
  );
  expect(lines.length).toBeGreaterThan(1);
});

test("'Invia comunicazione di rilascio': the hotel gets its nights by e-mail, once", async ({ page }) => {
  await signIn(page, demo.admin, '/disponibilita/rilasci');
  const section = page
    .getByRole('region')
    .filter({ has: page.getByRole('table', { name: /^Rilasci / }) })
    .first();
  const table = section.getByRole('table', { name: /^Rilasci / });
  const hotel = (await table.getAttribute('aria-label'))?.replace(/^Rilasci /, '') ?? '';
  // A night not yet announced (one announced shows its box disabled).
  const night = table
    .locator('input[type=checkbox][aria-label^="Seleziona la notte del"]:not([disabled])')
    .first();
  const label = (await night.getAttribute('aria-label')) ?? '';
  const date = /del (\d\d\/\d\d\/\d{4})/.exec(label)?.[1] ?? '';
  // The box drawn over the input takes the click (as for a user).
  await night.locator('xpath=..').click();
  await expect(night).toBeChecked();
  await expect(page.getByText('1 notte selezionata')).toBeVisible();
  await page.getByRole('button', { name: 'Invia comunicazione di rilascio' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Invia' }).click();
  const outcome = page.getByRole('status', { name: 'Esito comunicazione' });
  await expect(outcome).toContainText(`E-mail inviate: ${hotel} (`);
  const to = /\((\S+@\S+),/.exec((await outcome.textContent()) ?? '')?.[1] ?? '';
  // The night is marked and can no longer be chosen; the hotel's mail lists it.
  await expect(table.getByRole('checkbox', { name: label })).toBeDisabled();
  await expect(
    table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: label }) }),
  ).toContainText('Comunicato il');
  const [mail] = await mailsTo(page, to);
  expect(mail.subject).toBe(`Comunicazione di rilascio — ${hotel}`);
  expect(mail.text).toContain(`notte del ${date}`);
});

test("a message under 'Al' leaves 'Dal' where it is", async ({ page }) => {
  await signIn(page, demo.operator, '/disponibilita');
  const from = page.getByLabel(/^Dal\b/);
  const to = page.getByLabel(/^Al\b/);
  await from.fill(plus(20).split('-').reverse().join('/'));
  await to.fill(plus(10).split('-').reverse().join('/'));
  const before = await from.boundingBox();
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByText('Non deve essere prima della data di inizio')).toBeVisible();
  // Both fields stay on the line of their labels, the message below 'Al' only adds below.
  expect((await from.boundingBox())?.y).toBe(before?.y);
  expect((await to.boundingBox())?.y).toBe(before?.y);
});
