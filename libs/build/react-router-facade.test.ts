// Every name the apps import from 'react-router' / 'react-router-dom' must be exported by the
// shared router facade: a shared module's exports are not checked at build time, so a missing
// name would only show as `undefined` in the browser.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, out);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(file);
  }
  return out;
}

function facadeExports(): Set<string> {
  const text = readFileSync(path.join(__dirname, 'react-router-facade.mjs'), 'utf8');
  const list = text.match(/export \{([^}]*)\} from '@ham\/react-router-impl'/)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

test('the router facade exports every name the apps import from react-router(-dom)', () => {
  const exported = facadeExports();
  expect(exported.has('BrowserRouter')).toBe(true);
  const dirs = readdirSync(root)
    .filter((d) => d === 'shell' || d.startsWith('mf-'))
    .map((d) => path.join(root, d, 'src'))
    .concat(readdirSync(path.join(root, 'libs')).map((d) => path.join(root, 'libs', d, 'src')));
  const missing: string[] = [];
  for (const dir of dirs) {
    let files: string[];
    try {
      files = sourceFiles(dir);
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s+(?!type\s)\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
        for (const spec of m[1].split(',')) {
          const name = spec
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !spec.trim().startsWith('type ') && !exported.has(name)) {
            missing.push(`${path.relative(root, file)}: ${name}`);
          }
        }
      }
    }
  }
  expect(missing).toEqual([]);
});
