// The staff allotment grid in Chromium (docs/PERFORMANCE.md): a year (366 days) for an area of
// ≈1,000 hotels of the 10,000-hotel data set, as 'Cerca disponibilità' shows it from its URL.
// First paint after the data arrives: from the search response's last byte (resource timing)
// to the grid's 'allotment-grid-painted' mark (set the frame after React drew the first
// screenful) — target ≤ 200 ms. Scrolling: the grid's region scrolled by script one step per
// animation frame, down then right, counting frames — target 60 fps.

import { benchPort, machineLoad, scaled } from '../lib/bench-report.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { root } from '../lib/workspaces.mjs';
import { plusDays, romeToday, withBenchApi } from './allotment-env.mjs';

const TARGET_PAINT_MS = 200;
const TARGET_FPS = 60;

/** Scrolls the grid `step` px per frame for `ms` along `axis`; frames per second and the slowest frames. */
function scrollInPage({ axis, step, ms }) {
  const el = document.querySelector('[aria-label="Griglia disponibilità"]');
  return new Promise((resolve) => {
    const gaps = [];
    let last = performance.now();
    const start = last;
    const frame = (now) => {
      gaps.push(now - last);
      last = now;
      if (axis === 'y') el.scrollTop += step;
      else el.scrollLeft += step;
      if (now - start < ms) requestAnimationFrame(frame);
      else {
        gaps.shift();
        const sorted = [...gaps].sort((a, b) => a - b);
        resolve({
          fps: (gaps.length * 1000) / (now - start),
          p95: sorted[Math.floor(sorted.length * 0.95)],
          worst: sorted[sorted.length - 1],
          rendered: el.querySelectorAll('td').length,
        });
      }
    };
    requestAnimationFrame(frame);
  });
}

/** It drives Chromium (a smoke run without one skips it, except in CI). */
export const usesChromium = true;

export async function run() {
  const port = await benchPort(24713);
  return withBenchApi(port, { STATIC_ROOT: root, PUBLIC_URL: `http://127.0.0.1:${port}` }, async (api) => {
    const browser = await launchChromium();
    try {
      const today = romeToday();
      const plus = (n) => plusDays(today, n);
      const areas = await (
        await fetch(`${api.url}/api/geo/areas?name=Area%2001`, { headers: { cookie: api.cookie } })
      ).json();
      const area = areas.items[0];
      const [name, value] = api.cookie.split('=');
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name, value, url: api.url }]);
      const page = await context.newPage();
      const query = new URLSearchParams({
        type: 's',
        from: today,
        to: plus(365),
        place: String(area.id),
        placeType: 'area',
        placeName: area.name,
      });

      const runs = [];
      for (let i = 0; i < scaled(3, 1); i++) {
        await page.goto(`${api.url}/disponibilita?${query}`);
        await page.getByRole('table', { name: 'Disponibilità' }).waitFor({ timeout: 60_000 });
        const m = await page.waitForFunction(() => {
          const mark = performance.getEntriesByName('allotment-grid-painted')[0];
          const res = performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes('/api/allotment/search?'));
          return mark && res
            ? {
                paint: mark.startTime - res.responseEnd,
                hotels: mark.detail,
                transfer: res.transferSize,
                decoded: res.decodedBodySize,
              }
            : null;
        });
        runs.push(await m.jsonValue());
      }
      runs.sort((a, b) => a.paint - b.paint);
      const first = runs[Math.floor(runs.length / 2)];
      const down = await page.evaluate(scrollInPage, { axis: 'y', step: 97, ms: scaled(4000, 300) });
      const right = await page.evaluate(scrollInPage, { axis: 'x', step: 46, ms: scaled(4000, 300) });
      const ok =
        first.paint <= TARGET_PAINT_MS && down.fps >= TARGET_FPS * 0.95 && right.fps >= TARGET_FPS * 0.95;
      const fmt = (s) =>
        `${s.fps.toFixed(0)} fps (p95 frame ${s.p95.toFixed(1)} ms, worst ${s.worst.toFixed(0)} ms)`;
      const markdown = `### Allotment grid in the browser ('Cerca disponibilità')

Measured ${today} by \`npm run bench\`: production builds served by the API bundle, Chromium (headless,
software rendering, 1440×900), signed in as staff; a year (${today} + 365 days) for one area of the
10,000-hotel data set: **${first.hotels} hotels × 366 days** (${(first.decoded / 1e6).toFixed(1)} MB of JSON,
${(first.transfer / 1e6).toFixed(2)} MB transferred).

| | measured | target |
|---|---:|---|
| first paint after the data arrives (median of 3) | **${first.paint.toFixed(0)} ms** | ≤ ${TARGET_PAINT_MS} ms: ${first.paint <= TARGET_PAINT_MS ? 'met' : 'MISSED'} |
| scrolling down, one hotel per frame | **${fmt(down)}** | ${TARGET_FPS} fps: ${down.fps >= TARGET_FPS * 0.95 ? 'met' : 'MISSED'} |
| scrolling right, one day per frame | **${fmt(right)}** | ${TARGET_FPS} fps: ${right.fps >= TARGET_FPS * 0.95 ? 'met' : 'MISSED'} |

- First paint: from the search response's last byte (resource timing) to the grid's mark, set the frame after
  React drew the first screenful: the JSON parse, the decoder, the render. Each paint: ${runs.map((r) => `${r.paint.toFixed(0)} ms`).join(', ')}.
- Cells in the document while scrolling: ${down.rendered} (of ${first.hotels * 4 * 366} in the year): hotels × days are virtualized.
${machineLoad('')}`;
      return { markdown, ok };
    } finally {
      await browser.close();
    }
  });
}
