import {
  busUnitPrice,
  caseTotals,
  defaultStayFreebies,
  defaultStayPrices,
  mealFreebies,
  mealTotal,
  type StayMoneyInput,
  stayCostLines,
} from './case-totals';
import { defaultStayConditions } from './stay-conditions';
import { priceListEntry, school } from './test-price-list';

// Price change on 2027-04-03: hb 50,00 → 60,00 €.
const rows = [
  priceListEntry('2027-04-01', '2027-04-02', { bb: 4000, hb: 5000, fb: 6500 }),
  priceListEntry('2027-04-03', '2027-04-30', { bb: 4500, hb: 6000, fb: 7500 }),
];

const stay = (over: Partial<StayMoneyInput> = {}): StayMoneyInput => ({
  begin: '2027-04-01',
  end: '2027-04-05',
  conditions: defaultStayConditions('2027-04-01', '2027-04-05'),
  guests: { mul: 20, sgl: 2 },
  prices: {},
  freebiesCount: {},
  freebiesValue: {},
  priceRows: rows,
  guestType: school,
  ...over,
});
const brief = (lines: ReturnType<typeof stayCostLines>['lines']) =>
  lines.map((l) => [l.key, l.quantity, l.nights, l.unitValue, l.total]);

describe('stayCostLines', () => {
  test('a price change mid-stay splits the lines (hand-computed)', () => {
    const r = stayCostLines(stay());
    expect(brief(r.lines)).toEqual([
      ['mul:hb:2027-04-01', 20, 2, 5000, 200000],
      ['mul:hb:2027-04-03', 20, 2, 6000, 240000],
      ['sgl:hb:2027-04-01', 2, 2, 6500, 26000],
      ['sgl:hb:2027-04-03', 2, 2, 7500, 30000],
    ]);
    expect(r.total).toBe(496000);
    expect(r.unpriced).toEqual([]);
  });
  test('mixed service classes, agreed prices, extras and freebies', () => {
    const conditions = defaultStayConditions('2027-04-01', '2027-04-05');
    conditions[1].serviceClassId = 'fb'; // night of 04-02 in full board
    conditions[3].serviceClassId = 'bb'; // night of 04-04 in B&B
    const r = stayCostLines(
      stay({
        conditions,
        guests: { mul: 20, sgl: 1, dbl: 2 },
        prices: { dbl: { hb: 5800 } }, // agreed for doubles in half board, every night
        freebiesCount: { hb: 2, fb: 2 },
        freebiesValue: { hb: 22000, fb: 13000 },
      }),
    );
    expect(brief(r.lines)).toEqual([
      ['mul:hb:2027-04-01', 20, 1, 5000, 100000],
      ['mul:fb:2027-04-02', 20, 1, 6500, 130000],
      ['mul:hb:2027-04-03', 20, 1, 6000, 120000],
      ['mul:bb:2027-04-04', 20, 1, 4500, 90000],
      ['sgl:hb:2027-04-01', 1, 1, 6500, 6500],
      ['sgl:fb:2027-04-02', 1, 1, 8000, 8000],
      ['sgl:hb:2027-04-03', 1, 1, 7500, 7500],
      ['sgl:bb:2027-04-04', 1, 1, 6000, 6000],
      ['dbl:hb:2027-04-01', 2, 1, 5800, 11600],
      ['dbl:fb:2027-04-02', 2, 1, 7000, 14000],
      ['dbl:hb:2027-04-03', 2, 1, 5800, 11600],
      ['dbl:bb:2027-04-04', 2, 1, 5000, 10000],
      ['free:hb', 2, 2, -5500, -22000],
      ['free:fb', 2, 1, -6500, -13000],
    ]);
    expect(r.total).toBe(100000 + 130000 + 120000 + 90000 + 28000 + 47200 - 35000);
  });
  test('nights without a price are reported, not invented', () => {
    const r = stayCostLines(
      stay({
        end: '2027-05-02',
        conditions: defaultStayConditions('2027-04-29', '2027-05-02'),
        begin: '2027-04-29',
        guests: { mul: 1 },
      }),
    );
    expect(brief(r.lines)).toEqual([['mul:hb:2027-04-29', 1, 2, 6000, 12000]]);
    expect(r.unpriced).toEqual([{ date: '2027-05-01', accomodationId: 'mul', serviceClassId: 'hb' }]);
  });
});

describe('stay defaults', () => {
  test('freebies: floor(22 / 10) = 2 free in mul, valued night by night', () => {
    const f = defaultStayFreebies(stay(), { every: 10, accomodationId: 'mul' });
    expect(f).toEqual({ freebiesCount: { hb: 2 }, freebiesValue: { hb: 2 * (5000 + 5000 + 6000 + 6000) } });
    expect(defaultStayFreebies(stay({ guests: { mul: 9 } }), { every: 10, accomodationId: 'mul' })).toEqual({
      freebiesCount: {},
      freebiesValue: {},
    });
    expect(defaultStayFreebies(stay(), null).freebiesCount).toEqual({});
  });
  test('prices: constant over the stay, else null', () => {
    const p = defaultStayPrices(rows, school, '2027-04-03', '2027-04-06', ['bb', 'hb']);
    expect(p).toEqual({
      mul: { bb: 4500, hb: 6000 },
      sgl: { bb: 6000, hb: 7500 },
      dbl: { bb: 5000, hb: 6500 },
    });
    expect(defaultStayPrices(rows, school, '2027-04-01', '2027-04-05', ['hb']).mul).toEqual({ hb: null });
  });
});

describe('meals, services, totals', () => {
  test.each([
    [25, 10, 2],
    [9, 10, 0],
    [30, 15, 2],
    [30, null, 0],
    [0, 10, 0],
  ])('mealFreebies(%p, %p) = %p', (persons, every, free) => expect(mealFreebies(persons, every)).toBe(free));
  test('meal total counts the paying persons', () => {
    expect(mealTotal({ persons: 25, freebies: 2, unitPrice: 1800 })).toBe(41400);
  });
  test.each([
    [20, 18000],
    [30, 18000],
    [31, 25000],
    [54, 32000],
    [55, null],
  ])('bus for %i persons → %p', (size, price) => {
    const rows = [
      { maxSeats: 54, price: 32000 },
      { maxSeats: 30, price: 18000 },
      { maxSeats: 40, price: 25000 },
    ];
    expect(busUnitPrice(rows, size)).toBe(price);
  });
  test('case total: stays, meals with freebies, bus, tours, extras with a discount', () => {
    expect(
      caseTotals({
        stays: [{ total: 496000 }, { total: 120050 }],
        meals: [
          { persons: 25, freebies: 2, unitPrice: 1800 },
          { persons: 10, freebies: 0, unitPrice: 2250 },
        ],
        busTrips: [{ quantity: 2, unitPrice: 32000 }],
        guidedTours: [{ quantity: 1, unitPrice: 15000 }],
        extras: [{ value: 5000 }, { value: -10050 }],
      }),
    ).toEqual({
      stays: 616050,
      meals: 41400 + 22500,
      busTrips: 64000,
      guidedTours: 15000,
      extras: -5050,
      total: 616050 + 63900 + 64000 + 15000 - 5050,
    });
  });
});
