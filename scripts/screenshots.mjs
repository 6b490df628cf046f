// Looks at the product as a user would: signs in and saves a PNG per route.
//   node scripts/screenshots.mjs [--base http://localhost:3000] [--user admin@demo.it] [--dark] [--out /tmp/shots] /aree /preferenze …
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
};
const base = opt('base', 'http://localhost:3000');
const user = opt('user', 'admin@demo.it');
const out = opt('out', '/tmp/shots');
const width = Number(opt('width', '1400'));
const dark = flag('dark');
const routes = args.length ? args : ['/'];

mkdirSync(out, { recursive: true });
const browser = await launchChromium();
const page = await browser.newPage({
  viewport: { width, height: 900 },
  colorScheme: dark ? 'dark' : 'light',
  locale: 'it-IT',
});
await page.goto(base);
await page.getByLabel('E-mail').fill(user);
await page.getByLabel('Password').fill('Demo2026!');
await page.getByRole('button', { name: 'Accedi' }).click();
await page.waitForLoadState('networkidle');
for (const route of routes) {
  await page.goto(base + route);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const file = path.join(out, `${route.replace(/\W+/g, '_') || 'root'}${dark ? '-dark' : ''}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
