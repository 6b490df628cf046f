/** @jest-environment node */
import type { HotelUsage } from '@ham/contracts/dashboard';
import {
  alignSales,
  monthLastYear,
  noSales,
  periodMonths,
  ReleaseSums,
  rankHotels,
  releasesByDate,
  sameDayLastYear,
  soldShare,
} from './dashboard-figures';

describe('sameDayLastYear', () => {
  test.each([
    ['2026-05-14', '2025-05-14'],
    ['2028-02-29', '2027-02-28'], // no 29 February last year
    ['2029-02-28', '2028-02-28'],
    ['2027-03-01', '2026-03-01'],
    ['2026-01-01', '2025-01-01'],
    ['2001-12-31', '2000-12-31'],
  ])('%s → %s', (date, last) => expect(sameDayLastYear(date)).toBe(last));
});

describe('months', () => {
  test.each([
    ['2026-05-14', '2026-05-20', ['2026-05']],
    ['2026-05-14', '2026-08-11', ['2026-05', '2026-06', '2026-07', '2026-08']],
    ['2026-11-30', '2027-02-01', ['2026-11', '2026-12', '2027-01', '2027-02']],
    ['2026-01-01', '2026-01-01', ['2026-01']],
  ])('%s .. %s', (from, to, months) => expect(periodMonths(from, to)).toEqual(months));

  it('the longest period: 25 months at most', () => {
    expect(periodMonths('2026-01-15', '2028-01-15')).toHaveLength(25);
  });

  it('month a year earlier', () => {
    expect(monthLastYear('2027-01')).toBe('2026-01');
  });
});

describe('alignSales', () => {
  it("puts last year's month beside this year's, zeros where nothing departed", () => {
    const money = { sale: 100_000, margin: 12_000, missingCosts: 0 };
    const thisYear = new Map([['2026-06', { cases: 3, guests: 90, nights: 270, ...money }]]);
    const lastYear = new Map([
      ['2025-06', { cases: 1, guests: 40, nights: 80, ...money }],
      ['2025-07', { cases: 2, guests: 10, nights: 30, ...money }],
    ]);
    expect(alignSales(['2026-06', '2026-07', '2026-08'], thisYear, lastYear)).toEqual([
      {
        month: '2026-06',
        thisYear: { cases: 3, guests: 90, nights: 270, ...money },
        lastYear: { cases: 1, guests: 40, nights: 80, ...money },
      },
      { month: '2026-07', thisYear: noSales, lastYear: { cases: 2, guests: 10, nights: 30, ...money } },
      { month: '2026-08', thisYear: noSales, lastYear: noSales },
    ]);
  });
});

describe('soldShare', () => {
  test.each([
    [0, 0, 0],
    [5, 0, 0],
    [30, 120, 0.25],
    [1, 3, 0.3333],
    [130, 100, 1.3], // overbooked by force
  ])('%i of %i → %d', (reserved, allotted, share) => expect(soldShare(reserved, allotted)).toBe(share));
});

describe('at risk and releases', () => {
  const cells = [
    { release: 0, free: 3 },
    { release: 13, free: 4 },
    { release: 14, free: 50 }, // 15th day: not at risk
    { release: 13, free: 1 },
  ];

  it('places at risk: Liberi releasing in the next 14 days; the cells of the next 7; Liberi by date', () => {
    const sums = (risk: number, todo: number) => {
      const out = new ReleaseSums(31, risk, todo);
      for (const c of cells) out.add(7, c.release, c.free);
      return out;
    };
    expect(sums(14, 7).atRisk(7)).toBe(8);
    expect(sums(1, 7).atRisk(7)).toBe(3);
    expect(sums(14, 7).atRisk(8)).toBe(0);
    expect(sums(14, 14).todo).toBe(cells.filter((c) => c.release < 14).length);
    expect(releasesByDate(sums(14, 7).cells(), '2026-05-01', '2026-05-01', '2026-05-31')).toEqual(
      releasesByDate(cells, '2026-05-01', '2026-05-01', '2026-05-31'),
    );
  });

  it('release dates of the period, summed by date', () => {
    expect(releasesByDate(cells, '2026-05-01', '2026-05-01', '2026-05-31')).toEqual([
      { date: '2026-05-01', places: 3 },
      { date: '2026-05-14', places: 5 },
      { date: '2026-05-15', places: 50 },
    ]);
    expect(releasesByDate(cells, '2026-05-01', '2026-05-02', '2026-05-14')).toEqual([
      { date: '2026-05-14', places: 5 },
    ]);
  });
});

describe('rankHotels', () => {
  const usage = (id: number, name: string, allotted: number, reserved: number): HotelUsage => ({
    hotel: { id, name, place: null },
    allotted,
    optioned: 0,
    reserved,
    free: allotted - reserved,
    soldShare: soldShare(reserved, allotted),
    atRisk: 0,
  });

  it('highest sold share first, then places sold, then name; no allotment left out', () => {
    const ranked = rankHotels(
      [
        usage(1, 'Zeta', 100, 50),
        usage(2, 'Alfa', 10, 5),
        usage(3, 'Beta', 100, 90),
        usage(4, 'Gamma', 0, 0),
        usage(5, 'Delta', 10, 5),
      ],
      3,
    );
    expect(ranked.total).toBe(4);
    expect(ranked.items.map((h) => h.hotel.name)).toEqual(['Beta', 'Zeta', 'Alfa']);
  });
});
