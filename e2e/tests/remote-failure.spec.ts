import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';

test('a remote whose manifest is unreachable shows the error panel while the rest works', async ({ page }) => {
  // Point the admin remote at a manifest that does not exist, as a broken deploy would.
  let broken = true;
  await page.route('**/remotes.json', async (route) => {
    const res = await route.fetch();
    const json = await res.json();
    if (broken) json.admin = '/mf/non-esiste/mf-manifest.json';
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

test('react and react-dom are fetched once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await signIn(page, demo.admin, '/aree');
  await expect(page.getByRole('heading', { name: 'Aree' })).toBeVisible();
  const shared = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, unknown>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const versions: Record<string, string[]> = {};
    for (const scope of Object.values(share)) {
      for (const [pkg, byVersion] of Object.entries(scope.default ?? {})) {
        for (const [version, entry] of Object.entries(byVersion)) {
          if ((entry as { loaded?: boolean }).loaded || (entry as { lib?: unknown }).lib) {
            versions[pkg] = [...new Set([...(versions[pkg] ?? []), version])];
          }
        }
      }
    }
    return versions;
  });
  expect(shared.react).toHaveLength(1);
  expect(shared['react-dom']).toHaveLength(1);
  expect(new Set(scripts).size).toBe(scripts.length);
});
