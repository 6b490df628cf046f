/**
 * The one text sanitizer of what the API writes into files (FatturaPA XML, CSV, xlsx, PDF). Pure.
 *
 * `plainText` removes what no file format can carry: C0 and C1 control characters (tab and line
 * breaks become spaces only where the format is single-line, see `latin1`), lone surrogates and
 * the Unicode non-characters (U+FFFE, U+FFFF, U+FDD0–U+FDEF …), which XML 1.0 forbids and
 * spreadsheets show as garbage. `latin1` further reduces a text to the FatturaPA schema's
 * Latin-1 types, `pdfText` to what the PDF standard fonts can show (WinAnsi).
 */

const TYPOGRAPHIC: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '€': 'EUR',
  '\u00a0': ' ',
  '\u202f': ' ',
};

/**
 * The characters of WinAnsiEncoding (the encoding of the PDF standard fonts) beyond Latin-1's
 * printable ones, with their byte: the euro sign, typographic quotes and dashes, the ellipsis …
 */
export const winAnsiExtras: ReadonlyMap<string, number> = new Map(
  [...'€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ']
    .map((ch, i) => [ch, 0x80 + i] as const)
    .filter(([ch]) => ch !== '\0'),
);

function allowed(cp: number): boolean {
  if (cp === 0x09 || cp === 0x0a || cp === 0x0d) return true;
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false;
  if (cp >= 0xfdd0 && cp <= 0xfdef) return false;
  if ((cp & 0xfffe) === 0xfffe) return false;
  return true;
}

/** The text without control characters, lone surrogates and non-characters (tab, CR, LF kept). */
export function plainText(text: string): string {
  let out = '';
  for (const ch of text) {
    if (allowed(ch.codePointAt(0) ?? 0)) out += ch;
  }
  return out;
}

/**
 * A text for the FatturaPA schema's String…LatinType: `plainText`, on one line (tabs and line
 * breaks become spaces), typographic quotes and dashes in their plain forms, accents outside
 * Latin-1 dropped ('ł' stays '?', 'ă' becomes 'a'), the rest '?'; spaces collapsed; cut to `max`.
 */
export function latin1(text: string, max: number): string {
  const plain = [...plainText(text).normalize('NFC')]
    .map((ch) => {
      if (TYPOGRAPHIC[ch] !== undefined) return TYPOGRAPHIC[ch];
      if (ch.charCodeAt(0) <= 0xff) return ch;
      const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return stripped.length === 1 && stripped.charCodeAt(0) <= 0xff ? stripped : '?';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trimEnd();
}

/**
 * Printable Latin-1 and the WinAnsi extras only: nothing to change for a PDF (nearly every text:
 * dates, amounts with their no-break space and €, Italian words). Such a text is in NFC already.
 */
const PDF_READY = new RegExp(`^[\\x20-\\x7e\\xa0-\\xff${[...winAnsiExtras.keys()].join('')}]*$`);

/**
 * A text for a PDF written in the standard fonts (Helvetica, WinAnsi encoding, no font
 * embedded): `plainText`, line breaks as LF, tabs as spaces; Latin-1 letters, €, typographic
 * quotes and dashes kept; any other character in its plain form where one exists ('ă' → 'a',
 * a narrow no-break space → ' '), else '?'.
 */
export function pdfText(text: string): string {
  if (PDF_READY.test(text)) return text;
  let out = '';
  for (const ch of plainText(text).replace(/\r\n?/g, '\n').normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '\t') out += ' ';
    else if (cp === 0x0a || (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || winAnsiExtras.has(ch))
      out += ch;
    else if (TYPOGRAPHIC[ch] !== undefined) out += TYPOGRAPHIC[ch];
    else {
      const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '');
      const plain = stripped.codePointAt(0) ?? 0;
      out +=
        stripped.length === 1 && ((plain >= 0x20 && plain <= 0x7e) || (plain >= 0xa0 && plain <= 0xff))
          ? stripped
          : '?';
    }
  }
  return out;
}

/**
 * Whether a text needs more than the PDF standard fonts: a character `pdfText` would have to
 * replace by another letter or by '?' (Cyrillic, Greek, 'ă', CJK, emoji…). Typographic quotes,
 * dashes and spaces do not count: they have a plain form of the same meaning.
 */
export function needsUnicodeFont(text: string): boolean {
  if (PDF_READY.test(text)) return false;
  for (const ch of plainText(text).normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 0x09 || cp === 0x0a || cp === 0x0d) continue;
    if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || winAnsiExtras.has(ch)) continue;
    if (TYPOGRAPHIC[ch] !== undefined) continue;
    return true;
  }
  return false;
}

/** What a PDF font file shows: whether it has a glyph for a code point. */
export type GlyphCoverage = (codePoint: number) => boolean;

/** What a character the font cannot show prints as: the replacement mark '�', visibly not a letter. */
export const MISSING_GLYPH = '\ufffd';

const graphemes = new Intl.Segmenter('it', { granularity: 'grapheme' });

/**
 * A text for a PDF written in an embedded font (`covers` says which characters it has):
 * `plainText`, line breaks as LF, tabs as spaces; every character the font has is kept; a
 * character it lacks prints in its plain form where the font has one ('ǎ' → 'a'), else as
 * `MISSING_GLYPH`, once per user-perceived character (an emoji with its modifiers, a flag).
 */
export function pdfUnicodeText(text: string, covers: GlyphCoverage): string {
  const clean = plainText(text).replace(/\r\n?/g, '\n').replace(/\t/g, ' ').normalize('NFC');
  let out = '';
  for (const { segment } of graphemes.segment(clean)) {
    if (segment === '\n' || [...segment].every((ch) => covers(ch.codePointAt(0) ?? 0))) {
      out += segment;
      continue;
    }
    const base = segment.normalize('NFD').replace(/[\p{M}\p{Cf}]/gu, '');
    out += base && [...base].every((ch) => covers(ch.codePointAt(0) ?? 0)) ? base : MISSING_GLYPH;
  }
  return out;
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML (printed documents, e-mails, error pages): the characters markup would read escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] as string);
}
