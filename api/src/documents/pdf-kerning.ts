/**
 * Kerning of pdfkit's standard fonts (Helvetica), looked up faster. pdfkit keeps a font's kerning
 * pairs in one large object keyed by the two glyph names joined ('A\0V'), and builds that key for
 * every pair of letters it writes: for a year's agency statement (50,000 cells) that string work
 * and its garbage were the largest part of the PDF's time. The same pairs, as a map of maps, give
 * the same values without building a string per letter. Embedded fonts (Noto Sans) are laid out
 * by fontkit and are left alone.
 */

/** What pdfkit's standard-font metrics object (its AFM font) has that this module uses. */
export interface AfmKerning {
  kernPairs: Record<string, number>;
  getKernPair(left: string, right: string | undefined): number;
}

const patched = new WeakSet<object>();

/** A map of maps of `kernPairs`: left glyph → right glyph → adjustment. */
export function kerningTable(kernPairs: Record<string, number>): Map<string, Map<string, number>> {
  const table = new Map<string, Map<string, number>>();
  for (const [key, value] of Object.entries(kernPairs)) {
    const split = key.indexOf('\0');
    const left = key.slice(0, split);
    let rights = table.get(left);
    if (!rights) {
      rights = new Map();
      table.set(left, rights);
    }
    rights.set(key.slice(split + 1), value);
  }
  return table;
}

/** Gives `font` (a standard font's metrics, once) the map-of-maps lookup; anything else is left as it is. */
export function useFastKerning(font: unknown): void {
  if (!isAfmKerning(font) || patched.has(font)) return;
  const table = kerningTable(font.kernPairs);
  font.getKernPair = (left, right) => (right === undefined ? 0 : (table.get(left)?.get(right) ?? 0)) || 0;
  patched.add(font);
}

function isAfmKerning(font: unknown): font is AfmKerning {
  return (
    typeof font === 'object' &&
    font !== null &&
    typeof (font as AfmKerning).kernPairs === 'object' &&
    typeof (font as AfmKerning).getKernPair === 'function'
  );
}
