// What the benchmarks' reports share (scripts/bench/*.bench.mjs; npm run bench writes them to
// docs/PERFORMANCE.md): the machine's load line, the figures of a Jest benchmark, a targets table.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './workspaces.mjs';

/** The report's last line: the machine's load while the benchmark ran. */
export const machineLoad = (note = ' (other work on the machine slows every figure)') =>
  `- Machine load average during the run (1 min): ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores${note}.`;

/**
 * Runs the Jest 'bench' project's test file matching `pattern` on the API test database; the test
 * writes its figures as JSON to the file named by the env variable `outEnv`. Answers `{ figures }`,
 * or `{ failure }` (a report of the failed run, titled `label`) when there are none.
 */
export function jestBenchFigures(pattern, outEnv, label) {
  const out = path.join(os.tmpdir(), `ham-${pattern}-bench-${process.pid}.json`);
  rmSync(out, { force: true });
  const r = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      'bench',
      '--runInBand',
      pattern,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, [outEnv]: out } },
  );
  try {
    return { figures: JSON.parse(readFileSync(out, 'utf8')) };
  } catch {
    return { failure: `${label} failed:\n\n\`\`\`\n${(r.stderr ?? '').slice(-2000)}\n\`\`\`` };
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
