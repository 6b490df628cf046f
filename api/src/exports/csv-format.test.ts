import { exportDay } from './cells';
import { CSV_BOM, csvField, csvLine, csvText, formatCsvNumber, neutralizeFormula } from './csv-format';

describe('Italian CSV fields', () => {
  test('numbers: integers as they are, comma decimals, no thousands separator', () => {
    expect(formatCsvNumber(0)).toBe('0');
    expect(formatCsvNumber(-12)).toBe('-12');
    expect(formatCsvNumber(1234567)).toBe('1234567');
    expect(formatCsvNumber(1.5)).toBe('1,5');
    expect(formatCsvNumber(-0.25)).toBe('-0,25');
    expect(formatCsvNumber(1234.5)).toBe('1234,5');
    expect(formatCsvNumber(Number.NaN)).toBe('');
    expect(formatCsvNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  test('days DD/MM/YYYY; empty cells empty', () => {
    expect(csvField(exportDay('2026-08-01'))).toBe('01/08/2026');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  test('quoted when holding ; " or a line break, quotes doubled', () => {
    expect(csvText('Hotel Garda')).toBe('Hotel Garda');
    expect(csvText("L'Aquila, centro")).toBe("L'Aquila, centro");
    expect(csvText('A;B')).toBe('"A;B"');
    expect(csvText('Hotel "Il Sole"')).toBe('"Hotel ""Il Sole"""');
    expect(csvText('riga 1\nriga 2')).toBe('"riga 1\nriga 2"');
    expect(csvText('a\r\nb')).toBe('"a\r\nb"');
  });

  test('formula injection: = + - @ tab CR get a leading apostrophe', () => {
    for (const s of ['=1+1', '+39 333', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizeFormula(s)).toBe(`'${s}`);
    expect(neutralizeFormula('Hotel = casa')).toBe('Hotel = casa');
    expect(csvText('=HYPERLINK("http://x";"y")')).toBe('"\'=HYPERLINK(""http://x"";""y"")"');
    // Numbers are numbers, negative ones too.
    expect(csvField(-3)).toBe('-3');
  });

  test('a line: ; between fields, CRLF at the end', () => {
    expect(csvLine(['Hotel', 'Località', 'Riga', exportDay('2026-01-31'), 3, 0.5, null])).toBe(
      'Hotel;Località;Riga;31/01/2026;3;0,5;\r\n',
    );
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe('control characters', () => {
  it('are removed from a text field (the one sanitizer, api/src/text/sanitize.ts)', () => {
    expect(csvText('Gita\u0001 in\uffff Toscana')).toBe('Gita in Toscana');
  });
});
