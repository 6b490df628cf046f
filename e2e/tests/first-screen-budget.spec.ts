import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_BUDGET_KB, measureFirstScreen } from '../../scripts/lib/first-screen-bytes.mjs';
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
