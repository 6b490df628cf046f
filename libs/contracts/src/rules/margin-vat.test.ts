import {
  marginVat,
  type VatPeriodInput,
  vatIncluded,
  vatPeriodBounds,
  vatPeriodOf,
  vatPeriodsBetween,
} from './margin-vat';

// Every figure below is computed by hand (cents).
const month = (year: number, index: number, sales: number, costs: number): VatPeriodInput => ({
  year,
  index,
  sales,
  costs,
});
const brief = (rows: ReturnType<typeof marginVat>) =>
  rows.map((r) => [r.key, r.margin, r.carriedIn, r.taxableMargin, r.carriedOut, r.lostAtYearEnd, r.vat]);

describe('vatIncluded: round(amount × rate / (100 + rate)), halves up', () => {
  test.each([
    [122000, 22, 22000], // exact
    [1000, 22, 180], // 180,33 → 180
    [11, 22, 2], // 1,98 → 2
    [671, 22, 121], // 121,00
    [13, 4, 1], // 0,5 → 1 (half up)
    [39, 4, 2], // 1,5 → 2
    [0, 22, 0],
    [-5000, 22, 0], // no VAT on a loss
  ])('%i at %i%% → %i', (amount, rate, vat) => {
    expect(vatIncluded(amount, rate)).toBe(vat);
  });
});

describe('marginVat, monthly periods at 22%', () => {
  test('a negative month is carried forward, also through an empty month', () => {
    const rows = marginVat(
      [
        month(2027, 1, 500000, 380000), // 1.200,00 € margin → VAT 216,39 €
        month(2027, 2, 100000, 150000), // −500,00 € carried
        month(2027, 3, 300000, 200000), // 1.000,00 − 500,00 = 500,00 → 90,16 €
        month(2027, 4, 0, 30000), // −300,00 carried
        month(2027, 5, 0, 0), // still −300,00 carried
        month(2027, 6, 61000, 0), // 610,00 − 300,00 = 310,00 → 55,90 €
      ],
      'month',
      22,
    );
    expect(brief(rows)).toEqual([
      ['2027-01', 120000, 0, 120000, 0, 0, 21639],
      ['2027-02', -50000, 0, 0, 50000, 0, 0],
      ['2027-03', 100000, 50000, 50000, 0, 0, 9016],
      ['2027-04', -30000, 0, 0, 30000, 0, 0],
      ['2027-05', 0, 30000, 0, 30000, 0, 0],
      ['2027-06', 61000, 30000, 31000, 0, 0, 5590],
    ]);
    expect(rows[0]).toMatchObject({ begin: '2027-01-01', end: '2027-01-31', sales: 500000, costs: 380000 });
  });

  test('a negative margin in December is not carried into January', () => {
    const rows = marginVat(
      [month(2027, 11, 100000, 100000), month(2027, 12, 0, 40000), month(2028, 1, 122000, 0)],
      'month',
      22,
    );
    expect(brief(rows)).toEqual([
      ['2027-11', 0, 0, 0, 0, 0, 0],
      ['2027-12', -40000, 0, 0, 0, 40000, 0],
      ['2028-01', 122000, 0, 122000, 0, 0, 22000],
    ]);
  });

  test('a loss is carried only into the period that follows it', () => {
    const rows = marginVat([month(2027, 2, 0, 10000), month(2027, 4, 122000, 0)], 'month', 22);
    expect(rows[1]).toMatchObject({ carriedIn: 0, taxableMargin: 122000, vat: 22000 });
  });
});

describe('marginVat, quarters', () => {
  test('a negative quarter is carried; a negative fourth quarter is lost at year end', () => {
    const q = month;
    const rows = marginVat(
      [
        q(2027, 1, 1000000, 1100000), // −1.000,00 carried
        q(2027, 2, 900000, 556000), // 3.440,00 − 1.000,00 = 2.440,00 → 440,00 €
        q(2027, 3, 0, 0),
        q(2027, 4, 0, 20000), // −200,00 lost
        q(2028, 1, 12200, 0), // 122,00 → 22,00 €
      ],
      'quarter',
      22,
    );
    expect(brief(rows)).toEqual([
      ['2027-T1', -100000, 0, 0, 100000, 0, 0],
      ['2027-T2', 344000, 100000, 244000, 0, 0, 44000],
      ['2027-T3', 0, 0, 0, 0, 0, 0],
      ['2027-T4', -20000, 0, 0, 0, 20000, 0],
      ['2028-T1', 12200, 0, 12200, 0, 0, 2200],
    ]);
    expect(rows[4]).toMatchObject({ begin: '2028-01-01', end: '2028-03-31' });
  });

  test('another rate: 10%', () => {
    // 1.100,00 € × 10 / 110 = 100,00 €; 1.000,01 € → 90,91 €.
    expect(
      marginVat([month(2027, 1, 110000, 0), month(2027, 2, 100001, 0)], 'quarter', 10).map((r) => r.vat),
    ).toEqual([10000, 9091]);
  });
});

describe('periods', () => {
  test('the period of a date', () => {
    expect(vatPeriodOf('2027-05-31', 'month')).toEqual({ year: 2027, index: 5 });
    expect(vatPeriodOf('2027-05-31', 'quarter')).toEqual({ year: 2027, index: 2 });
    expect(vatPeriodOf('2027-10-01', 'quarter')).toEqual({ year: 2027, index: 4 });
  });
  test('bounds (leap February)', () => {
    expect(vatPeriodBounds({ year: 2028, index: 2 }, 'month')).toEqual({
      key: '2028-02',
      begin: '2028-02-01',
      end: '2028-02-29',
    });
    expect(vatPeriodBounds({ year: 2027, index: 3 }, 'quarter')).toEqual({
      key: '2027-T3',
      begin: '2027-07-01',
      end: '2027-09-30',
    });
  });
  test('every period between two dates, across a year', () => {
    expect(vatPeriodsBetween('2027-11-15', '2028-02-01', 'month')).toEqual([
      { year: 2027, index: 11 },
      { year: 2027, index: 12 },
      { year: 2028, index: 1 },
      { year: 2028, index: 2 },
    ]);
    expect(vatPeriodsBetween('2027-08-01', '2028-01-01', 'quarter')).toEqual([
      { year: 2027, index: 3 },
      { year: 2027, index: 4 },
      { year: 2028, index: 1 },
    ]);
  });
});
