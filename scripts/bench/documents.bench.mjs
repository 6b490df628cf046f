// Case documents (issue 15): confirmation PDF of a 20-stay case, invoice XML, and GET /api/hotels
// p99 while 20 PDFs render at once. Runs api/test/bench/documents-perf.bench.ts on the API test
// database and reads its figures.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib/workspaces.mjs';

export async function run() {
  const out = path.join(os.tmpdir(), `ham-documents-bench-${process.pid}.json`);
  rmSync(out, { force: true });
  const r = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      'bench',
      '--runInBand',
      'documents-perf',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DOCUMENTS_BENCH_OUT: out } },
  );
  let f;
  try {
    f = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    return {
      ok: false,
      markdown: `documents bench failed:\n\n\`\`\`\n${(r.stderr ?? '').slice(-2000)}\n\`\`\``,
    };
  }
  const rows = [
    [
      'Confirmation PDF, 20 stays + 60 items: median',
      `${f.confirmationPdfMedianMs} ms`,
      '≤ 150 ms',
      f.confirmationPdfMedianMs <= 150,
    ],
    [
      'Invoice XML (FatturaPA, checked): median',
      `${f.invoiceXmlMedianMs} ms`,
      '≤ 20 ms',
      f.invoiceXmlMedianMs <= 20,
    ],
    [
      `GET /api/hotels p99 while 20 PDFs render (${f.hotelsRequestsWhileRendering} requests)`,
      `${f.hotelsP99WhileRenderingMs} ms`,
      '≤ 100 ms',
      f.hotelsP99WhileRenderingMs <= 100,
    ],
  ];
  const markdown = [
    '| Case documents | Measured | Target | |',
    '|---|---|---|---|',
    ...rows.map(
      ([what, got, target, pass]) => `| ${what} | ${got} | ${target} | ${pass ? 'ok' : 'MISSED'} |`,
    ),
  ].join('\n');
  return { ok: rows.every((row) => row[3]), markdown };
}
