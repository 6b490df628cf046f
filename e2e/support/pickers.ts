import type { Page } from '@playwright/test';

/** A place (area, location…) picked in the combobox `label`: typed `search`, then the first option matching `option`. */
export async function pickPlace(page: Page, label: RegExp, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}
