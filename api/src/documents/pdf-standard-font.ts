/**
 * pdfkit's standard fonts (Helvetica and Helvetica-Bold, the documents' Latin text), measured and
 * encoded faster. For every text pdfkit builds an array of glyph names, one of advances (a string
 * key per pair of letters to find its kerning) and an object per letter; for a year's agency
 * statement (50,000 cells, each measured once and written once) that work and its garbage were
 * most of the PDF's time. The same figures come from tables filled once per font: per character
 * its glyph, width and code in the content stream, per pair of glyphs its kerning, and one shared
 * position per pair. The output is pdfkit's own to the byte (pdf-standard-font.test.ts compares
 * them). Embedded fonts (Noto Sans, for texts outside Latin-1) are laid out by fontkit and are left
 * alone.
 */

/** A glyph's position as pdfkit's text writer reads it (never changed by it on this path). */
export interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** What pdfkit's metrics of a standard font (its AFM font) have that this module uses. */
interface AfmFont {
  kernPairs: Record<string, number>;
  encodeText(text: string): string[];
  characterToGlyph(code: number): string;
  widthOfGlyph(glyph: string): number;
  getKernPair(left: string, right: string): number;
}

/** What pdfkit's standard font (`doc._font` after `doc.font('Helvetica')`) has that this module uses. */
export interface StandardFont {
  font: AfmFont;
  widthOfString(text: string, size: number): number;
  encode(text: string): [string[], GlyphPosition[]];
}

/** A character of the text: its glyph (as a number, for the kerning table), width and code. */
interface Character {
  glyph: number;
  width: number;
  hex: string;
}

const patched = new WeakSet<object>();

/** Gives `font` (a standard font, once) the table-driven measuring and encoding; anything else is left as it is. */
export function useFastStandardFont(font: unknown): void {
  if (!isStandardFont(font) || patched.has(font)) return;
  const metrics = fastMetrics(font.font);
  font.widthOfString = metrics.widthOfString;
  font.encode = metrics.encode;
  patched.add(font);
}

/** Measuring and encoding from tables filled as characters first appear, with `afm`'s own values. */
export function fastMetrics(afm: AfmFont) {
  const characters = new Map<number, Character>();
  const glyphNames: string[] = [];
  const glyphIds = new Map<string, number>();
  const kerning = new Map<number, number>();
  const positions = new Map<number, GlyphPosition>();

  const character = (code: number): Character => {
    let known = characters.get(code);
    if (!known) {
      const name = afm.characterToGlyph(code);
      let glyph = glyphIds.get(name);
      if (glyph === undefined) {
        glyph = glyphNames.length;
        glyphNames.push(name);
        glyphIds.set(name, glyph);
      }
      known = { glyph, width: afm.widthOfGlyph(name), hex: afm.encodeText(String.fromCharCode(code))[0] };
      characters.set(code, known);
    }
    return known;
  };
  // Glyph numbers stay far below 2^16: a pair is one number.
  const pairKey = (left: number, right: number) => left * 65_536 + right;
  const kern = (left: number, right: number): number => {
    const key = pairKey(left, right);
    let value = kerning.get(key);
    if (value === undefined) {
      value = afm.getKernPair(glyphNames[left], glyphNames[right]) || 0;
      kerning.set(key, value);
    }
    return value;
  };
  /** The position of `c` followed by `next` (none at the end of the text), shared by every such pair. */
  const position = (c: Character, next: Character | undefined): GlyphPosition => {
    const key = pairKey(c.glyph, next === undefined ? 65_535 : next.glyph);
    let known = positions.get(key);
    if (!known) {
      const xAdvance = c.width + (next === undefined ? 0 : kern(c.glyph, next.glyph));
      known = { xAdvance, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: c.width };
      positions.set(key, known);
    }
    return known;
  };

  return {
    widthOfString(text: string, size: number): number {
      let width = 0;
      let previous = -1;
      for (let i = 0; i < text.length; i++) {
        const c = character(text.charCodeAt(i));
        width += c.width;
        if (previous >= 0) width += kern(previous, c.glyph);
        previous = c.glyph;
      }
      // As pdfkit scales it (the same float).
      return width * (size / 1000);
    },
    encode(text: string): [string[], GlyphPosition[]] {
      const encoded: string[] = new Array(text.length);
      const placed: GlyphPosition[] = new Array(text.length);
      let next = text.length > 0 ? character(text.charCodeAt(0)) : undefined;
      for (let i = 0; i < text.length; i++) {
        const c = next as Character;
        next = i + 1 < text.length ? character(text.charCodeAt(i + 1)) : undefined;
        encoded[i] = c.hex;
        placed[i] = position(c, next);
      }
      return [encoded, placed];
    },
  };
}

function isStandardFont(font: unknown): font is StandardFont {
  if (typeof font !== 'object' || font === null) return false;
  const afm = (font as StandardFont).font as Partial<AfmFont> | undefined;
  return (
    typeof afm === 'object' &&
    afm !== null &&
    typeof afm.kernPairs === 'object' &&
    typeof afm.characterToGlyph === 'function' &&
    typeof (font as StandardFont).encode === 'function'
  );
}
