import {
  agencyPriceList,
  compareQuoteOptions,
  hasPlacesEveryNight,
  type QuoteStayInput,
  quoteStay,
} from './quote-options';
import { priceListEntry, school } from './test-price-list';

/** An entry whose costs are 10,00 € under each price, the supplements' 12,00 and 4,00 €. */
const entry = (begin: string, end: string, bb: number, hb: number, fb: number) =>
  priceListEntry(
    begin,
    end,
    { bb, hb, fb },
    { costs: { bb: bb - 1000, hb: hb - 1000, fb: fb - 1000 }, extrasCosts: { sgl: 1200, dbl: 400 } },
  );
// A price change on 2027-04-03: hb 50,00 → 60,00 €.
const list = [
  entry('2027-04-01', '2027-04-02', 4000, 5000, 6500),
  entry('2027-04-03', '2027-04-30', 4500, 6000, 7500),
];

const quote = (over: Partial<QuoteStayInput> = {}, surcharge = 0) =>
  quoteStay({
    entries: agencyPriceList(list, surcharge),
    guestType: school,
    freebie: { every: 10, accomodationId: 'mul' },
    begin: '2027-04-01',
    end: '2027-04-05',
    guestCount: 20,
    serviceClassId: 'hb',
    ...over,
  });

describe('agencyPriceList', () => {
  test('adds the surcharge to every base price, keeps the supplements, drops every cost', () => {
    const [first] = agencyPriceList(
      [{ ...list[0], prices: { bb: 4000, hb: 5000, fb: null }, extras: { sgl: 1500, dbl: -200 } }],
      250,
    );
    expect(first).toEqual({
      begin: '2027-04-01',
      end: '2027-04-02',
      prices: { bb: 4250, hb: 5250 },
      costs: {},
      extras: { sgl: 1500, dbl: -200 },
      extrasCosts: {},
    });
  });
});

describe('quoteStay (hand-computed)', () => {
  test.each([
    // label, input, surcharge, min, max, total
    // 20 × (5000 + 5000 + 6000 + 6000) = 440000, 2 free × 22000 = 44000.
    ['20 guests, hb, price change mid-stay, 2 free', {}, 0, 5000, 6000, 396000],
    // surcharge 2,50 €: 20 × 23000 = 460000, 2 free × 23000 = 46000.
    ['the same with a surcharge of 2,50 €', {}, 250, 5250, 6250, 414000],
    // 9 guests: no freebie.
    ['9 guests: no one free', { guestCount: 9 }, 0, 5000, 6000, 198000],
    // bb: 4000 + 4000 + 4500 + 4500 = 17000 × 10, no freebie rule.
    [
      '10 guests in bb without freebies',
      { guestCount: 10, serviceClassId: 'bb', freebie: null },
      0,
      4000,
      4500,
      170000,
    ],
    // Freebie in sgl (base + 1500): 25 × 22000 = 550000; 2 free × (6500 + 6500 + 7500 + 7500).
    [
      'freebies valued in their own accommodation',
      { guestCount: 25, freebie: { every: 10, accomodationId: 'sgl' } },
      0,
      5000,
      6000,
      494000,
    ],
    // One night inside the second entry, surcharge 1,00 €.
    ['one night', { begin: '2027-04-10', end: '2027-04-11', guestCount: 1 }, 100, 6100, 6100, 6100],
  ])('%s', (_label, over, surcharge, min, max, total) => {
    expect(quote(over as Partial<QuoteStayInput>, surcharge)).toEqual({
      unitPriceMin: min,
      unitPriceMax: max,
      totalCost: total,
    });
  });

  test('a night without a price, no night at all or no guest: no quote', () => {
    expect(quote({ begin: '2027-04-29', end: '2027-05-02' })).toBeNull();
    expect(quote({ serviceClassId: 'xx' })).toBeNull();
    expect(quote({ end: '2027-04-01' })).toBeNull();
    expect(quote({ guestCount: 0 })).toBeNull();
  });
});

describe('hasPlacesEveryNight', () => {
  test.each([
    [[20, 20, 20], 20, true],
    [[25, 19, 30], 20, false],
    [[5], 1, true],
    [[0, 10], 1, false],
    [[], 1, false],
  ])('%j for %i guests → %s', (available, guests, ok) => {
    expect(hasPlacesEveryNight(available, guests)).toBe(ok);
  });
});

test('options: cheapest first, then by name', () => {
  const o = (id: number, name: string, totalCost: number) => ({ totalCost, hotel: { id, name } });
  const sorted = [
    o(1, 'Hotel Zeta', 100),
    o(2, 'Albergo Ávila', 200),
    o(3, 'Albergo Bice', 200),
    o(4, 'A', 50),
  ]
    .sort(compareQuoteOptions)
    .map((x) => x.hotel.id);
  expect(sorted).toEqual([4, 1, 2, 3]);
});
