import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { CASE_LIST_COLUMNS } from '../support/cases';

const longName = `Gita ${'molto lunga '.repeat(17)}`.slice(0, 200);

/** Creates a case named `name` like the newest one (same customer, dates and guests' type) through the API. */
async function createCaseNamed(page: Page, name: string) {
  await page.evaluate(async (caseName) => {
    const json = async (path: string, init?: RequestInit) => (await fetch(`/api${path}`, init)).json();
    const newest = (await json('/docs')).items[0];
    const head = await json(`/docs/${newest.number}/edit`);
    await json('/docs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...head,
        number: undefined,
        version: undefined,
        customer: undefined,
        name: caseName,
      }),
    });
  }, name);
}

test('a 200-character name is cut and shown whole on hover; the first columns and the actions in view, the others sideways beside the pinned actions', async ({
  page,
}) => {
  await signIn(page, demo.admin, '/pratiche');
  await expect(page.getByRole('heading', { name: 'Elenco pratiche' })).toBeVisible();
  await createCaseNamed(page, longName);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/pratiche');
    const row = page.getByRole('row', { name: new RegExp(longName.slice(0, 40)) });
    await expect(row).toBeVisible();
    const name = row.getByTitle(longName);
    await expect(name).toHaveText(longName); // whole in the page (screen readers)
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true); // cut on screen
    // The case list's ten columns do not all fit: those up to 'Stato' are in view, the table
    // scrolls sideways for the others under the 'Azioni' column pinned at its right edge.
    const actions = page.getByRole('columnheader', { name: 'Azioni', exact: true });
    const scrollTable = (to: 'start' | 'end') =>
      actions.evaluate((th, end) => {
        let el: HTMLElement | null = th.parentElement;
        while (el && el.scrollWidth <= el.clientWidth) el = el.parentElement;
        if (el) el.scrollLeft = end ? el.scrollWidth : 0;
      }, to === 'end');
    const inView = async (header: string) => {
      const box = await page.getByRole('columnheader', { name: header, exact: true }).boundingBox();
      const end = header === 'Azioni' ? viewport.width : ((await actions.boundingBox())?.x ?? 0);
      return !!box && box.x >= 0 && box.x + box.width <= end + 1;
    };
    const first = CASE_LIST_COLUMNS.slice(0, CASE_LIST_COLUMNS.indexOf('Stato') + 1);
    for (const header of CASE_LIST_COLUMNS) {
      await scrollTable('start');
      let seen = await inView(header);
      if (!seen && !first.includes(header)) {
        await scrollTable('end');
        seen = await inView(header);
      }
      expect(seen, `${header} at ${viewport.width}`).toBe(true);
    }
    await scrollTable('start');
    for (const action of ['Modifica', 'Elimina', 'Dettagli']) {
      const control = row.getByRole(action === 'Elimina' ? 'button' : 'link', { name: action });
      const box = await control.boundingBox();
      expect(box && box.x + box.width <= viewport.width, `${action} at ${viewport.width}`).toBe(true);
    }
  }
});
