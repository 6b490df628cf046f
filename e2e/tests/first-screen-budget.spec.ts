import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_BUDGET_KB, measureFirstScreen } from '../../scripts/lib/first-screen-bytes.mjs';
import { gatewayMissing, startGateway } from '../../scripts/lib/production-gateway.mjs';
import { demo, signIn } from '../support/auth';

// The budget of docs/PERFORMANCE.md (frontend-bytes), held in CI from the build under test:
// a change that makes the first staff screen fetch more fails here, not only in `npm run bench`.
// Bytes as transferred: the build's precompressed copies, as the API sends them (brotli here).
test(`the first staff screen (/aree) transfers at most ${FIRST_SCREEN_BUDGET_KB} KB of JavaScript, react-dom once`, async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/pratiche$/);
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const m = await measureFirstScreen(cold, baseURL!);
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    const encodings = Object.entries(m.byEncoding).map(([e, t]) => `${t.files} ${e}`);
    console.info(
      `/aree: ${m.files.length} scripts (${encodings.join(', ')}), ${kb(m.total.transferred)} KB transferred, ${kb(m.total.raw)} KB decoded, react-dom in ${m.reactDomFiles.join(', ')}`,
    );
    // Each script, largest first: where a change that crossed the budget put its bytes.
    for (const f of [...m.files].sort((a, b) => b.transferred - a.transferred))
      console.info(`  ${kb(f.transferred)} KB ${f.encoding} ${f.url}`);
    expect(m.files.length).toBeGreaterThan(0);
    // The large scripts come compressed (a server that stopped sending the copies shows here).
    expect(m.files.filter((f) => f.raw > 10 * 1024 && f.encoding === 'identity')).toEqual([]);
    expect(kb(m.total.transferred)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KB);
    expect(m.reactDomFiles).toHaveLength(1);
    expect(m.share['react-dom']).toEqual([expect.stringMatching(/ from shell$/)]);
    expect(m.share.react).toEqual([expect.stringMatching(/ from shell$/)]);
  } finally {
    await cold.close();
  }
});

// The production shape's web tier (docker-compose: the nginx gateway and a static nginx per part,
// from deploy/nginx/*.conf, on Debian's nginx with the brotli modules as the web image) in front of
// this product: browsers get the build's brotli copies there too, within the same budget; a client
// that accepts gzip only gets the .gz copies (reported; above the budget, brotli being what every
// current browser asks for).
test(`through the production shape's nginx the first staff screen is brotli and at most ${FIRST_SCREEN_BUDGET_KB} KB`, async ({
  page,
  browser,
  baseURL,
}) => {
  const missing = gatewayMissing();
  if (missing && process.env.CI)
    throw new Error(`the production gateway needs ${missing}; .ci/run installs it`);
  test.skip(missing !== null, `GATEWAY TEST SKIPPED: needs ${missing}`);
  const productPort = Number(new URL(baseURL!).port);
  const gateway = await startGateway(productPort + 300, productPort);
  try {
    await signIn(page, demo.admin);
    const storageState = await page.context().storageState();
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    const browserLike = await browser.newContext({ storageState });
    const gzipOnly = await browser.newContext({
      storageState,
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    try {
      const br = await measureFirstScreen(browserLike, gateway.url);
      const gz = await measureFirstScreen(gzipOnly, gateway.url);
      console.info(
        `/aree through nginx: ${kb(br.total.transferred)} KB brotli, ${kb(gz.total.transferred)} KB gzip-only (${kb(br.total.raw)} KB decoded)`,
      );
      expect(br.files.length).toBeGreaterThan(0);
      expect(br.files.filter((f) => f.raw > 10 * 1024 && f.encoding !== 'br')).toEqual([]);
      expect(kb(br.total.transferred)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KB);
      expect(gz.files.filter((f) => f.raw > 10 * 1024 && f.encoding !== 'gzip')).toEqual([]);
      // Brotli is what saves the budget: the same files, smaller.
      expect(br.total.raw).toBe(gz.total.raw);
      expect(br.total.transferred).toBeLessThan(gz.total.transferred);
      expect(br.reactDomFiles).toHaveLength(1);
    } finally {
      await browserLike.close();
      await gzipOnly.close();
    }
  } finally {
    await gateway.stop();
  }
});
