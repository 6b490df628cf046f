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

test('react and react-dom are fetched once', async ({ page, context }) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/pratiche$/);

  // A fresh page of the signed-in browser: every script the first staff screen needs.
  const screen = await context.newPage();
  const scripts: string[] = [];
  screen.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await screen.goto('/aree');
  await expect(screen.getByRole('heading', { name: 'Aree' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts).size).toBe(scripts.length);

  // Module Federation's share scope: one version of each, provided by the shell.
  const shared = await screen.evaluate(() => {
    type Entry = { loaded?: boolean; lib?: unknown; from?: string };
    const scopes =
      (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const used: Record<string, string[]> = {};
    for (const scope of Object.values(scopes)) {
      for (const [pkg, byVersion] of Object.entries(scope.default ?? {})) {
        for (const [version, entry] of Object.entries(byVersion)) {
          if (entry.loaded || entry.lib)
            used[pkg] = [...new Set([...(used[pkg] ?? []), `${version}@${entry.from}`])];
        }
      }
    }
    return used;
  });
  expect(shared.react).toEqual([expect.stringMatching(/^19\.\d+\.\d+@shell$/)]);
  expect(shared['react-dom']).toEqual([expect.stringMatching(/^19\.\d+\.\d+@shell$/)]);
});
