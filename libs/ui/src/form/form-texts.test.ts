import { formTexts } from './form-texts';

describe('formTexts', () => {
  it('turns null and missing texts into empty fields and keeps the others', () => {
    const record: { a: string | null; b: string | null; c?: string; d: number } = {
      a: 'Roma',
      b: null,
      d: 1,
    };
    expect(formTexts(record, ['a', 'b', 'c'])).toEqual({ a: 'Roma', b: '', c: '' });
  });
});
