import { casePeriod, datesOutsidePeriod, outsidePeriodQuestion } from './case-period';

const april = { begin: '2027-04-12', end: '2027-04-15' };

describe('casePeriod', () => {
  it.each([
    ['its own dates', { beginDate: '2027-04-12', endDate: '2027-04-15' }, april],
    [
      'its own dates, whatever the stays',
      { beginDate: '2027-04-12', endDate: '2027-04-15', stays: [{ begin: '2027-04-13', end: '2027-04-14' }] },
      april,
    ],
    [
      'without dates: first arrival to last departure',
      {
        stays: [
          { begin: '2027-04-13', end: '2027-04-15' },
          { begin: '2027-04-12', end: '2027-04-14' },
        ],
      },
      april,
    ],
    ['neither', { beginDate: null, endDate: null, stays: [] }, null],
  ])('%s', (_, source, period) => {
    expect(casePeriod(source)).toEqual(period);
  });
});

describe('datesOutsidePeriod / outsidePeriodQuestion', () => {
  it.each([
    [['2027-04-12'], april, null],
    [['2027-04-15'], april, null],
    [[null, undefined, ''], april, null],
    [['2027-04-20'], null, null],
    [
      ['2027-04-20'],
      april,
      'La data 20/04/2027 è fuori dal periodo della pratica (12/04/2027 – 15/04/2027). Salvare comunque?',
    ],
    [
      ['2027-04-11'],
      april,
      'La data 11/04/2027 è fuori dal periodo della pratica (12/04/2027 – 15/04/2027). Salvare comunque?',
    ],
    [
      ['2027-04-16', '2027-04-13', '2027-04-01', '2027-04-16'],
      april,
      'Le date 01/04/2027 e 16/04/2027 sono fuori dal periodo della pratica (12/04/2027 – 15/04/2027). Salvare comunque?',
    ],
  ])('%j in %j → %p', (dates, period, question) => {
    expect(outsidePeriodQuestion(dates, period)).toBe(question);
    expect(datesOutsidePeriod(dates, period).length > 0).toBe(question !== null);
  });
});
