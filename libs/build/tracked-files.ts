import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The repository's root folder. */
export const repositoryRoot = path.resolve(__dirname, '../..');

/**
 * Tracked files (git ls-files) whose name matches `scanned`, without package-lock.json, anything
 * under node_modules and the files named in `except` (paths from the root).
 */
export function trackedFiles(scanned: RegExp, except: string[] = []): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((file) => scanned.test(file))
    .filter(
      (file) => path.basename(file) !== 'package-lock.json' && !file.split('/').includes('node_modules'),
    )
    .filter((file) => !except.includes(file));
}
