import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import {
  addDays,
  dayNumber,
  daysBetween,
  eachDay,
  formatItalianDate,
  formatItalianDateTime,
  fromDayNumber,
  isIsoDate,
  isWeekend,
  todayInRome,
} from './dates';
import { italianMonth, italianWeekday, parseItalianDate } from './dates-italian';

dayjs.extend(utc);

// In Rome summer time starts on the last Sunday of March (02:00 CET → 03:00 CEST, 01:00 UTC)
// and ends on the last Sunday of October (03:00 CEST → 02:00 CET, 01:00 UTC): in 2027 on
// 2027-03-28 and 2027-10-31. 2028 is a leap year, 2027 is not.

describe('day arithmetic', () => {
  test.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-29', 1, '2026-03-30'], // DST change in Europe
    ['2026-01-01', -1, '2025-12-31'],
    // Summer time starts (a 23-hour day in Rome).
    ['2027-03-27', 1, '2027-03-28'],
    ['2027-03-28', 1, '2027-03-29'],
    ['2027-03-29', -2, '2027-03-27'],
    ['2027-03-21', 14, '2027-04-04'],
    // Summer time ends (a 25-hour day in Rome).
    ['2027-10-30', 1, '2027-10-31'],
    ['2027-10-31', 1, '2027-11-01'],
    ['2027-11-01', -2, '2027-10-30'],
    ['2027-10-25', 14, '2027-11-08'],
    // Leap day.
    ['2028-02-29', 1, '2028-03-01'],
    ['2028-02-29', -1, '2028-02-28'],
    ['2028-02-28', 2, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-29', 365, '2029-02-28'],
    // Year boundary.
    ['2027-12-31', 1, '2028-01-01'],
    ['2028-01-01', -1, '2027-12-31'],
    ['2027-12-25', 14, '2028-01-08'],
    ['2027-01-01', 365, '2028-01-01'],
    ['2028-01-01', 366, '2029-01-01'],
  ])('addDays(%s, %i) = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(n);
    expect(dayjs.utc(date).add(n, 'day').format('YYYY-MM-DD')).toBe(expected);
  });

  test.each([
    ['2028-02-01', '2028-03-01', 29], // February 2028 has a leap day
    ['2027-02-01', '2027-03-01', 28],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-03-27', '2027-03-29', 2], // across the start of summer time
    ['2027-10-30', '2027-11-01', 2], // across its end
    ['2027-03-01', '2027-11-01', 245],
    ['2027-12-31', '2028-01-01', 1],
    ['2028-01-01', '2029-01-01', 366],
    ['2028-03-01', '2028-02-01', -29],
  ])('daysBetween(%s, %s) = %i', (from, to, n) => {
    expect(daysBetween(from, to)).toBe(n);
  });

  test('day numbers agree with dayjs in UTC (and with Date) on every day from 1900 to 2100', () => {
    const DAY_MS = 86_400_000;
    const last = dayjs.utc('2100-12-31');
    let day = dayNumber('1900-01-01');
    for (let d = dayjs.utc('1900-01-01'); !d.isAfter(last); d = d.add(1, 'day'), day++) {
      const iso = d.format('YYYY-MM-DD');
      if (fromDayNumber(day) !== iso || dayNumber(iso) !== day || d.valueOf() !== day * DAY_MS)
        throw new Error(`${day}: ${iso}`);
    }
    expect(day).toBe(dayNumber('2101-01-01'));
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(fromDayNumber(-1)).toBe('1969-12-31');
    // A day past the month's end rolls over, as dayjs.utc and Date.UTC do.
    expect(fromDayNumber(dayNumber('2026-02-30'))).toBe('2026-03-02');
    expect(dayjs.utc('2026-02-30').format('YYYY-MM-DD')).toBe('2026-03-02');
  });

  test('eachDay includes both ends; empty when inverted', () => {
    expect(eachDay('2026-06-29', '2026-07-01')).toEqual(['2026-06-29', '2026-06-30', '2026-07-01']);
    expect(eachDay('2026-07-01', '2026-06-30')).toEqual([]);
    expect(eachDay('2027-03-27', '2027-03-29')).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    expect(eachDay('2027-10-30', '2027-11-01')).toEqual(['2027-10-30', '2027-10-31', '2027-11-01']);
    expect(eachDay('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eachDay('2027-12-31', '2028-01-01')).toEqual(['2027-12-31', '2028-01-01']);
    expect(eachDay('2028-01-01', '2028-12-31')).toHaveLength(366);
  });
});

