import { einvoiceMissingFields, einvoiceMissingMessage } from './einvoice';
import { invoiceFileName, invoiceProgressivo, invoiceYear, nextInvoiceNumber } from './invoice-numbering';

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

describe('einvoiceMissingFields (SPEC §5)', () => {
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

  it("words SPEC's message", () => {
    expect(einvoiceMissingMessage(['Partita IVA', 'CAP'])).toBe(
      'I seguenti campi necessari per la fattura elettronica sono assenti: Partita IVA, CAP',
    );
  });
});
