import {
  agencyMayEdit,
  birthDateForTax,
  isMinorOn,
  purgeDue,
  purgeEndBound,
  reminderDue,
  roomingDeadline,
  withoutMinorsBirthDates,
  yearsOn,
} from './rooming-deadline';

describe('roomingDeadline', () => {
  test.each([
    ['2027-04-10', null, 7, '2027-04-03'],
    ['2027-03-03', null, 7, '2027-02-24'],
    ['2027-04-10', null, 0, '2027-04-10'],
    ['2027-04-10', '2027-04-08', 7, '2027-04-08'],
  ])('arrival %s, set %s, %i days before → %s', (arrival, custom, days, expected) => {
    expect(roomingDeadline(arrival, custom, days)).toBe(expected);
  });
});

describe('agencyMayEdit', () => {
  test.each([
    ['2027-04-03', '2027-04-02', true],
    ['2027-04-03', '2027-04-03', true],
    ['2027-04-03', '2027-04-04', false],
  ])('deadline %s, today %s → %s', (deadline, today, expected) => {
    expect(agencyMayEdit(deadline, today)).toBe(expected);
  });
});

describe('reminderDue', () => {
  test.each([
    ['2027-04-03', '2027-03-31', 2, false],
    ['2027-04-03', '2027-04-01', 2, true],
    ['2027-04-03', '2027-04-03', 2, true],
    ['2027-04-03', '2027-04-04', 2, false],
  ])('deadline %s, today %s, %i days before → %s', (deadline, today, days, expected) => {
    expect(reminderDue(deadline, today, days)).toBe(expected);
  });
});

describe('purgeDue', () => {
  test.each([
    ['2027-04-13', '2027-07-11', 90, false],
    ['2027-04-13', '2027-07-12', 90, true],
    ['2027-04-13', '2027-04-13', 0, true],
  ])('end %s, today %s, %i days after → %s', (end, today, days, expected) => {
    expect(purgeDue(end, today, days)).toBe(expected);
    expect(end <= purgeEndBound(today, days)).toBe(expected);
  });
});

describe('yearsOn and isMinorOn', () => {
  test.each([
    ['2009-04-10', '2027-04-10', 18, false],
    ['2009-04-11', '2027-04-10', 17, true],
    ['2012-02-29', '2027-02-28', 14, true],
  ])('born %s, on %s → %i years, minor %s', (birth, on, years, minor) => {
    expect(yearsOn(birth, on)).toBe(years);
    expect(isMinorOn(birth, on)).toBe(minor);
  });
});

describe('withoutMinorsBirthDates', () => {
  test('a minor on arrival loses the birth date; adults and unknown dates stay as they are', () => {
    const people = [
      { name: 'Anna', birthDate: '2012-05-01' },
      { name: 'Ugo', birthDate: '1980-01-02' },
      { name: 'Eva', birthDate: null },
      { name: 'Leo', birthDate: '2009-04-10' },
    ];
    expect(withoutMinorsBirthDates(people, '2027-04-10').map((p) => p.birthDate)).toEqual([
      null,
      '1980-01-02',
      null,
      '2009-04-10',
    ]);
  });
});

describe('birthDateForTax', () => {
  test.each([
    ['2012-05-01', null, '2027-04-10', '2012-05-01'],
    [null, 14, '2027-04-10', '2013-04-10'],
    [null, null, '2027-04-10', null],
  ])('born %s, age kept %s, arrival %s → %s; the age on arrival is kept', (birth, age, arrival, expected) => {
    const date = birthDateForTax(birth, age, arrival);
    expect(date).toBe(expected);
    if (age !== null && date !== null) expect(yearsOn(date, arrival)).toBe(age);
  });
});
