import { latin1, pdfText, plainText, winAnsiExtras } from './sanitize';

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
