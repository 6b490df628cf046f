// Bundles the API for `node dist/main.js`: our code and the @ham/* workspace libraries
// (TypeScript sources) go in the bundle; npm packages stay external in node_modules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const entryPoints = [
  'src/main.ts',
  'src/create-admin.ts',
  // The PDF worker threads' entry (api/src/documents/pdf-renderer.ts loads dist/pdf-worker.js).
  { in: 'src/documents/pdf-worker.ts', out: 'pdf-worker' },
  // The Excel export's worker threads (api/src/exports/xlsx-writer.ts loads dist/xlsx-worker.js).
  { in: 'src/exports/xlsx-worker.ts', out: 'xlsx-worker' },
].filter((entry) => existsSync(path.join(here, typeof entry === 'string' ? entry : entry.in)));

/** Every dependency except the workspace libraries, which are TypeScript and must be compiled in. */
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@ham/'),
);

await build({
  absWorkingDir: here,
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pg-native'],
  // Some CommonJS code inside the bundle calls require(); ESM has none unless we make it.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { __BUILD_TIME__: JSON.stringify(process.env.BUILD_TIME ?? new Date().toISOString()) },
  logLevel: 'info',
});
