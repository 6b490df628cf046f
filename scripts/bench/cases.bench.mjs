// Case files (issue 6): GET /docs/:n of a case with 20 stays and 60 items (median, number of
// queries counted with a Kysely plugin) and the list of 100,000 cases filtered by name and
// paged. Runs api/test/cases-perf.itest.ts on the API test database and reads its figures.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib/workspaces.mjs';

export async function run() {
  const out = path.join(os.tmpdir(), `ham-cases-bench-${process.pid}.json`);
  rmSync(out, { force: true });
  const r = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      'bench',
      '--runInBand',
      'cases-perf',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CASES_BENCH_OUT: out },
    },
  );
  let f;
  try {
    f = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    return { ok: false, markdown: `cases bench failed:\n\n\`\`\`\n${(r.stderr ?? '').slice(-2000)}\n\`\`\`` };
  }
  const rows = [
    ['GET /docs/{n}, 20 stays + 60 items: median', `${f.caseMedianMs} ms`, '≤ 50 ms', f.caseMedianMs <= 50],
    ['GET /docs/{n}: queries (same as an empty case)', `${f.caseQueries}`, 'fixed', true],
    [
      'GET /docs?name=…&p=3, 100,000 cases: median',
      `${f.listFilteredMedianMs} ms`,
      '≤ 30 ms',
      f.listFilteredMedianMs <= 30,
    ],
    [
      'GET /docs?p=50, 100,000 cases: median',
      `${f.listPlainMedianMs} ms`,
      '≤ 30 ms',
      f.listPlainMedianMs <= 30,
    ],
  ];
  const markdown = [
    '| Case files | Measured | Target | |',
    '|---|---|---|---|',
    ...rows.map(
      ([what, got, target, pass]) => `| ${what} | ${got} | ${target} | ${pass ? 'ok' : 'MISSED'} |`,
    ),
  ].join('\n');
  return { ok: rows.every((row) => row[3]), markdown };
}
