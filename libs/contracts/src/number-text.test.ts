import { messages } from './messages';
import { readAmountText, readNumberText } from './number-text';

describe('readAmountText', () => {
  it.each([
    ['1.234,56', {}, { value: 123456 }],
    ['1234,5', {}, { value: 123450 }],
    ['12,', {}, { value: 1200 }],
    ['12.50', {}, { value: 1250 }],
    ['€ 99', {}, { value: 9900 }],
    ['1.000', {}, { value: 100000 }],
    ['  ', {}, { value: null }],
    ['', {}, { value: null }],
    ['-3,00', { negative: true }, { value: -300 }],
    ['-3,00', {}, { error: messages.notNegative }],
    ['6O,5a', {}, { error: messages.invalidAmount }],
    ['abc12,5x', {}, { error: messages.invalidAmount }],
    ['1,2.3', {}, { error: messages.invalidAmount }],
    ['1.2.3', {}, { error: messages.invalidAmount }],
    ['12,345', {}, { error: messages.invalidAmount }],
    ['12,3,4', {}, { error: messages.invalidAmount }],
    ['3-1', { negative: true }, { error: messages.invalidAmount }],
    ['1e3', {}, { error: messages.invalidAmount }],
    ['99999999999999999999', {}, { error: messages.invalidAmount }],
  ])('%p (%p) reads %p', (text, options, read) => {
    expect(readAmountText(text, options)).toEqual(read);
  });
});

describe('readNumberText', () => {
  it.each([
    ['45', { min: 0 }, { value: 45 }],
    [' 45 ', { min: 0 }, { value: 45 }],
    ['0', { min: 0 }, { value: 0 }],
    ['', { min: 0 }, { value: null }],
    ['99999999', { min: 0 }, { value: 99999999 }],
    ['-2', { min: 0 }, { error: messages.wholeNumberText }],
    ['-2', { min: -10 }, { value: -2 }],
    ['-2', {}, { value: -2 }],
    ['6O', { min: 0 }, { error: messages.wholeNumberText }],
    ['-1e2+5', { min: 0 }, { error: messages.wholeNumberText }],
    ['1e2', { min: 1 }, { error: messages.wholeNumberText }],
    ['1.000', { min: 0 }, { error: messages.wholeNumberText }],
    ['2,5', { min: 0 }, { error: messages.wholeNumberText }],
    ['x', {}, { error: messages.integerText }],
    ['2,5', { min: 0, decimals: true }, { value: 2.5 }],
    ['2.25', { min: 0, decimals: true }, { value: 2.25 }],
    ['2,5h', { min: 0, decimals: true }, { error: messages.numberText }],
    ['-1,5', { min: 0, decimals: true }, { error: messages.numberText }],
  ])('%p (%p) reads %p', (text, options, read) => {
    expect(readNumberText(text, options)).toEqual(read);
  });
});
