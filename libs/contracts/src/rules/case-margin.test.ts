import {
  busUnitCost,
  type CaseMarginInput,
  caseMargin,
  marginPercent,
  stayAmounts,
  stayPurchaseCost,
} from './case-margin';
import { caseTotals, stayCostLines } from './case-totals';
import { defaultStayConditions } from './stay-conditions';
import { priceListEntry, school } from './test-price-list';

// Sale hb 50,00 € (singles +15,00 €); cost hb 35,00 € (singles +10,00 €); no cost in full board.
const rows = [
  priceListEntry(
    '2027-04-01',
    '2027-04-30',
    { bb: 4000, hb: 5000, fb: 6500 },
    {
      costs: { bb: 2500, hb: 3500 },
      extrasCosts: { sgl: 1000 },
    },
  ),
];
const stay = (over: Partial<CaseMarginInput['stays'][number]> = {}): CaseMarginInput['stays'][number] => ({
  id: 1,
  description: 'Hotel Roma',
  begin: '2027-04-01',
  end: '2027-04-03',
  conditions: defaultStayConditions('2027-04-01', '2027-04-03'),
  guests: { mul: 20, sgl: 2 },
  prices: {},
  freebiesCount: { hb: 1 },
  freebiesValue: { hb: 10000 },
  priceRows: rows,
  guestType: school,
  freebieAccomodationId: 'mul',
  ...over,
});

describe('stayPurchaseCost (hand-computed)', () => {
  test('guests × cost per night, the free guest taken off at its type cost', () => {
    // mul 20 × 2 × 35,00 = 1.400,00; sgl 2 × 2 × 45,00 = 180,00; free 1 × 2 × 35,00 = −70,00
    expect(stayPurchaseCost(stay())).toEqual({ cost: 151000, missing: [] });
  });
  test('an agreed sale price does not change the cost', () => {
    expect(stayPurchaseCost(stay({ prices: { mul: { hb: 9900 } } })).cost).toBe(151000);
  });
  test('a night in a class without cost is missing (known nights still counted)', () => {
    const conditions = defaultStayConditions('2027-04-01', '2027-04-03');
    conditions[1].serviceClassId = 'fb';
    const r = stayPurchaseCost(stay({ conditions, freebiesCount: {} }));
    // night 1 in hb: 20 × 35,00 + 2 × 45,00 = 790,00; night 2 in fb: no cost
    expect(r.cost).toBe(79000);
    expect(r.missing).toEqual([
      { date: '2027-04-02', accomodationId: 'mul', serviceClassId: 'fb' },
      { date: '2027-04-02', accomodationId: 'sgl', serviceClassId: 'fb' },
    ]);
  });
  test('a night outside the price rows is missing', () => {
    expect(
      stayPurchaseCost(
        stay({
          begin: '2027-04-30',
          end: '2027-05-01',
          freebiesCount: {},
          conditions: defaultStayConditions('2027-04-30', '2027-05-01'),
          guests: { mul: 10 },
        }),
      ),
    ).toEqual({ cost: 35000, missing: [] });
    expect(
      stayPurchaseCost(
        stay({
          begin: '2027-05-01',
          end: '2027-05-02',
          freebiesCount: {},
          conditions: defaultStayConditions('2027-05-01', '2027-05-02'),
          guests: { mul: 10 },
        }),
      ).missing,
    ).toHaveLength(1);
  });
});

describe('stayAmounts: what the stay row keeps', () => {
  test('the sale of the cost lines, the known cost, the nights without a cost (hand-computed)', () => {
    // sale: mul 20 × 2 × 50,00 + sgl 2 × 2 × 65,00 − freebies 100,00 = 2.160,00; cost as above
    expect(stayAmounts(stay())).toEqual({ sale: 216000, cost: 151000, costMissing: 0 });
    const conditions = defaultStayConditions('2027-04-01', '2027-04-03');
    conditions[1].serviceClassId = 'fb';
    // night 2 in fb: mul 20 × 65,00 + sgl 2 × 80,00 sold, no cost for either type
    expect(stayAmounts(stay({ conditions, freebiesCount: {}, freebiesValue: {} }))).toEqual({
      sale: 20 * (5000 + 6500) + 2 * (6500 + 8000),
      cost: 79000,
      costMissing: 2,
    });
  });
  test('the same figures as the stay line of the case margin', () => {
    const s = stay({ prices: { mul: { hb: 4800 } } });
    const [line] = caseMargin({ stays: [s], meals: [], busTrips: [], guidedTours: [], extras: [] }).lines;
    const a = stayAmounts(s);
    expect([line.sale, line.cost, line.costMissing]).toEqual([a.sale, a.cost, a.costMissing > 0]);
    expect(a.sale).toBe(stayCostLines(s).total);
  });
});

