import { expect, type Page, test } from '@playwright/test';
import { type AxeFinding, blockingViolations } from '../support/accessibility';
import { demo, signIn } from '../support/auth';
import { romeDay } from '../support/dates';

/**
 * Accessibility guard rail (docs/adr/0016): axe-core on every staff and agency screen, light and dark: 0 critical and
 * 0 serious violations. The light theme runs every rule of axe (WCAG 2.x A/AA and its best
 * practices); the dark theme the colour contrast (the other rules read the same document, whatever its colours). A screen is
 * read once its main heading is shown and nothing is loading.
 */
const day = romeDay;
const staffScreens: [string, string][] = [
  ['/cruscotto', 'Cruscotto'],
  ['/disponibilita', 'Cerca disponibilità'],
  // The grid with two months of the demo's hotels (released nights, weekends, a month boundary).
  [`/disponibilita?type=s&from=${day(0)}&to=${day(60)}`, 'Cerca disponibilità'],
  // Three days of releases: every part of the screen (hotels' tables, sortable headers, options
  // expiring with their case links) without the 14 days' 1,700 rows of the same markup, which
  // took axe half a minute to read.
  ['/disponibilita/rilasci?days=3', 'Rilasci in scadenza'],
  ['/pratiche', 'Pratiche'],
  ['/pratiche/nuova', 'Nuova pratica'],
  ['/opzioni-scadute', 'Opzioni scadute'],
  ['/richieste', 'Richieste preventivo'],
  ['/pratiche/fatture', 'Fatture'],
  ['/pratiche/incassi', 'Incassi'],
  ['/pratiche/margini', 'Margini'],
  ['/agenzie', 'Agenzie'],
  ['/hotel', 'Hotel'],
  ['/ristoranti', 'Ristoranti'],
  ['/bus', 'Bus'],
  ['/guida', 'Guide'],
  ['/aree', 'Aree'],
  ['/localita', 'Località'],
  ['/utenti', 'Utenti'],
  ['/configura', 'Configurazione'],
  ['/registro-attivita', 'Registro attività'],
  ['/accessi', 'Accessi'],
  ['/preferenze', 'Preferenze'],
];
const agencyScreens: [string, string][] = [
  ['/cerca', 'Disponibilità online'],
  ['/catalogo', 'Catalogo online'],
  ['/preventivo', 'Richiedi preventivo'],
  ['/mie-richieste', 'Le mie richieste'],
  ['/mie-pratiche', 'Le mie pratiche'],
  ['/estratto-conto', 'Estratto conto'],
  ['/', 'Benvenuto'],
];

/** The theme: staff choose it in 'Preferenze', agency users with the toggle of their top bar. */
async function setTheme(page: Page, theme: 'Chiaro' | 'Scuro', layout: 'staff' | 'agency') {
  const html = page.locator('html');
  if (layout === 'staff') {
    await page.goto('/preferenze');
    await page.getByText(theme, { exact: true }).click();
  } else if ((await html.getAttribute('class'))?.includes('dark') !== (theme === 'Scuro')) {
    await page.getByRole('button', { name: 'Cambia tema chiaro/scuro' }).click();
  }
  if (theme === 'Scuro') await expect(html).toHaveClass(/dark/);
  else await expect(html).not.toHaveClass(/dark/);
}

const CONTRAST = ['color-contrast'];

/**
 * Opens `path` in the product already loaded, as a click on one of its links does. The headings
 * of the screen left are marked, so that the next screen is known by a heading of its own.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll('h1')) h.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const pathname = (path: string) => new URL(path, 'http://localhost').pathname;

async function sweep(
  page: Page,
  screens: [string, string][],
  theme: 'Chiaro' | 'Scuro',
): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const [index, [path, heading]] of screens.entries()) {
    // The first screen is opened by its address, the others as the sidebar opens them: inside the
    // running product, without loading it again (React Router follows the history's popstate).
    // The same screen with other filters is loaded by its address, its heading being the same.
    const previous = screens[index - 1]?.[0];
    if (!previous || pathname(previous) === pathname(path)) await page.goto(path);
    else await openInApp(page, path);
    const newHeading = page
      .getByRole('heading', { name: heading, level: 1 })
      .and(page.locator(':not([data-left])'));
    await expect(newHeading.first()).toBeVisible();
    // The list's rows or the form's fields: wait until nothing is loading (texts, busy buttons).
    await expect(page.getByText('Caricamento...')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"], [data-loading]')).toHaveCount(0);
    // A screen fades in: its colours are read once the animations have ended, as the user sees them
    // (an endless one, such as a spinner's, never ends and is not waited for).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished),
      ),
    );
    const rules = theme === 'Scuro' ? CONTRAST : undefined;
    findings.push(...(await blockingViolations(page, `${path} (${theme})`, rules)));
  }
  return findings;
}

for (const theme of ['Chiaro', 'Scuro'] as const) {
  test(`staff screens, theme ${theme}: 0 critical and 0 serious axe violations`, async ({ page }) => {
    // Twenty screens, each read by axe: about a minute on CI's two cores.
    test.setTimeout(300_000);
    await signIn(page, demo.admin, '/preferenze');
    await setTheme(page, theme, 'staff');
    const findings = await sweep(page, staffScreens, theme);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });

  test(`agency screens, theme ${theme}: 0 critical and 0 serious axe violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, demo.agency, '/');
    await expect(page.getByRole('button', { name: 'Cambia tema chiaro/scuro' })).toBeVisible();
    await setTheme(page, theme, 'agency');
    const findings = await sweep(page, agencyScreens, theme);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
}
