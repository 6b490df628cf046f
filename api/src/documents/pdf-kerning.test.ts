import { createRequire } from 'node:module';
import type PdfKit from 'pdfkit';
import { type AfmKerning, kerningTable, useFastKerning } from './pdf-kerning';

const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit') as typeof PdfKit;

/** Helvetica's metrics as pdfkit loads them for a document. */
function helvetica(name = 'Helvetica'): AfmKerning {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(name);
  return (doc as unknown as { _font: { font: AfmKerning } })._font.font;
}

test.each(['Helvetica', 'Helvetica-Bold'])(
  '%s: the fast lookup gives pdfkit’s own value for every pair',
  (name) => {
    const font = helvetica(name);
    const original = font.getKernPair.bind(font);
    const pairs = Object.keys(font.kernPairs).map((k) => k.split('\0') as [string, string]);
    expect(pairs.length).toBeGreaterThan(1000);
    const glyphs = [...new Set(pairs.flat()), 'space', '.notdef'];
    useFastKerning(font);
    expect(font.getKernPair).not.toBe(original);
    for (const [left, right] of pairs) expect(font.getKernPair(left, right)).toBe(original(left, right));
    // Pairs without kerning, and the last letter of a text (no right neighbour).
    for (const left of glyphs.slice(0, 60))
      for (const right of [...glyphs.slice(0, 60), undefined])
        expect(font.getKernPair(left, right)).toBe(original(left, right as string));
  },
);

test('kerning table: left glyph, then right glyph', () => {
  const table = kerningTable({ 'A\0V': -70, 'A\0W': -50, 'T\0o': -80 });
  expect(table.get('A')?.get('V')).toBe(-70);
  expect(table.get('A')?.get('W')).toBe(-50);
  expect(table.get('T')?.get('o')).toBe(-80);
  expect(table.get('V')).toBeUndefined();
});

test('an embedded font (no kerning table) and a patched font are left as they are', () => {
  const other = { layout: () => null };
  useFastKerning(other);
  expect(Object.keys(other)).toEqual(['layout']);
  const font = helvetica();
  useFastKerning(font);
  const once = font.getKernPair;
  useFastKerning(font);
  expect(font.getKernPair).toBe(once);
});
