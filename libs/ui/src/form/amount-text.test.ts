import { amountToText } from './amount-text';

describe('amountToText', () => {
  it.each([
    [123450, '1.234,50'],
    [1250, '12,50'],
    [-300, '-3,00'],
    [123456789, '1.234.567,89'],
    [null, ''],
    [Number.NaN, ''],
  ])('%p cents read %p', (cents, text) => {
    expect(amountToText(cents)).toBe(text);
  });
});
