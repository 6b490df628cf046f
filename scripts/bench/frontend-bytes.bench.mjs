// JS the browser fetches to show the first staff screen (/aree), in bytes as transferred by the
// default run (the API serving the builds' precompressed copies), and whether react / react-dom
// arrive once. Target: ≤ 250 KB transferred (also held in CI by
// e2e/tests/first-screen-budget.spec.ts, from the same measurement).

import { benchPort } from '../lib/bench-report.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { FIRST_SCREEN_BUDGET_KB, measureFirstScreen, REACT_DOM_MARKER } from '../lib/first-screen-bytes.mjs';
import { startProduct } from '../lib/product.mjs';

const kb = (n) => (n / 1024).toFixed(1);

/** It drives Chromium (a smoke run without one skips it, except in CI). */
export const usesChromium = true;

export async function run() {
  // The product's database listens 50,000 ports above it (e2e/support/server.mjs).
  const product = await startProduct(await benchPort(3950, 20000));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // Sign in first, so that only the screen's own loading is counted.
    await page.goto(`${product.url}/`);
    await page.getByLabel('E-mail').fill('admin@demo.it');
    await page.getByLabel('Password').fill('Demo2026!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL(/\/pratiche$/);

    const storageState = await page.context().storageState();
    const fresh = await browser.newContext({ storageState });
    const m = await measureFirstScreen(fresh, product.url);
    const ok = m.withinBudget && m.reactDomOnce && m.reactOnce;
    // The same screen for a client that accepts gzip only: what docker-compose's nginx sends
    // (gzip_static; stock nginx has no brotli).
    const gzipOnly = await browser.newContext({
      storageState,
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const g = await measureFirstScreen(gzipOnly, product.url);

    const rows = [...m.files]
      .sort((a, b) => b.transferred - a.transferred)
      .map((f) => `| \`${f.url}\` | ${f.encoding} | ${kb(f.raw)} | ${kb(f.transferred)} |`)
      .join('\n');
    const perEncoding = (r) =>
      Object.entries(r.byEncoding)
        .map(([e, t]) => `${e} ${t.files} files, ${kb(t.transferred)} KB of ${kb(t.raw)} KB`)
        .join('; ');
    const markdown = `### First staff screen (/aree): JavaScript fetched

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` (production builds, Chromium, signed in as admin, cold cache).
Bytes as transferred by the default run (\`npm start\`: the API sends the build's brotli / gzip copies,
docs/adr/0017-compression.md): *transferred* is each response body on the wire, as Chromium reports it
(encoded, headers apart); *raw* is the same body decoded.

| | content-encoding | raw KB | transferred KB |
|---|---|---:|---:|
| **total (${m.files.length} files)** | | **${kb(m.total.raw)}** | **${kb(m.total.transferred)}** |
${rows}

- Target ≤ ${FIRST_SCREEN_BUDGET_KB} KB transferred: **${m.withinBudget ? 'met' : 'MISSED'}** (${kb(m.total.transferred)} KB; response headers another ${kb(m.total.headers)} KB).
- Per encoding: ${perEncoding(m)}.
- A client accepting gzip only (the docker-compose nginx, which has no brotli module): ${kb(g.total.transferred)} KB transferred (${perEncoding(g)}).
- Shared modules loaded (from \`__FEDERATION__.__SHARE__\`): react ${JSON.stringify(m.share.react ?? [])}, react-dom ${JSON.stringify(m.share['react-dom'] ?? [])} → each fetched once: **${m.reactOnce && m.reactDomOnce ? 'yes' : 'NO'}**.
- Script files carrying react-dom's client code (marker \`${REACT_DOM_MARKER}\`): ${m.reactDomFiles.length} (${m.reactDomFiles.map((f) => `\`${f}\``).join(', ')}).`;
    return { markdown, ok };
  } finally {
    await browser.close();
    await product.stop();
  }
}
