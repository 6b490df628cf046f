import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot, trackedFiles } from './tracked-files';

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

const root = repositoryRoot;
const self = path.relative(root, __filename).split(path.sep).join('/');
const scanned = /\.(ts|tsx|mjs|cjs|js|md|json)$/;
const tracked = () => trackedFiles(scanned, [self]);

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

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a page of docs/product/, or null when the page does not exist. */
function anchorsOf(page: string): Set<string> | null {
  const file = path.join(root, 'docs/product', page);
  if (!existsSync(file)) return null;
  const headings = readFileSync(file, 'utf8').match(/^#+\s+.*$/gm) ?? [];
  return new Set(headings.map((h) => anchorOf(h.replace(/^#+\s+/, ''))));
}

/** Every `file:line: link` into docs/product/ whose page or section does not exist. */
function brokenProductLinks(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const inProduct = file.startsWith('docs/product/');
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const links = [...line.matchAll(/docs\/product\/([\w-]+\.md)(?:#([\w-]+))?/g)].map((m) => [
          m[1],
          m[2],
        ]);
        if (inProduct)
          links.push(...[...line.matchAll(/\]\(([\w-]+\.md)(?:#([\w-]+))?\)/g)].map((m) => [m[1], m[2]]));
        for (const [page, anchor] of links) {
          const anchors = anchorsOf(page);
          if (anchors && (!anchor || anchors.has(anchor))) continue;
          found.push(`${file}:${index + 1}: ${page}${anchor ? `#${anchor}` : ''}`);
        }
      });
  }
  return found;
}

describe('references outside the repository', () => {
  it('scans the tracked source and doc files', () => {
    expect(tracked().length).toBeGreaterThan(100);
  });

  it('no comment, test name or doc points outside the repository (write the rule in docs/product/)', () => {
    expect(outsideReferences(tracked())).toEqual([]);
  });

  it('every link into docs/product/ names a page and a section that exist', () => {
    expect(brokenProductLinks(tracked())).toEqual([]);
  });
});
