import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { mailsTo, setPasswordFromLink, setPasswordLink } from '../support/mails';

test("the agencies' 'Filtra' sidebar filters by name and country and clears", async ({ page }) => {
  await signIn(page, demo.admin, '/agenzie');
  await expect(page.getByRole('heading', { name: 'Agenzie' })).toBeVisible();
  for (const header of ['Nome', 'Città', 'Nazione', 'Azioni']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('row', { name: /Viaggi Demo/ })).toBeVisible();

  await page.getByRole('button', { name: /Filtra/ }).click();
  const sidebar = page.getByRole('dialog');
  await expect(sidebar).toBeVisible();
  // 384 px wide on the right edge of the 1400 px window, once it has slid in.
  const edges = async () => {
    const box = await sidebar.boundingBox();
    return box ? [Math.round(box.width), Math.round(box.x + box.width)] : [];
  };
  await expect.poll(edges).toEqual([384, 1400]);

  await sidebar.getByRole('searchbox', { name: 'Cerca nel nome' }).fill('nessuna agenzia con questo nome');
  await expect(page).toHaveURL(/name=/);
  await expect(page.getByText('Nessun risultato')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Rimuovi filtri' }).click();
  await expect(page).toHaveURL(/\/agenzie$/);
  await sidebar.getByRole('combobox', { name: 'Filtra per nazione' }).fill('Ital');
  await page.getByRole('option', { name: 'Italia' }).click();
  await expect(page).toHaveURL(/country=IT/);
  await page.keyboard.press('Escape');
  await expect(sidebar).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Filtra/ })).toContainText('1');
  await expect(page.getByRole('row', { name: /Viaggi Demo/ })).toBeVisible();
});

test('an agency with access: the access e-mail sets a password and the agency user lands on its home', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Agenzia E2E ${stamp}`;
  const contact = `agenzia.${stamp}@e2e.it`;
  await signIn(page, demo.admin, '/agenzie/nuova');
  await expect(page.getByRole('heading', { name: 'Aggiungi agenzia' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Campo obbligatorio')).toBeVisible();

  await page.getByLabel('Ragione sociale').fill(`  ${name}  `);
  await page.getByLabel('Partita IVA').fill('12345678901');
  await page.getByLabel('Città').fill('Bologna');
  await page.getByRole('combobox', { name: 'Nazione' }).fill('Ital');
  await page.getByRole('option', { name: 'Italia' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(contact);
  await page.getByLabel('Sovrapprezzo per persona/notte').fill('2,50');
  await page.getByText('Abilita accesso per richiesta preventivi').click();
  await page.getByRole('button', { name: 'Copia indirizzo contatto' }).click();
  await expect(page.getByLabel('E-mail di accesso')).toHaveValue(contact);

  // A wrong partita IVA is refused with its Italian message, the form is kept.
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Partita IVA non valida')).toBeVisible();
  await page.getByLabel('Partita IVA').fill('01234567897');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/agenzie$/);

  await page.getByRole('button', { name: /Filtra/ }).click();
  await page.getByRole('searchbox', { name: 'Cerca nel nome' }).fill(name);
  await page.keyboard.press('Escape');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Bologna')).toBeVisible();
  await row.getByRole('link', { name: 'Modifica' }).click();
  await expect(page.getByLabel('Ragione sociale')).toHaveValue(name);
  await expect(page.getByLabel('Sovrapprezzo per persona/notte')).toHaveValue('2,50');
  await expect(
    page.getByRole('checkbox', { name: 'Abilita accesso per richiesta preventivi' }),
  ).toBeChecked();

  // One access e-mail, whose link sets the agency user's password.
  const link = await setPasswordLink(page, contact);
  expect(await mailsTo(page, contact)).toHaveLength(1);
  await setPasswordFromLink(page, link, 'Agenzia2026x');
  await signIn(page, contact, '/', 'Agenzia2026x');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByText('Utente', { exact: true })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
});