describe('todayInRome', () => {
  test.each([
    ['2026-06-09T22:30:00Z', '2026-06-10'],
    ['2026-06-10T21:59:00Z', '2026-06-10'],
    // The night summer time starts: CET (UTC+1) until 01:00 UTC, CEST (UTC+2) after.
    ['2027-03-27T22:59:00Z', '2027-03-27'],
    ['2027-03-27T23:30:00Z', '2027-03-28'],
    ['2027-03-28T00:30:00Z', '2027-03-28'],
    ['2027-03-28T01:30:00Z', '2027-03-28'],
    ['2027-03-28T21:59:00Z', '2027-03-28'],
    ['2027-03-28T22:00:00Z', '2027-03-29'],
    // The night it ends: CEST until 01:00 UTC, CET after.
    ['2027-10-30T21:59:00Z', '2027-10-30'],
    ['2027-10-30T22:00:00Z', '2027-10-31'],
    ['2027-10-31T00:30:00Z', '2027-10-31'],
    ['2027-10-31T01:30:00Z', '2027-10-31'],
    ['2027-10-31T22:59:00Z', '2027-10-31'],
    ['2027-10-31T23:00:00Z', '2027-11-01'],
    // Leap day and year boundary (CET).
    ['2028-02-28T23:00:00Z', '2028-02-29'],
    ['2028-02-29T22:59:00Z', '2028-02-29'],
    ['2027-12-31T22:59:00Z', '2027-12-31'],
    ['2027-12-31T23:00:00Z', '2028-01-01'],
  ])('at %s it is %s in Rome', (instant, day) => {
    expect(todayInRome(new Date(instant))).toBe(day);
  });
});

describe('typed and written dates', () => {
  test.each([
    ['10/04/2027', '2027-04-10'],
    ['29/02/2028', '2028-02-29'],
    ['31/12/2027', '2027-12-31'],
    ['01/01/2028', '2028-01-01'],
    ['28/03/2027', '2027-03-28'],
    ['29/02/2027', null], // 2027 is not a leap year
    ['31/04/2027', null],
    ['32/01/2027', null],
    ['00/01/2027', null],
    ['15/13/2027', null],
    ['10/4/2027', null], // strict: two digits each
    ['10-04-2027', null],
    ['2027-04-10', null],
    [' 10/04/2027', null],
    ['', null],
  ])('parseItalianDate(%p) = %p', (text, iso) => {
    expect(parseItalianDate(text)).toBe(iso);
  });

  test.each([
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-04-31', false],
    ['2027-13-01', false],
    ['2027-1-01', false],
    ['2027-01-01T00:00:00Z', false],
    ['2027-00-10', false],
    ['0001-01-01', true], // a real day, refused by isoDate's range and not by its format
    ['9999-12-31', true],
    ['2027-04-00', false],
    ['1900-02-29', false], // not a leap year (a century)
    ['2000-02-29', true], // a leap year (a fourth century)
    ['', false],
  ])('isIsoDate(%p) = %p', (text, valid) => {
    expect(isIsoDate(text)).toBe(valid);
  });

  test.each([
    ['2024-07-31', '31/07/2024'],
    ['2028-02-29', '29/02/2028'],
    ['2027-12-31', '31/12/2027'],
    ['2026-07-31T22:30:00Z', '31/07/2026'], // a timestamp's date as written, not moved to Rome
    ['2027-02-29', ''],
    ['31/07/2024', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('formatItalianDate(%p) = %p', (value, text) => {
    expect(formatItalianDate(value)).toBe(text);
  });

  test.each([
    ['2027-03-28T00:59:00Z', '28/03/2027 01:59'], // CET
    ['2027-03-28T01:00:00Z', '28/03/2027 03:00'], // CEST: 02:00–02:59 does not exist that night
    ['2027-10-31T00:30:00Z', '31/10/2027 02:30'], // CEST
    ['2027-10-31T01:30:00Z', '31/10/2027 02:30'], // CET: the same wall-clock time again
    ['2027-12-31T23:30:00Z', '01/01/2028 00:30'],
    ['2028-02-28T23:00:00Z', '29/02/2028 00:00'],
    ['2027-06-01T12:00:00+02:00', '01/06/2027 12:00'],
    ['not a date', ''],
    [null, ''],
  ])('formatItalianDateTime(%p) = %p', (value, text) => {
    expect(formatItalianDateTime(value)).toBe(text);
  });
});

describe('Italian names', () => {
  test.each([
    ['2027-03-28', 'dom', 'domenica', true],
    ['2027-03-29', 'lun', 'lunedì', false],
    ['2028-02-29', 'mar', 'martedì', false],
    ['2027-10-30', 'sab', 'sabato', true],
    ['2028-01-01', 'sab', 'sabato', true],
  ])('%s is %s (%s), weekend %p', (date, short, long, weekend) => {
    expect(italianWeekday(date)).toBe(short);
    expect(italianWeekday(date, 'long')).toBe(long);
    expect(isWeekend(date)).toBe(weekend);
  });

  test('months: a day or a YYYY-MM', () => {
    expect(italianMonth('2027-03-28')).toBe('marzo 2027');
    expect(italianMonth('2028-02')).toBe('febbraio 2028');
    expect(italianMonth('2027-12-31')).toBe('dicembre 2027');
  });

  test("the Italian locale does not become dayjs's default", () => {
    expect(dayjs.utc('2027-03-28').format('dddd MMMM')).toBe('Sunday March');
  });
});
