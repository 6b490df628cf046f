// npm run bench: runs every benchmark in scripts/bench/, prints the figures and writes them
// into docs/PERFORMANCE.md between the markers of each section.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildMissing, root } from './lib/workspaces.mjs';

const only = process.argv.slice(2);
await buildMissing();

const dir = path.join(root, 'scripts', 'bench');
const docPath = path.join(root, 'docs', 'PERFORMANCE.md');
let doc = readFileSync(docPath, 'utf8');
let failed = false;

for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  const id = file.replace('.bench.mjs', '');
  if (only.length && !only.includes(id)) continue;
  console.log(`\n━━ ${id}`);
  const { run } = await import(path.join(dir, file));
  const { markdown, ok } = await run();
  console.log(markdown);
  if (!ok) failed = true;
  const begin = `<!-- bench:${id}:begin -->`;
  const end = `<!-- bench:${id}:end -->`;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const re = new RegExp(`${begin}[\\s\\S]*?${end}`);
  // A function, so `$` in the markdown is not read as a replacement pattern (`$`` would insert the text before the match).
  doc = re.test(doc) ? doc.replace(re, () => block) : `${doc.trimEnd()}\n\n${block}\n`;
}

writeFileSync(docPath, doc);
console.log(`\nfigures written to docs/PERFORMANCE.md${failed ? ' — SOME TARGETS MISSED' : ''}`);
process.exit(failed ? 1 : 0);
