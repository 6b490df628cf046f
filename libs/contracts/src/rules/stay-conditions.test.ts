import { conditionsErrors, defaultStayConditions, nightServiceClasses } from './stay-conditions';

describe('defaultStayConditions (default stay conditions)', () => {
  test.each([
    // nights, expected items per day (arrival .. departure)
    [1, [['n'], ['b']]],
    [2, [['n'], ['b', 'n'], ['b']]],
    [7, [['n'], ['b', 'n'], ['b', 'n'], ['b', 'n'], ['b', 'n'], ['b', 'n'], ['b', 'n'], ['b']]],
  ])('%i night(s)', (nights, items) => {
    const end = `2027-03-${String(1 + nights).padStart(2, '0')}`;
    const days = defaultStayConditions('2027-03-01', end);
    expect(days.map((d) => d.items)).toEqual(items);
    expect(days.every((d) => d.serviceClassId === 'hb')).toBe(true);
    expect(days[0].date).toBe('2027-03-01');
    expect(days.at(-1)?.date).toBe(end);
  });
  test('no nights, no days; across a month end', () => {
    expect(defaultStayConditions('2027-03-01', '2027-03-01')).toEqual([]);
    expect(defaultStayConditions('2027-03-05', '2027-03-01')).toEqual([]);
    expect(defaultStayConditions('2027-02-27', '2027-03-02').map((d) => d.date)).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });
  test('night classes come from the day the night starts', () => {
    const days = defaultStayConditions('2027-03-01', '2027-03-04');
    days[1].serviceClassId = 'fb';
    expect(nightServiceClasses('2027-03-01', '2027-03-04', days)).toEqual([
      { date: '2027-03-01', serviceClassId: 'hb' },
      { date: '2027-03-02', serviceClassId: 'fb' },
      { date: '2027-03-03', serviceClassId: 'hb' },
    ]);
  });
  test('conditionsErrors', () => {
    const days = defaultStayConditions('2027-03-01', '2027-03-03');
    expect(conditionsErrors('2027-03-01', '2027-03-03', days, ['bb', 'hb', 'fb'])).toEqual({});
    expect(conditionsErrors('2027-03-01', '2027-03-04', days, ['bb', 'hb', 'fb'])).toHaveProperty(
      'conditions',
    );
    const bad = days.map((d, i) => (i === 1 ? { ...d, serviceClassId: 'xx' } : d));
    expect(conditionsErrors('2027-03-01', '2027-03-03', bad, ['bb', 'hb', 'fb'])).toEqual({
      'conditions.1.serviceClassId': 'Trattamento non valido',
    });
  });
});
