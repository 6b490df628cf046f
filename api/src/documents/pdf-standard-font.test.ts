import { createRequire } from 'node:module';
import type PdfKit from 'pdfkit';
import { type StandardFont, useFastStandardFont } from './pdf-standard-font';

const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit') as typeof PdfKit;

/** A standard font as pdfkit loads it for a document (`doc._font`). */
function standardFont(name: string): StandardFont {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(name);
  return (doc as unknown as { _font: StandardFont })._font;
}

/** Texts of the documents: Italian with accents, money, dates, kerned pairs, characters outside WinAnsi. */
const texts = [
  '',
  'A',
  'AVATAR To Yo Wa',
  'Estratto conto Viaggi Demo S.r.l. 2027',
  'Pratica 1204 - Liceo Galilei - Gita in Toscana',
  '1.234.567,89 €',
  '01/12/2027 – 04/12/2027',
  'Città, perché, così: «più» “già” ‘né’ … • ° ½',
  'Łódź Ōsaka 東京 \u0000\t',
  'Sistemazione / Accommodation',
  '(parentheses) \\ backslash',
];

describe.each(['Helvetica', 'Helvetica-Bold'])('%s from tables', (name) => {
  const original = standardFont(name);
  const fast = standardFont(name);
  useFastStandardFont(fast);

  it('is patched, once', () => {
    expect(fast.widthOfString).not.toBe(original.widthOfString);
    const widthOfString = fast.widthOfString;
    useFastStandardFont(fast);
    expect(fast.widthOfString).toBe(widthOfString);
  });

  it.each(texts)('measures %j as pdfkit does', (text) => {
    for (const size of [8, 9.5, 15])
      expect(fast.widthOfString(text, size)).toBe(original.widthOfString(text, size));
  });

  it.each(texts)('encodes %j as pdfkit does', (text) => {
    expect(fast.encode(text)).toEqual(original.encode(text));
  });

  it('gives every kerning pair of the font pdfkit’s value', () => {
    const pairs = Object.keys(original.font.kernPairs).map((k) => k.split('\0'));
    expect(pairs.length).toBeGreaterThan(1000);
    // Each pair as two letters, where both glyphs have a WinAnsi character.
    const letters = new Map<string, string>();
    for (let code = 32; code < 0x2200; code++) {
      const glyph = original.font.characterToGlyph(code);
      if (glyph !== '.notdef' && !letters.has(glyph)) letters.set(glyph, String.fromCharCode(code));
    }
    let compared = 0;
    for (const [left, right] of pairs) {
      const l = letters.get(left);
      const r = letters.get(right);
      if (l === undefined || r === undefined) continue;
      expect(fast.widthOfString(l + r, 1000)).toBe(original.widthOfString(l + r, 1000));
      compared++;
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

test('an embedded font (laid out by fontkit) is left as it is', () => {
  const other = { layout: () => null, encode: () => null };
  useFastStandardFont(other);
  expect(Object.keys(other)).toEqual(['layout', 'encode']);
});