describe('busUnitCost', () => {
  const bus = [
    { maxSeats: 30, cost: 40000 },
    { maxSeats: 50, cost: 55000 },
    { maxSeats: 20, cost: null },
  ];
  test.each([
    [25, 40000],
    [30, 40000],
    [31, 55000],
    [18, null], // the row that seats them has no cost
    [60, null], // no row seats them
  ])('group of %i → %p', (n, cost) => expect(busUnitCost(bus, n)).toBe(cost));
});

describe('caseMargin', () => {
  const input: CaseMarginInput = {
    stays: [stay()],
    meals: [
      {
        id: 7,
        description: 'Da Mario',
        date: '2027-04-01',
        persons: 22,
        freebies: 1,
        unitPrice: 2000,
        unitCost: 1500,
      },
      {
        id: 8,
        description: 'Da Gino',
        date: '2027-04-02',
        persons: 22,
        freebies: 0,
        unitPrice: 1000,
        unitCost: null,
      },
    ],
    busTrips: [
      { id: 3, description: 'Bus Roma', date: '2027-04-01', quantity: 1, unitPrice: 50000, unitCost: 40000 },
    ],
    guidedTours: [
      { id: 4, description: 'Guida', date: '2027-04-02', quantity: 2, unitPrice: 15000, unitCost: null },
    ],
    extras: [
      { description: 'Assicurazione', date: null, value: 5000 },
      { description: 'Sconto', date: null, value: -3000 },
    ],
  };
  const m = caseMargin(input);

  test('sale is the case total', () => {
    const totals = caseTotals({
      stays: [stayCostLines(stay())],
      meals: input.meals,
      busTrips: input.busTrips,
      guidedTours: input.guidedTours,
      extras: input.extras,
    });
    // stay 2.160,00 + meals 420,00 + 220,00 + bus 500,00 + guide 300,00 + 50,00 − 30,00
    expect(m.sale).toBe(362000);
    expect(m.sale).toBe(totals.total);
  });

  test('cost, margin and percent (hand-computed)', () => {
    // stay 1.510,00 + meal 21 × 15,00 = 315,00 + bus 400,00; the rest unknown
    expect(m.cost).toBe(222500);
    expect(m.margin).toBe(139500);
    expect(m.marginPercent).toBe(38.54); // 1.395,00 / 3.620,00 = 38,535…%
  });

  test('the lines without a cost are flagged; a discount is not', () => {
    expect(m.lines.map((l) => [l.kind, l.id, l.sale, l.cost, l.costMissing])).toEqual([
      ['stay', 1, 216000, 151000, false],
      ['meal', 7, 42000, 31500, false],
      ['meal', 8, 22000, 0, true],
      ['busTrip', 3, 50000, 40000, false],
      ['guidedTour', 4, 30000, 0, true],
      ['extra', null, 5000, 0, true],
      ['extra', null, -3000, 0, false],
    ]);
    expect(m.missingCosts).toBe(3);
  });

  test('an empty case', () => {
    expect(caseMargin({ stays: [], meals: [], busTrips: [], guidedTours: [], extras: [] })).toEqual({
      sale: 0,
      cost: 0,
      margin: 0,
      marginPercent: null,
      lines: [],
      missingCosts: 0,
    });
  });

  test.each([
    [1, 3, 33.33],
    [2, 3, 66.67],
    [-500, 1000, -50],
    [0, 0, null],
  ])('marginPercent(%i, %i) = %p', (margin, sale, pct) => expect(marginPercent(margin, sale)).toBe(pct));
});
