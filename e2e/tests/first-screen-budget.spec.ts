import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_BUDGET_KB, measureFirstScreen } from '../../scripts/lib/first-screen-bytes.mjs';
import { demo, signIn } from '../support/auth';

// The budget of docs/PERFORMANCE.md (frontend-bytes), held in CI from the build under test:
// a change that makes the first staff screen fetch more fails here, not only in `npm run bench`.
test(`the first staff screen (/aree) fetches at most ${FIRST_SCREEN_BUDGET_KB} KB of gzipped JavaScript, react-dom once`, async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/pratiche$/);
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const m = await measureFirstScreen(cold, baseURL!);
    const kb = Math.round((m.total.gz / 1024) * 10) / 10;
    console.info(
      `/aree: ${m.files.length} scripts, ${kb} KB gzip, react-dom in ${m.reactDomFiles.join(', ')}`,
    );
    expect(m.files.length).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KB);
    expect(m.reactDomFiles).toHaveLength(1);
    expect(m.share['react-dom']).toEqual([expect.stringMatching(/ from shell$/)]);
    expect(m.share.react).toEqual([expect.stringMatching(/ from shell$/)]);
  } finally {
    await cold.close();
  }
});
