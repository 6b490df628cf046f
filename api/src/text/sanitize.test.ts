import {
  latin1,
  MISSING_GLYPH,
  needsUnicodeFont,
  pdfText,
  pdfUnicodeText,
  plainText,
  winAnsiExtras,
} from './sanitize';

describe('plainText', () => {
  it.each([
    ['Gita\u0001 scolastica', 'Gita scolastica'],
    ['a\u0000b\u001fc\u007fd\u0085e', 'abcde'],
    ['fine\ufffe\uffff', 'fine'],
    ['x\ufdd0y', 'xy'],
    ['solo \ud800 surrogato', 'solo  surrogato'],
    ['riga 1\nriga 2\tcol\r', 'riga 1\nriga 2\tcol\r'],
    ['Città 😀 Ł', 'Città 😀 Ł'],
  ])('%j → %j', (input, output) => expect(plainText(input)).toBe(output));
});

describe('latin1 (FatturaPA texts)', () => {
  it.each([
    ['Liceo \u0001Galilei\ufffe', 'Liceo Galilei'],
    ['“Città” – l’Aquila…', '"Città" - l\'Aquila...'],
    ['Kraków Łódź Ștefan', 'Kraków ?ódz Stefan'],
    ['Prezzo 10 €', 'Prezzo 10 EUR'],
    ['a\n\tb   c', 'a b c'],
    ['日本', '??'],
  ])('%j → %j', (input, output) => expect(latin1(input, 200)).toBe(output));

  it('cuts to the length the schema allows, without a trailing space', () => {
    expect(latin1('abc def', 4)).toBe('abc');
    expect(latin1('x'.repeat(100), 80)).toHaveLength(80);
  });

  it('keeps only characters of the Latin-1 range without controls', () => {
    const all = String.fromCodePoint(...Array.from({ length: 0x3000 }, (_, i) => i));
    for (const ch of latin1(all, 100_000)) {
      const cp = ch.codePointAt(0) ?? 0;
      expect(cp >= 0x20 && cp <= 0xff && !(cp >= 0x7f && cp <= 0x9f)).toBe(true);
    }
  });
});

describe('pdfText (PDF standard fonts, WinAnsi)', () => {
  it.each([
    ['1.234,56\u00a0€', '1.234,56\u00a0€'],
    ['“Città” – l’Aquila… più è', '“Città” – l’Aquila… più è'],
    ['Gita\u0001 scolastica\ufffe', 'Gita scolastica'],
    ['riga 1\r\nriga 2\rriga 3\tcol', 'riga 1\nriga 2\nriga 3 col'],
    ['Kraków Łódź Ștefan', 'Kraków ?ódz Stefan'],
    ['10\u202f€ 😀 日本', '10 € ? ??'],
    ['e\u0301', 'é'],
  ])('%j → %j', (input, output) => expect(pdfText(input)).toBe(output));

  it('keeps only what WinAnsi encodes: printable Latin-1, its extras, line breaks', () => {
    const all = String.fromCodePoint(...Array.from({ length: 0x3000 }, (_, i) => i));
    for (const ch of pdfText(all)) {
      const cp = ch.codePointAt(0) ?? 0;
      expect(
        cp === 0x0a || (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || winAnsiExtras.has(ch),
      ).toBe(true);
    }
  });

  it('maps the extras to the bytes 0x80–0x9F', () => {
    expect(winAnsiExtras.get('€')).toBe(0x80);
    expect(winAnsiExtras.get('–')).toBe(0x96);
    expect(winAnsiExtras.get('Ÿ')).toBe(0x9f);
    expect(winAnsiExtras.size).toBe(27);
  });
});

describe('needsUnicodeFont', () => {
  it.each([
    ['Gita a Firenze – “più” 1.234,56\u00a0€', false],
    ['10\u202f€ riga\r\ncol\t', false],
    ['Gita\u0001\ufffe', false],
    ['Москва', true],
    ['Αθήνα', true],
    ['Ștefan', true],
    ['日本', true],
    ['😀', true],
  ])('%j → %j', (text, needed) => expect(needsUnicodeFont(text)).toBe(needed));
});

describe('pdfUnicodeText (an embedded font)', () => {
  // A font with Latin, Greek and Cyrillic letters and no CJK, no emoji (as Noto Sans).
  const covers = (cp: number) => cp < 0x0530 || (cp >= 0x2000 && cp <= 0x20cf) || cp === 0xfffd;

  it.each([
    ['Москва – Αθήνα', 'Москва – Αθήνα'],
    ['Ștefan Łódź', 'Ștefan Łódź'],
    ['riga 1\r\nriga 2\tcol\u0001\uffff', 'riga 1\nriga 2 col'],
    // Each character the font lacks is one visible mark, an emoji with its modifiers too.
    ['Tour 日本 👍🏽 🇮🇹!', `Tour ${MISSING_GLYPH}${MISSING_GLYPH} ${MISSING_GLYPH} ${MISSING_GLYPH}!`],
    ['e\u0301', 'é'],
  ])('%j → %j', (input, output) => expect(pdfUnicodeText(input, covers)).toBe(output));

  it('never lets through a character the font lacks', () => {
    const all = String.fromCodePoint(...Array.from({ length: 0x3100 }, (_, i) => i), 0x1f600, 0x1f1ee);
    for (const ch of pdfUnicodeText(all, covers)) {
      expect(ch === '\n' || covers(ch.codePointAt(0) ?? 0)).toBe(true);
    }
  });
});
