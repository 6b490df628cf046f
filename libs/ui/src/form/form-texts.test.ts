import { addressContactTexts, emptyAddressContact, formTexts } from './form-texts';

describe('formTexts', () => {
  it('turns null and missing texts into empty fields and keeps the others', () => {
    const record: { a: string | null; b: string | null; c?: string; d: number } = {
      a: 'Roma',
      b: null,
      d: 1,
    };
    expect(formTexts(record, ['a', 'b', 'c'])).toEqual({ a: 'Roma', b: '', c: '' });
  });

  it('reads an address and its contacts, and has them empty for a new record', () => {
    const record = {
      address: 'Via Roma 1',
      postalCode: null,
      city: 'Siena',
      phone: null,
      fax: null,
      email: 'a@b.it',
    };
    expect(formTexts(record, addressContactTexts)).toEqual({
      address: 'Via Roma 1',
      postalCode: '',
      city: 'Siena',
      phone: '',
      fax: '',
      email: 'a@b.it',
    });
    expect(Object.values(emptyAddressContact).every((v) => v === '')).toBe(true);
    expect(Object.keys(emptyAddressContact)).toEqual([
      ...addressContactTexts.slice(0, 3),
      'countryId',
      'phone',
      'fax',
      'email',
    ]);
  });
});
