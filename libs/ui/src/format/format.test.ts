import { centsToInput, formatDate, formatDateTime, formatEuro, parseEuro } from './format';

const NBSP = '\u00a0';

describe('formatEuro', () => {
  it.each([
    [123456, `1.234,56${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [5250, `52,50${NBSP}€`],
    [100000000, `1.000.000,00${NBSP}€`],
    [-1999, `-19,99${NBSP}€`],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (cents, expected) => {
    expect(formatEuro(cents)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    ['2024-07-31', '31/07/2024'],
    ['2026-01-05', '05/01/2026'],
    ['', ''],
    [null, ''],
    ['31/07/2024', ''],
  ])('%p → %p', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatDateTime (Europe/Rome)', () => {
  it.each([
    ['2024-07-31T10:05:00Z', '31/07/2024 12:05'], // CEST, UTC+2
    ['2024-01-15T23:30:00Z', '16/01/2024 00:30'], // CET, UTC+1, crosses midnight
    ['2024-12-31T23:59:59.999Z', '01/01/2025 00:59'],
    ['not a date', ''],
    [null, ''],
  ])('%p → %p', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe('parseEuro', () => {
  it.each([
    ['1.234,56', 123456],
    ['1.234,5', 123450],
    ['1234,5', 123450],
    ['1234,50', 123450],
    ['1234', 123400],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0,05', 5],
    ['7,', 700],
    [' 52,50 € ', 5250],
    ['-3,00', -300],
    ['', null],
    ['   ', null],
    [null, null],
    ['abc', null],
    ['1,234,5', null],
    ['12,345', null],
    ['1.23,4', null],
    ['1..2', null],
  ])('%p → %p', (input, expected) => {
    expect(parseEuro(input)).toBe(expected);
  });
});

describe('centsToInput', () => {
  it.each([
    [123450, '1234,50'],
    [5, '0,05'],
    [0, '0,00'],
    [null, ''],
  ])('%p → %p', (cents, expected) => {
    expect(centsToInput(cents)).toBe(expected);
  });

  it('round-trips through parseEuro', () => {
    for (const cents of [0, 1, 99, 100, 123456, 99999999]) expect(parseEuro(centsToInput(cents))).toBe(cents);
  });
});
