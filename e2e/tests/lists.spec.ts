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

test('a 200-character name keeps every column and the actions in view, cut and shown whole on hover', async ({
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
    for (const header of CASE_LIST_COLUMNS) {
      const box = await page.getByRole('columnheader', { name: header, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `${header} at ${viewport.width}`).toBe(
        true,
      );
    }
    for (const action of ['Modifica', 'Elimina', 'Dettagli']) {
      const control = row.getByRole(action === 'Elimina' ? 'button' : 'link', { name: action });
      const box = await control.boundingBox();
      expect(box && box.x + box.width <= viewport.width, `${action} at ${viewport.width}`).toBe(true);
    }
  }
});
