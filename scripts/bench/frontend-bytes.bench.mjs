// JS the browser fetches to show the first staff screen (/aree), gzip-compressed as a web server
// would send it, and whether react / react-dom arrive once. Target: ≤ 300 KB gzip (also held in
// CI by e2e/tests/first-screen-budget.spec.ts, from the same measurement).
import { chromium } from '@playwright/test';
import { FIRST_SCREEN_BUDGET_KB, measureFirstScreen, REACT_DOM_MARKER } from '../lib/first-screen-bytes.mjs';
import { startProduct } from '../lib/product.mjs';

const kb = (n) => (n / 1024).toFixed(1);

export async function run() {
  const product = await startProduct(3950);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    // Sign in first, so that only the screen's own loading is counted.
    await page.goto(`${product.url}/`);
    await page.getByLabel('Email').fill('admin@demo.it');
    await page.getByLabel('Password').fill('Demo2026!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL(/\/pratiche$/);

    const fresh = await browser.newContext({ storageState: await page.context().storageState() });
    const m = await measureFirstScreen(fresh, product.url);
    const ok = m.withinBudget && m.reactDomOnce && m.reactOnce;

    const rows = [...m.files]
      .sort((a, b) => b.gz - a.gz)
      .map((f) => `| \`${f.url}\` | ${kb(f.raw)} | ${kb(f.gz)} |`)
      .join('\n');
    const markdown = `### First staff screen (/aree): JavaScript fetched

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` (production builds, Chromium, signed in as admin, cold cache).
Sizes are the bytes of each script and the same bytes gzip-compressed (level 6, as a web server sends them).

| | raw KB | gzip KB |
|---|---:|---:|
| **total (${m.files.length} files)** | **${kb(m.total.raw)}** | **${kb(m.total.gz)}** |
${rows}

- Target ≤ ${FIRST_SCREEN_BUDGET_KB} KB gzip: **${m.withinBudget ? 'met' : 'MISSED'}**.
- Shared modules loaded (from \`__FEDERATION__.__SHARE__\`): react ${JSON.stringify(m.share.react ?? [])}, react-dom ${JSON.stringify(m.share['react-dom'] ?? [])} → each fetched once: **${m.reactOnce && m.reactDomOnce ? 'yes' : 'NO'}**.
- Script files carrying react-dom's client code (marker \`${REACT_DOM_MARKER}\`): ${m.reactDomFiles.length} (${m.reactDomFiles.map((f) => `\`${f}\``).join(', ')}).`;
    return { markdown, ok };
  } finally {
    await browser.close();
    await product.stop();
  }
}
