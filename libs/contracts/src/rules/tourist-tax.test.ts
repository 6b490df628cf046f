import {
  ageOn,
  type TouristTaxParticipant,
  type TouristTaxRate,
  type TouristTaxRole,
  touristTax,
} from './tourist-tax';

/** A comune like Florence's: by stars, 7 nights at most, under 12 free, drivers free, 1 escort every 25. */
const city: TouristTaxRate = {
  validFrom: '2027-01-01',
  validTo: '2027-12-31',
  rate: 350,
  byCategory: { '3': 480, '4': 630 },
  maxNights: 7,
  exemptUnderAge: 12,
  driversExempt: true,
  escortFreeEvery: 25,
};
const people = (n: number, role: TouristTaxRole, birthDate: string | null = null): TouristTaxParticipant[] =>
  Array.from({ length: n }, () => ({ role, birthDate }));
const list = (...groups: TouristTaxParticipant[][]) => ({
  kind: 'list' as const,
  participants: groups.flat(),
});
const stay = (begin: string, end: string, hotelCategoryId: string | null = '3') => ({
  begin,
  end,
  hotelCategoryId,
});

describe('touristTax', () => {
  test('a school group computed by hand: 53 of 60 pay, 5 nights at 4,80 € = 1.272,00 €', () => {
    // 50 students of 15, 3 of 11 (free), 4 teachers and 1 escort (2 free: 53 pupils / 25), 2 drivers (free).
    const group = list(
      people(50, 'studente', '2012-02-01'),
      people(3, 'studente', '2016-01-10'),
      people(4, 'docente'),
      people(1, 'accompagnatore'),
      people(2, 'autista'),
    );
    const tax = touristTax(stay('2027-04-12', '2027-04-17'), [city], group);
    expect(tax.nights.map((n) => [n.date, n.rate, n.persons])).toEqual([
      ['2027-04-12', 480, 53],
      ['2027-04-13', 480, 53],
      ['2027-04-14', 480, 53],
      ['2027-04-15', 480, 53],
      ['2027-04-16', 480, 53],
    ]);
    expect(tax).toMatchObject({ amount: 127_200, estimate: false, nightsWithoutRate: 0 });
  });

  test.each([
    ['the category has its own rate', '4', 630],
    ['a category without one takes the single rate', '5', 350],
    ['no category known: the single rate', null, 350],
  ])('%s', (_what, category, rate) => {
    const tax = touristTax(stay('2027-04-12', '2027-04-13', category), [city], list(people(2, 'adulto')));
    expect(tax.amount).toBe(2 * rate);
  });

  test('at most maxNights nights from arrival are taxed', () => {
    const tax = touristTax(stay('2027-05-01', '2027-05-11'), [city], list(people(1, 'adulto')));
    expect(tax.nights.map((n) => n.persons)).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 0, 0]);
    expect(tax.amount).toBe(7 * 480);
  });

  test('a birthday during the stay: free while under age, paying from the birthday', () => {
    const tax = touristTax(
      stay('2027-06-01', '2027-06-05'),
      [city],
      list(people(1, 'studente', '2015-06-03')),
    );
    expect(tax.nights.map((n) => n.persons)).toEqual([0, 0, 1, 1]);
  });

  test('a rate that changes during the stay, and nights with no rate at all', () => {
    const summer = { ...city, validFrom: '2027-07-01', validTo: '2027-08-31', byCategory: { '3': 550 } };
    const spring = { ...city, validTo: '2027-06-30' };
    const tax = touristTax(stay('2027-06-29', '2027-07-02'), [spring, summer], list(people(2, 'adulto')));
    expect(tax.nights.map((n) => n.rate)).toEqual([480, 480, 550]);
    expect(tax.amount).toBe(2 * (480 + 480 + 550));
    const none = touristTax(stay('2028-01-01', '2028-01-03'), [city], list(people(2, 'adulto')));
    expect(none).toMatchObject({ amount: 0, nightsWithoutRate: 2 });
  });

  test('without drivers or escorts exemptions every role pays; unknown birth dates pay', () => {
    const strict = { ...city, driversExempt: false, escortFreeEvery: null, exemptUnderAge: null };
    const group = list(people(30, 'studente'), people(2, 'docente'), people(1, 'autista'));
    expect(touristTax(stay('2027-04-12', '2027-04-13'), [strict], group).amount).toBe(33 * 480);
    expect(touristTax(stay('2027-04-12', '2027-04-13'), [city], group).amount).toBe((30 + 1) * 480);
  });

  test('an estimate from counts: the guests, less the escorts free by the rule; ages unknown', () => {
    const tax = touristTax(stay('2027-04-12', '2027-04-14'), [city], {
      kind: 'counts',
      guests: 52,
      escorts: 3,
    });
    // 49 others / 25 = 1 escort free.
    expect(tax).toMatchObject({ amount: 2 * 51 * 480, estimate: true });
  });

  test('ageOn: whole years, the birthday itself counts', () => {
    expect(ageOn('2015-06-03', '2027-06-02')).toBe(11);
    expect(ageOn('2015-06-03', '2027-06-03')).toBe(12);
    expect(ageOn('2016-02-29', '2027-02-28')).toBe(10);
    expect(ageOn('2016-02-29', '2027-03-01')).toBe(11);
  });
});
