/**
 * The one text sanitizer of what the API writes into files (FatturaPA XML, CSV, xlsx). Pure.
 *
 * `plainText` removes what no file format can carry: C0 and C1 control characters (tab and line
 * breaks become spaces only where the format is single-line, see `latin1`), lone surrogates and
 * the Unicode non-characters (U+FFFE, U+FFFF, U+FDD0–U+FDEF …), which XML 1.0 forbids and
 * spreadsheets show as garbage. `latin1` further reduces a text to the FatturaPA schema's
 * Latin-1 types.
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
