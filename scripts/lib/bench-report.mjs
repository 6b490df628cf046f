// What the benchmarks' reports share (scripts/bench/*.bench.mjs; npm run bench writes them to
// docs/PERFORMANCE.md): the smoke switch and its sizes, ports, the machine's load line, the
// figures of a Jest benchmark, a targets table.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './workspaces.mjs';

/**
 * A smoke run (`npm run bench -- --smoke`, which sets BENCH_SMOKE=1 for the benches and the
 * processes they start): every bench once on small data, to prove it still runs; its figures
 * mean nothing and its targets are not judged.
 */
export const smoke = process.env.BENCH_SMOKE === '1';

/** `full` in a real run, `small` in a smoke run (a data size, a number of runs, a duration). */
export const scaled = (full, small) => (smoke ? small : full);

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The bench's port: `port` itself in a real run; in a smoke run, which shares the machine with
 * other test runs, the first port from `port` up that is free (and `port + alsoFree` with it,
 * for a server that derives a second port from its own). The benches' ports (247xx) lie below the
 * system's range of ports handed out to outgoing connections and `listen(0)` (32768–60999 here):
 * a port found free stays free until the bench's server takes it (a bench API once failed to start
 * with EADDRINUSE on 54714, taken in between by another run's connection).
 */
export async function benchPort(port, alsoFree = 0) {
  if (!smoke) return port;
  for (let p = port; p < port + 500; p++) {
    if ((await isFree(p)) && (!alsoFree || (await isFree(p + alsoFree)))) return p;
  }
  throw new Error(`no free port from ${port}`);
}

/** The report's last line: the machine's load while the benchmark ran. */
export const machineLoad = (note = ' (other work on the machine slows every figure)') =>
  `- Machine load average during the run (1 min): ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores${note}.`;

/**
 * Runs the Jest 'bench' project's files matching `patterns`, each writing its figures into `outDir`
 * (and Jest its report, jest.json); answers its exit status and the end of its error output.
 */
function runJestBenches(patterns, outDir, extraArgs) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--experimental-vm-modules',
        'node_modules/jest/bin/jest.js',
        '--selectProjects',
        'bench',
        '--json',
        `--outputFile=${path.join(outDir, 'jest.json')}`,
        ...extraArgs,
        ...patterns,
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, BENCH_OUT_DIR: outDir } },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d) => {
      stderr = (stderr + d).slice(-20_000);
    });
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/** The Jest report's result of the bench file `pattern`: its status ('passed', 'failed') and failures. */
function fileResult(dir, pattern) {
  try {
    const report = JSON.parse(readFileSync(path.join(dir, 'jest.json'), 'utf8'));
    return report.testResults.find((t) => t.name.endsWith(`/${pattern}.bench.ts`)) ?? {};
  } catch {
    return {};
  }
}

/** A smoke run's single Jest run of its bench files (one database server for all of them). */
let smokeJest = null;

/**
 * A smoke run starts its Jest bench files (the `jestBench` of each bench module) at once, in the
 * background, one at a time: the other benches run meanwhile on the second core.
 */
export function startSmokeJest(patterns) {
  smokeJest ??= (() => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ham-bench-smoke-jest-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    return { dir, patterns, result: runJestBenches(patterns, dir, ['--runInBand']) };
  })();
  return smokeJest;
}

/**
 * Runs the Jest 'bench' project's test file matching `pattern` on the API test database; the test
 * writes its figures as JSON to `<pattern>.json` in the folder named by BENCH_OUT_DIR
 * (api/test/bench/bench-support.ts). Answers `{ figures }`, or `{ failure }` (a report of the
 * failed run, titled `label`) when there are none. In a smoke run the figures come from
 * startSmokeJest's run, and a failed file throws.
 */
export async function jestBenchFigures(pattern, label) {
  const run = smoke
    ? startSmokeJest([pattern])
    : { dir: mkdtempSync(path.join(os.tmpdir(), `ham-${pattern}-bench-`)) };
  if (smoke && !run.patterns.includes(pattern))
    throw new Error(`${pattern} is not in the smoke run's Jest files`);
  run.result ??= runJestBenches([pattern], run.dir, ['--runInBand']);
  const r = await run.result;
  // A smoke run wants the file passed: a failed test still leaves the file's earlier figures.
  const result = smoke ? fileResult(run.dir, pattern) : {};
  try {
    if (smoke && result.status !== 'passed') throw new Error('jest failed');
    return { figures: JSON.parse(readFileSync(path.join(run.dir, `${pattern}.json`), 'utf8')) };
  } catch {
    const output = result.message || r.stderr;
    const failure = `${label} failed:\n\n\`\`\`\n${output.slice(-2000)}\n\`\`\``;
    if (smoke) throw new Error(failure);
    return { failure };
  } finally {
    if (!smoke) rmSync(run.dir, { recursive: true, force: true });
  }
}

/** A targets-table row of a time: `ms` measured, met when at most `maxMs`. */
export const maxMsRow = (what, ms, maxMs) => [what, `${ms} ms`, `≤ ${maxMs} ms`, ms <= maxMs];

/** A table of `[what, measured, target, met]` rows under the heading `title`; ok when every row is met. */
export function targetsTable(title, rows) {
  const markdown = [
    `| ${title} | Measured | Target | |`,
    '|---|---|---|---|',
    ...rows.map(([what, got, target, met]) => `| ${what} | ${got} | ${target} | ${met ? 'ok' : 'MISSED'} |`),
  ].join('\n');
  return { ok: rows.every((row) => row[3]), markdown };
}
