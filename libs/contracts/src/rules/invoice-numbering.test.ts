import {
  einvoiceInvalidFields,
  einvoiceMissingFields,
  einvoiceMissingMessage,
  einvoiceVatCode,
} from './einvoice';
import {
  invoiceFileName,
  invoiceProgressivo,
  invoiceYear,
  nextInvoiceNumber,
  numberingErrors,
} from './invoice-numbering';

describe('invoice numbering', () => {
  it.each([
    [[], 1],
    [[1, 2, 3], 4],
    [[5, 2], 6],
    // A gap is never filled: numbers of deleted cases stay issued.
    [[1, 3], 4],
  ])('next after %j is %i', (issued, next) => expect(nextInvoiceNumber(issued)).toBe(next));

  it.each([
    [2026, 1, '26001'],
    [2026, 12, '2600C'],
    [2030, 46_655, '30ZZZ'],
    [2100, 36, '00010'],
  ])('progressivo of %i n. %i is %s', (year, n, text) => expect(invoiceProgressivo(year, n)).toBe(text));

  it('refuses numbers the progressivo cannot hold', () => {
    expect(() => invoiceProgressivo(2026, 0)).toThrow(RangeError);
    expect(() => invoiceProgressivo(2026, 46_656)).toThrow(RangeError);
  });

  it('names the file and reads the year of a date', () => {
    expect(invoiceFileName('01234567897', 2026, 12)).toBe('IT01234567897_2600C.xml');
    expect(invoiceYear('2026-12-31')).toBe(2026);
  });
});

describe('einvoiceMissingFields', () => {
  const complete = {
    vatNumber: '12345678903',
    einvoiceCode: 'M5UXCR1',
    certifiedEmail: null,
    address: 'Via Roma 1',
    postalCode: '50122',
    city: 'Firenze',
    countryId: 'IT',
  };
  it.each([
    ['complete', complete, []],
    ['PEC instead of the SdI code', { ...complete, einvoiceCode: null, certifiedEmail: 'a@pec.it' }, []],
    ['foreign without SdI code', { ...complete, einvoiceCode: null, countryId: 'DE' }, []],
    ['neither SdI code nor PEC', { ...complete, einvoiceCode: ' ' }, ['Codice SdI (o PEC)']],
    [
      'nothing',
      {
        vatNumber: null,
        einvoiceCode: null,
        certifiedEmail: null,
        address: null,
        postalCode: null,
        city: null,
        countryId: null,
      },
      ['Partita IVA', 'Codice SdI (o PEC)', 'Indirizzo', 'CAP', 'Città', 'Nazione'],
    ],
  ])('%s', (_name, customer, missing) => expect(einvoiceMissingFields(customer)).toEqual(missing));

  it('a foreign customer needs no CAP', () => {
    expect(
      einvoiceMissingFields({ ...complete, countryId: 'DE', einvoiceCode: null, postalCode: null }),
    ).toEqual([]);
  });

  it.each([
    ['complete', complete, []],
    ['Italian VAT with its prefix', { ...complete, vatNumber: 'IT 12345678903' }, []],
    ['Italian VAT of 10 digits', { ...complete, vatNumber: '1234567890' }, ['Partita IVA']],
    ['Italian CAP of 4 digits', { ...complete, postalCode: '5012' }, ['CAP']],
    ['foreign VAT with its prefix', { ...complete, countryId: 'DE', vatNumber: 'DE123456789' }, []],
    [
      'foreign CAP of any shape',
      { ...complete, countryId: 'GB', vatNumber: 'GB123456789', postalCode: 'SW1A 1AA' },
      [],
    ],
    [
      'foreign VAT of 29 characters',
      { ...complete, countryId: 'FR', vatNumber: 'A'.repeat(29) },
      ['Partita IVA'],
    ],
    ['foreign VAT with symbols', { ...complete, countryId: 'FR', vatNumber: 'FR12-345/6' }, ['Partita IVA']],
  ])('invalid fields: %s', (_name, customer, invalid) =>
    expect(einvoiceInvalidFields(customer)).toEqual(invalid),
  );

  it('strips spaces and the country prefix from the VAT number', () => {
    expect(einvoiceVatCode('de 123 456 789', 'DE')).toBe('123456789');
    expect(einvoiceVatCode('12345678903', 'IT')).toBe('12345678903');
  });

  it('words the missing-fields message', () => {
    expect(einvoiceMissingMessage(['Partita IVA', 'CAP'])).toBe(
      'I seguenti campi necessari per la fattura elettronica sono assenti: Partita IVA, CAP',
    );
  });
});

describe('numbering rules of a new fiscal document', () => {
  const today = '2026-06-15';
  it.each([
    ['the next number, today', { number: 4, docdate: today }, { highest: 3, lastDate: '2026-06-01' }, {}],
    ['the first of a year', { number: 1, docdate: '2025-12-31' }, { highest: 0, lastDate: null }, {}],
    [
      'the same date as the last',
      { number: 4, docdate: '2026-06-01' },
      { highest: 3, lastDate: '2026-06-01' },
      {},
    ],
    [
      'a number already used',
      { number: 3, docdate: today },
      { highest: 3, lastDate: '2026-06-01' },
      { number: 'Il numero 3 è già stato usato per un altro documento del 2026' },
    ],
    [
      'a gap',
      { number: 6, docdate: today },
      { highest: 3, lastDate: '2026-06-01' },
      { number: 'Il numero deve essere 4: la numerazione del 2026 non può avere salti' },
    ],
    [
      'a date after today',
      { number: 1, docdate: '2026-06-16' },
      { highest: 0, lastDate: null },
      { docdate: 'La data non può essere successiva a oggi (15/06/2026)' },
    ],
    [
      'a date before the last document of the year',
      { number: 4, docdate: '2026-05-31' },
      { highest: 3, lastDate: '2026-06-01' },
      { docdate: "La data non può essere anteriore a quella dell'ultimo documento dell'anno (01/06/2026)" },
    ],
    [
      'both wrong',
      { number: 1, docdate: '2026-07-01' },
      { highest: 3, lastDate: '2026-06-01' },
      {
        number: 'Il numero 1 è già stato usato per un altro documento del 2026',
        docdate: 'La data non può essere successiva a oggi (15/06/2026)',
      },
    ],
  ])('%s', (_name, input, sequence, errors) => {
    expect(numberingErrors(input, sequence, today)).toEqual(errors);
  });
});
