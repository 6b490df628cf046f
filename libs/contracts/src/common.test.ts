import { optionalWebsite, queryInt } from './common';
import { configureZodLocale } from './locale';
import { messages } from './messages';

configureZodLocale();

describe('optionalWebsite', () => {
  const website = optionalWebsite();
  it.each([
    ['https://www.hotel.it', 'https://www.hotel.it'],
    ['http://hotel.it/camere?x=1', 'http://hotel.it/camere?x=1'],
    ['www.hotel.it', 'https://www.hotel.it'],
    ['  hotel.it  ', 'https://hotel.it'],
    ['', null],
    [null, null],
  ])('%p is stored as %p', (input, stored) => {
    expect(website.parse(input)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>x</script>',
    'ftp://hotel.it',
    'https://',
    'hotel',
  ])('%p is refused with the Italian message', (input) => {
    const result = website.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(messages.url);
  });
});

describe('queryInt', () => {
  const year = queryInt(2000, 2099);
  it('reads decimal digits and numbers', () => {
    expect(year.parse('2026')).toBe(2026);
    expect(year.parse(2026)).toBe(2026);
    expect(queryInt(1, 12).parse('07')).toBe(7);
  });
  it.each(['2e3', '0x7E1', '2026.0', ' 2026', '-2026', ''])(
    '%p is refused as not a whole number',
    (input) => {
      expect(year.safeParse(input).error?.issues[0].message).toBe(messages.integer);
    },
  );
  it('keeps the bounds', () => {
    expect(year.safeParse('1999').success).toBe(false);
    expect(year.safeParse('2100').success).toBe(false);
  });
});
