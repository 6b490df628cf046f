import { easterSunday, italianHoliday } from './italian-holidays';

describe('Italian public holidays', () => {
  test.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, date) => expect(easterSunday(year)).toBe(date));

  test('the fixed days, Easter and Pasquetta; ordinary days are none', () => {
    expect(italianHoliday('2027-04-25')).toBe('Festa della Liberazione');
    expect(italianHoliday('2027-06-02')).toBe('Festa della Repubblica');
    expect(italianHoliday('2027-08-15')).toBe('Ferragosto');
    expect(italianHoliday('2027-12-26')).toBe('Santo Stefano');
    expect(italianHoliday('2027-03-28')).toBe('Pasqua');
    expect(italianHoliday('2027-03-29')).toBe("Lunedì dell'Angelo");
    expect(italianHoliday('2027-03-30')).toBeUndefined();
    expect(italianHoliday('2027-11-02')).toBeUndefined();
  });
});
