import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { setPasswordFromLink, setPasswordLink } from '../support/mails';

/** On the user form: a new operator `firstName lastName` at `email`, confirmed; answers the user's row in 'Utenti'. */
async function saveOperator(page: Page, email: string, firstName: string, lastName: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: /^Nome/ }).fill(firstName);
  await page.getByLabel('Cognome').fill(lastName);
  await page.getByText('Operatore', { exact: true }).click();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/utenti$/);
  return page.getByRole('row', { name: new RegExp(lastName) });
}

test('a new user follows the invitation link, sets a password and signs in', async ({ page }) => {
  const stamp = Date.now();
  const email = `utente.${stamp}@e2e.it`;
  const lastName = `Prova${stamp}`;
  await signIn(page, demo.admin, '/utenti');
  await expect(page.getByRole('heading', { name: 'Utenti' })).toBeVisible();
  for (const header of ['Nome', 'Cognome', 'Email', 'Ruolo', 'Azioni']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Aggiungi' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi utente' })).toBeVisible();
  await expect(
    page.getByText("L'utente riceverà un'e-mail con un link per impostare la password"),
  ).toBeVisible();
  await expect(page.getByText('Amministratore', { exact: true })).toBeVisible();
  const row = await saveOperator(page, email, 'Giulia', lastName);

  // Editing keeps the e-mail fixed.
  await row.getByRole('link', { name: 'Modifica' }).click();
  await expect(page.getByRole('heading', { name: 'Modifica utente' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('E-mail')).toBeDisabled();

  // The invitation e-mail leads to the provider's set-password page; then the user signs in.
  const link = await setPasswordLink(page, email);
  await setPasswordFromLink(page, link, 'Giulia2026x');
  await signIn(page, email, '/', 'Giulia2026x');
  await expect(page.getByText(`Giulia ${lastName}`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Utenti' })).toHaveCount(0);
});

test('deleting a user asks for confirmation with the full name', async ({ page }) => {
  const stamp = Date.now();
  const lastName = `Elimina${stamp}`;
  await signIn(page, demo.admin, '/utenti/nuovo');
  const row = await saveOperator(page, `elimina.${stamp}@e2e.it`, 'Marco', lastName);
  await row.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText(`L'utente Marco ${lastName} non sarà più in grado di accedere. Confermi?`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(row).toHaveCount(0);
});
