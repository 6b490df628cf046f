import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot, trackedFiles } from './tracked-files';

/**
 * One spelling for one thing in the code. The product's wire names and database columns spell
 * the sistemazione `accomodation` (`accomodationTypes`, `baseAccomodationId`, `accomodation_id`),
 * so every identifier does too: a search for `accomodation` finds every one of them, from the
 * table to the screen. English prose (comments, test names, docs, an English column header) spells
 * the word as English does, "accommodation". docs/ARCHITECTURE.md#where-things-go.
 *
 * The patterns are built from pieces so that this file does not match itself.
 */
const proseWord = ['accom', 'modation'].join('');
const identifierUses: RegExp[] = [
  // Part of a compound identifier: extraAccommodationIds, accommodation_id, accommodationTypes.
  new RegExp(`[A-Za-z0-9_$]${proseWord}|[A-Za-z0-9_$]${proseWord[0].toUpperCase()}${proseWord.slice(1)}`),
  new RegExp(`[Aa]${proseWord.slice(1)}[A-Z0-9_$]`),
  // A name of its own: declared, or read as a property.
  new RegExp(`\\b(const|let|var|function|type|interface|class)\\s+[Aa]${proseWord.slice(1)}s?\\b`),
  new RegExp(`\\.[Aa]${proseWord.slice(1)}s?\\b`),
];

const self = path.relative(repositoryRoot, __filename).split(path.sep).join('/');

/** Every `file:line: text` of the tracked code where an identifier spells the word as prose does. */
function proseSpelledIdentifiers(): string[] {
  const found: string[] = [];
  for (const file of trackedFiles(/\.(ts|tsx|mjs|cjs|js|sql)$/, [self])) {
    readFileSync(path.join(repositoryRoot, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (identifierUses.some((pattern) => pattern.test(line)))
          found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('one spelling for the sistemazione in the code', () => {
  it('finds the compound identifiers, declarations and properties it is meant to find', () => {
    const misspelt = [
      `const ${proseWord} = 1;`,
      `stay.${proseWord}s`,
      `extra${proseWord[0].toUpperCase()}${proseWord.slice(1)}Ids`,
      `${proseWord}_id`,
    ];
    for (const line of misspelt) expect(identifierUses.some((p) => p.test(line))).toBe(true);
    const prose = [
      `/** guests per ${proseWord} type */`,
      `it('an extra ${proseWord} is base plus supplement')`,
    ];
    for (const line of prose) expect(identifierUses.some((p) => p.test(line))).toBe(false);
  });

  it('every identifier spells it as the wire names and the database do (accomodation)', () => {
    expect(proseSpelledIdentifiers()).toEqual([]);
  });
});
