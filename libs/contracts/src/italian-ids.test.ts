import {
  isValidCap,
  isValidCodiceFiscale,
  isValidIban,
  isValidPartitaIva,
  isValidProvince,
  isValidSdiCode,
  normalizeIban,
} from './italian-ids';

/** Each validator with its cases: [value, valid]. */
const validators: [string, (value: string) => boolean, [string, boolean][]][] = [
  [
    'isValidPartitaIva',
    isValidPartitaIva,
    [
      ['00743110157', true],
      ['01114601006', true],
      ['12345678903', true],
      ['12345678901', false], // wrong check digit
      ['00743110158', false],
      ['0074311015', false], // 10 digits
      ['007431101570', false], // 12 digits
      ['IT00743110157', false], // with the country code
      ['0074311015A', false],
      ['00000000000', false],
      ['', false],
    ],
  ],
  [
    'isValidCodiceFiscale',
    isValidCodiceFiscale,
    [
      ['RSSMRA85T10A562S', true],
      ['rssmra85t10a562s', true], // case-insensitive
      ['MRTMTT91D08F205J', true],
      ['RSSMRA85T1LA562V', true], // homocodic: a digit replaced by L
      ['RSSMRA85T10A562T', false], // wrong check letter
      ['RSSMRA85Z10A562S', false], // Z is no month
      ['RSSMRA85T10A562', false], // 15 characters
      ['01114601006', true], // a company: 11 digits, partita IVA rule
      ['01114601007', false],
      ['', false],
    ],
  ],
  [
    'isValidIban',
    isValidIban,
    [
      ['IT60X0542811101000000123456', true],
      ['it60 x054 2811 1010 0000 0123 456', true], // spaces and lower case
      ['IT61X0542811101000000123456', false], // wrong check digits
      ['IT60X054281110100000012345', false], // Italian IBANs have 27 characters
      ['GB82WEST12345698765432', true],
      ['DE89370400440532013000', true],
      ['DE89370400440532013001', false],
      ['XX', false],
      ['', false],
    ],
  ],
  [
    'isValidCap',
    isValidCap,
    [
      ['40121', true],
      ['00184', true],
      ['4012', false],
      ['401210', false],
      ['4012A', false],
    ],
  ],
  [
    'isValidSdiCode',
    isValidSdiCode,
    [
      ['M5UXCR1', true],
      ['m5uxcr1', true],
      ['UFABCD', true], // 6 characters: a public administration
      ['0000000', true],
      ['ABC', false],
      ['ABCDEFGH', false],
      ['ABC-123', false],
    ],
  ],
  [
    'isValidProvince',
    isValidProvince,
    [
      ['BO', true],
      ['rm', true],
      ['B', false],
      ['BOL', false],
      ['B1', false],
    ],
  ],
];

describe.each(validators)('%s', (_name, isValid, cases) => {
  test.each(cases)('%s → %s', (value, expected) => expect(isValid(value)).toBe(expected));
});

test('normalizeIban removes spaces and upper-cases', () => {
  expect(normalizeIban(' it60 x054 2811 1010 0000 0123 456 ')).toBe('IT60X0542811101000000123456');
});
