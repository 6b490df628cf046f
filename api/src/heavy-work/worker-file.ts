import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A worker thread's entry for piscina, next to the module that starts it (`base`, its
 * import.meta.url): the built API runs `dist/<name>.js` (api/build.mjs bundles each worker as an
 * entry of its own); from the TypeScript sources (tests) the worker loads `<name>.ts` through tsx.
 */
export function workerFile(base: string, name: string): { filename: string; execArgv: string[] } {
  const built = new URL(`./${name}.js`, base);
  if (existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  return { filename: new URL(`./${name}.ts`, base).href, execArgv: ['--import', 'tsx'] };
}
