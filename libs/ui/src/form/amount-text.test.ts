import { amountToText, keepAmountChars } from './amount-text';

describe('keepAmountChars', () => {
  it.each([
    ['abc12,5x', {}, '12,5'],
    ['1.234,567', {}, '1.234,56'],
    ['12,3,4', {}, '12,34'],
    ['€ 99', {}, '99'],
    ['-3,00', {}, '3,00'],
    ['-3,00', { negative: true }, '-3,00'],
    ['3-1', { negative: true }, '31'],
    ['', {}, ''],
  ])('%p (%p) keeps %p', (typed, options, kept) => {
    expect(keepAmountChars(typed, options)).toBe(kept);
  });
});

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
