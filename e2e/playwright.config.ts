import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

/**
 * Browser tests against the built product (API + identity provider + shell + remotes) on a
 * fresh embedded PostgreSQL with demo data. Debian's Chromium only: Playwright never downloads browsers.
 */
const port = Number(process.env.E2E_PORT ?? 3900);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // Generous: CI shares two cores with the API, PostgreSQL and Chromium; a slow machine must not fail a correct screen.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 1400, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The scripts' Chromium and flags; no QUIC either.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-quic'] },
  },
  webServer: {
    command: 'node support/server.mjs',
    url: `${baseURL}/api/version`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
