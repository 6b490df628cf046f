import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

test('a remote whose manifest is unreachable shows the error panel while the rest works', async ({
  page,
}) => {
  // Point the admin remote at a manifest that does not exist, as a broken deploy would.
  await page.route('**/remotes.json', async (route) => {
    const res = await route.fetch();
    const json = await res.json();
    json.admin = '/mf/non-esiste/mf-manifest.json';
    await route.fulfill({ response: res, json });
  });

  await signIn(page, demo.admin, '/aree');
  await expect(page.getByText('Impossibile caricare la sezione')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riprova' })).toBeVisible();

  // The sidebar and the shell's own screens keep working.
  await page.getByRole('button', { name: /Mario Rossi/ }).click();
  await page.getByRole('menuitem', { name: 'Preferenze' }).click();
  await expect(page.getByRole('heading', { name: 'Preferenze' })).toBeVisible();
});

// react and react-dom fetched once (with the bytes budget): first-screen-budget.spec.ts.
