import { amountText, invoiceAmounts, splitGross, unitPriceText } from './invoice-amounts';

describe('splitGross: VAT-included amount → taxable + tax adding back to it', () => {
  it.each([
    // gross, rate, taxable, tax
    [12_200, 22, 10_000, 2_200],
    [1, 22, 1, 0],
    [9_999_999, 22, 8_196_720, 1_803_279],
    [11_000, 10, 10_000, 1_000],
    [500, 0, 500, 0],
    [-12_200, 22, -10_000, -2_200],
  ])('%i at %i%% → %i + %i', (gross, rate, taxable, tax) => {
    expect(splitGross(gross, rate)).toEqual({ taxable, tax });
  });

  it('always adds up, within a cent of the exact tax, for every amount up to 100 €', () => {
    for (let gross = 0; gross <= 10_000; gross++) {
      for (const rate of [4, 5, 10, 22]) {
        const { taxable, tax } = splitGross(gross, rate);
        expect(taxable + tax).toBe(gross);
        expect(Math.abs(tax - Math.round((taxable * rate) / 100))).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('amountText / unitPriceText: FatturaPA decimals from integer cents', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [123_456, '1234.56'],
    [-5, '-0.05'],
    [9_999_999, '99999.99'],
  ])('amountText(%i) = %s', (cents, text) => expect(amountText(cents)).toBe(text));

  it.each([
    [5_250, 1, '52.50'],
    [10_000, 3, '33.33333333'],
    [2, 3, '0.00666667'],
    [-5_001, 1, '-50.01'],
  ])('unitPriceText(%i, %i) = %s', (cents, quantity, text) =>
    expect(unitPriceText(cents, quantity)).toBe(text),
  );
});

describe('invoiceAmounts', () => {
  const lines = [
    { description: 'Soggiorno', quantity: 1, unitPrice: 61_235, total: 61_235 },
    { description: 'Cena', quantity: 37, unitPrice: 1_800, total: 66_600 },
  ];

  it('at 0% (N5) keeps the prices and writes the Natura in the summary', () => {
    const a = invoiceAmounts(lines, { rate: 0, nature: 'N5', legalRef: 'Art. 74-ter' });
    expect(a.lines.map((l) => [l.unitPrice, l.total])).toEqual([
      ['612.35', 61_235],
      ['18.00', 66_600],
    ]);
    expect(a.summaries).toEqual([
      { rate: 0, nature: 'N5', legalRef: 'Art. 74-ter', taxable: 127_835, tax: 0 },
    ]);
    expect(a.total).toBe(127_835);
  });

  it('at 22% shows net lines adding up to the taxable amount, and the case total', () => {
    const a = invoiceAmounts(lines, { rate: 22, nature: null, legalRef: null });
    const taxable = a.summaries[0].taxable;
    expect(a.lines.reduce((s, l) => s + l.total, 0)).toBe(taxable);
    expect(taxable + a.summaries[0].tax).toBe(127_835);
    expect(a.summaries[0].nature).toBeNull();
    expect(a.total).toBe(127_835);
  });

  it('no lines: no summary and a zero total', () => {
    expect(invoiceAmounts([], { rate: 22, nature: null, legalRef: null })).toEqual({
      lines: [],
      summaries: [],
      total: 0,
    });
  });
});
