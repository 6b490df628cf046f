import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

/**
 * Browser tests against the built product (API + identity provider + shell + remotes) on a
 * fresh embedded PostgreSQL with demo data. Debian's Chromium only: Playwright never downloads browsers.
 *
 * Lanes: the spec files are split into lanes (E2E_LANES, default one per two cores) that run at the same time,
 * each lane with a server and a database of its own (ports E2E_PORT, E2E_PORT + 1, …) and one
 * worker, so a lane's files run one after the other as they always did and never see another
 * lane's data. `LANE_FILES` pins the long files to the first lanes; every other file goes to the
 * last lane. A single file (`npx playwright test tests/x.spec.ts`) runs in the lane it belongs to;
 * `E2E_LANES=1` runs everything on one server, as before.
 */
const basePort = Number(process.env.E2E_PORT ?? 3900);
// One lane per two cores: on two cores two lanes took as long as one (945 s against 889 s, every
// test about twice as slow: the run is bound by the CPU, not by waiting), so this machine runs one.
const lanes = Math.max(1, Number(process.env.E2E_LANES ?? Math.floor(availableParallelism() / 2)));
const url = (port: number) => `http://localhost:${port}`;

/** The files of every lane but the last (about half of the run's time with 2 lanes). */
const LANE_FILES: string[][] = [
  [
    '**/accessibility.spec.ts',
    '**/independent-delivery.spec.ts',
    '**/first-screen-budget.spec.ts',
    '**/remote-failure.spec.ts',
    '**/keyboard.spec.ts',
    '**/services.spec.ts',
    '**/margins.spec.ts',
    '**/agency-home.spec.ts',
  ],
];

const pinned = LANE_FILES.slice(0, lanes - 1);
const projects = Array.from({ length: lanes }, (_, lane) => ({
  name: `lane-${lane + 1}`,
  workers: 1,
  ...(lane < lanes - 1 ? { testMatch: pinned[lane] } : { testIgnore: pinned.flat() }),
  use: { baseURL: url(basePort + lane) },
}));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // Generous: CI shares two cores with the API, PostgreSQL and Chromium; a slow machine must not fail a correct screen.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: lanes,
  // In CI one retry: two cores shared by the API, PostgreSQL and Chromium once let a correct test
  // miss a frame. A test that passes only on its retry is named in npm test's summary ('~ … failed,
  // then passed on its retry') and in the report as flaky, to be fixed; one failing twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 1400, height: 900 },
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of the end.
    // The trace's own screenshots are a screencast of every frame, encoded while every test runs:
    // they made the run about 40% slower (hotels and cases flows: 113 s with, 72 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The scripts' Chromium and flags; no QUIC either.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-quic'] },
  },
  projects,
  webServer: projects.map((_, lane) => ({
    command: 'node support/server.mjs',
    url: `${url(basePort + lane)}/api/version`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { E2E_PORT: String(basePort + lane) },
  })),
});
