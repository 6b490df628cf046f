// JS the browser fetches to show the first staff screen (/aree), gzip-compressed as a web server
// would send it, and whether react / react-dom arrive once. Target: ≤ 300 KB gzip.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startProduct } from '../lib/product.mjs';

const TARGET_KB = 300;
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
    const p2 = await fresh.newPage();
    const scripts = [];
    p2.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(
        res.body().then((body) => ({
          url: new URL(res.url()).pathname,
          raw: body.length,
          gz: gzipSync(body).length,
          body: body.toString('utf8'),
        })),
      );
    });
    await p2.goto(`${product.url}/aree`);
    await p2.getByRole('heading', { name: 'Aree' }).waitFor();
    await p2.waitForLoadState('networkidle');
    const files = await Promise.all(scripts);

    const total = files.reduce((a, f) => ({ raw: a.raw + f.raw, gz: a.gz + f.gz }), { raw: 0, gz: 0 });
    // Module Federation records which shared versions were loaded, and from which provider.
    const share = await p2.evaluate(() => {
      const out = {};
      const scopes = window.__FEDERATION__?.__SHARE__ ?? {};
      for (const scope of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
          for (const [version, e] of Object.entries(versions)) {
            // Each consumer's share scope lists the same entry again: one per version + provider.
            const id = `${version} from ${e.from}`;
            if (!(e.loaded || e.loading || e.lib)) continue;
            out[pkg] = out[pkg] ?? [];
            if (!out[pkg].includes(id)) out[pkg].push(id);
          }
        }
      }
      return out;
    });
    // A second copy of react-dom would show as a second file holding its code: react-dom's
    // client keys the root container with this property prefix (kept as is by minifiers).
    const REACT_DOM_MARKER = '__reactContainer$';
    const reactDomFiles = files.filter((f) => f.body.includes(REACT_DOM_MARKER));
    const reactDomOnce = (share['react-dom'] ?? []).length === 1 && reactDomFiles.length === 1;
    const reactOnce = (share.react ?? []).length === 1;
    const ok = total.gz <= TARGET_KB * 1024 && reactDomOnce && reactOnce;

    const rows = files
      .sort((a, b) => b.gz - a.gz)
      .map((f) => `| \`${f.url}\` | ${kb(f.raw)} | ${kb(f.gz)} |`)
      .join('\n');
    const markdown = `### First staff screen (/aree): JavaScript fetched

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` (production builds, Chromium, signed in as admin, cold cache).
Sizes are the bytes of each script and the same bytes gzip-compressed (level 6, as a web server sends them).

| | raw KB | gzip KB |
|---|---:|---:|
| **total (${files.length} files)** | **${kb(total.raw)}** | **${kb(total.gz)}** |
${rows}

- Target ≤ ${TARGET_KB} KB gzip: **${total.gz <= TARGET_KB * 1024 ? 'met' : 'MISSED'}**.
- Shared modules loaded (from \`__FEDERATION__.__SHARE__\`): react ${JSON.stringify(share.react ?? [])}, react-dom ${JSON.stringify(share['react-dom'] ?? [])} → each fetched once: **${reactOnce && reactDomOnce ? 'yes' : 'NO'}**.
- Script files carrying react-dom's client code (marker \`${REACT_DOM_MARKER}\`): ${reactDomFiles.length} (${reactDomFiles.map((f) => `\`${f.url}\``).join(', ')}).`;
    return { markdown, ok };
  } finally {
    await browser.close();
    await product.stop();
  }
}
