import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';
export const demo = {
  admin: 'admin@demo.it',
  operator: 'operatore@demo.it',
  agency: 'agenzia@demo.it',
} as const;

/** Signs in through the embedded provider's Italian login page, starting from `path`. */
export async function signIn(page: Page, email: string, path = '/', password = DEMO_PASSWORD) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}
