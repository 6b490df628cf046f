// What the product is built from, and how to tell whether a build is missing or stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each buildable part: its workspace, the file its build produces, and the folders it is built from. */
export const parts = [
  { name: '@ham/api', output: 'api/dist/main.js', sources: ['api/src', 'libs/contracts/src'] },
  { name: '@ham/shell', output: 'shell/dist/index.html', sources: ['shell/src', 'libs'] },
  ...['cases', 'hotels', 'services', 'admin', 'agency'].map((r) => ({
    name: `@ham/mf-${r}`,
    output: `mf-${r}/dist/mf-manifest.json`,
    sources: [`mf-${r}/src`, 'libs'],
  })),
];

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

/** A part needs building when its output is missing or older than any of its sources. */
export function needsBuild(part) {
  const out = path.join(root, part.output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return part.sources.some((s) => newestMtime(path.join(root, s)) > built);
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Builds the given parts, two at a time (the machine has two cores). */
export async function buildParts(list) {
  const queue = [...list];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      console.log(`» build ${p.name}`);
      await run('npm', ['run', 'build', '--silent', '-w', p.name]);
    }
  };
  await Promise.all([worker(), worker()]);
}

export async function buildMissing({ all = false } = {}) {
  const todo = all ? parts : parts.filter(needsBuild);
  if (todo.length === 0) return;
  await buildParts(todo);
}
