// npm run bench: runs every benchmark in scripts/bench/ (or those named: `npm run bench allotment`),
// prints the figures and writes them into docs/PERFORMANCE.md between the markers of each section.
// `npm run bench -- --smoke` (npm test's 'bench smoke' stage): every bench once on small data, on
// free ports and in temporary folders; nothing is written and no target is judged, but a bench
// that throws or reports no figures fails the run.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { buildMissing, buildParts, needsBuild, parts, root } from './lib/workspaces.mjs';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke') || process.env.BENCH_SMOKE === '1';
// Before any bench module loads: they, and the processes they start, read it (bench-report.mjs).
if (smoke) process.env.BENCH_SMOKE = '1';
const only = args.filter((a) => !a.startsWith('--'));
const inCi = process.env.CI === 'true' || process.env.CI === '1';
/** A smoke run skips the benches that drive Chromium where there is none (not in CI). */
const skipChromium = smoke && !inCi && !existsSync(CHROMIUM_PATH);
// Without the browser benches only the API bundle is needed.
if (skipChromium) await buildParts(parts.filter((p) => p.name === '@ham/api' && needsBuild(p)));
else await buildMissing();

const dir = path.join(root, 'scripts', 'bench');
const docPath = path.join(root, 'docs', 'PERFORMANCE.md');
let doc = readFileSync(docPath, 'utf8');
let failed = false;
const { closeBenchDatabase } = await import('./bench/allotment-env.mjs');
const { startSmokeJest } = await import('./lib/bench-report.mjs');
const benches = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  const id = file.replace('.bench.mjs', '');
  if (!only.length || only.includes(id)) benches.push({ id, module: await import(path.join(dir, file)) });
}
const started = performance.now();
/** A smoke run's line per bench: its name, seconds and outcome. */
const summary = [];

try {
  if (smoke) {
    const jestFiles = benches.map((b) => b.module.jestBench).filter(Boolean);
    if (jestFiles.length) startSmokeJest(jestFiles);
  }
  for (const { id, module } of benches) {
    if (smoke) {
      summary.push(await smokeRun(id, module));
      continue;
    }
    console.log(`\n━━ ${id}`);
    const { markdown, ok } = await module.run();
    console.log(markdown);
    if (!ok) failed = true;
    const begin = `<!-- bench:${id}:begin -->`;
    const end = `<!-- bench:${id}:end -->`;
    const block = `${begin}\n${markdown.trim()}\n${end}`;
    const re = new RegExp(`${begin}[\\s\\S]*?${end}`);
    // A function, so `$` in the markdown is not read as a replacement pattern (`$`` would insert the text before the match).
    doc = re.test(doc) ? doc.replace(re, () => block) : `${doc.trimEnd()}\n\n${block}\n`;
  }
} finally {
  await closeBenchDatabase();
}

/**
 * One bench of a smoke run: it must finish and answer a report with figures (no `undefined` or
 * `NaN` left in it). A bench that drives Chromium is skipped where there is none, except in CI.
 * Its seconds: until its report is ready (a Jest bench's file runs in the background from the start).
 */
async function smokeRun(id, module) {
  console.log(`\n━━ ${id} (smoke)`);
  const line = (outcome) =>
    `  ${id.padEnd(16)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${outcome}`;
  if (module.usesChromium && skipChromium) {
    console.log(`  skipped: ${CHROMIUM_PATH} not found`);
    return line('skipped (no Chromium)');
  }
  try {
    const { markdown } = await module.run();
    if (typeof markdown !== 'string' || !markdown.includes('|')) throw new Error('no figures in its report');
    const bad = markdown.split('\n').find((l) => /\bundefined\b|\bNaN\b/.test(l));
    if (bad) throw new Error(`a figure is missing in its report: ${bad.trim()}`);
    console.log(markdown.split('\n').find((l) => l.trim()) ?? '');
    return line('ok');
  } catch (e) {
    failed = true;
    console.error(`  ✗ ${id}: ${e.stack ?? e}`);
    return line('FAILED');
  }
}

if (smoke) {
  console.log(`\n━━ bench smoke (seconds from the start of the run)\n${summary.join('\n')}`);
  console.log(failed ? '\nSOME BENCHES FAILED' : '\nevery bench ran (figures not judged, nothing written)');
  process.exit(failed ? 1 : 0);
}

writeFileSync(docPath, doc);
console.log(`\nfigures written to docs/PERFORMANCE.md${failed ? ' — SOME TARGETS MISSED' : ''}`);
process.exit(failed ? 1 : 0);
