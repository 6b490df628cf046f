import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository explains itself: no comment, test name or doc may send a reader to a document
 * outside it (the specification and decision files, the issue tracker, the style guides beside the
 * checkout). A rule the code relies on is written in docs/product/ (index: docs/product/README.md)
 * and a comment points there, or states the rule in a line.
 *
 * The patterns are built from pieces so that this file does not match itself.
 */
const word = (...parts: string[]) => parts.join('');
const forbidden: { name: string; pattern: RegExp }[] = [
  { name: 'the specification file', pattern: new RegExp(`\\b${word('SP', 'EC')}\\b`) },
  { name: 'the decisions file', pattern: new RegExp(`\\b${word('DECI', 'SIONS')}\\b`) },
  { name: 'an issue number', pattern: new RegExp(`\\b[Ii]${word('ss', 'ue')}s? #?\\d+\\b`) },
  { name: 'see the issue', pattern: new RegExp(`\\bsee the ${word('iss', 'ue')}\\b`, 'i') },
  {
    name: 'the folder beside the checkout',
    pattern: new RegExp(`\\.\\./${word('sha', 'red')}/(spec|guides|hooks)\\b|/work/${word('sha', 'red')}\\b`),
  },
  {
    name: 'a style guide outside the repository',
    pattern: new RegExp(
      `\\b${word('gui', 'des')}/[A-Z][\\w-]*\\.md|\\b${word('STY', 'LE')}(\\.md)?\\s*§?\\s*\\d|${word('MODULE-', 'FEDERATION')}\\.md`,
    ),
  },
];

const root = path.resolve(__dirname, '../..');
const self = path.relative(root, __filename).split(path.sep).join('/');
const scanned = /\.(ts|tsx|mjs|cjs|js|md|json)$/;

/** Tracked source and doc files (git ls-files), without package-lock.json and node_modules. */
function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((file) => scanned.test(file))
    .filter(
      (file) => path.basename(file) !== 'package-lock.json' && !file.split('/').includes('node_modules'),
    )
    .filter((file) => file !== self);
}

/** Every `file:line: text` of the tracked files that points outside the repository. */
function outsideReferences(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const hit = forbidden.find(({ pattern }) => pattern.test(line));
      if (hit) found.push(`${file}:${index + 1}: ${line.trim()}  [${hit.name}]`);
    });
  }
  return found;
}

describe('references outside the repository', () => {
  it('scans the tracked source and doc files', () => {
    expect(trackedFiles().length).toBeGreaterThan(100);
  });

  it('no comment, test name or doc points outside the repository (write the rule in docs/product/)', () => {
    expect(outsideReferences(trackedFiles())).toEqual([]);
  });
});
