import { defaultStayConditions } from '@ham/contracts';
import { nightPriceRows } from './per-night-prices';
import { computedFreebies, type FreebiesInput, savedFreebieOverrides } from './use-stay-freebies';

const guestType = { baseAccomodationId: 'dbl', extraAccomodationIds: ['sgl'] };
/** A price-list period: its half-board price, full board 60,00, single room +15,00. */
const pricePeriod = (begin: string, end: string, hb: number) => ({
  begin,
  end,
  prices: { hb, fb: 6000 },
  costs: {},
  extras: { sgl: 1500 },
  extrasCosts: {},
});
const priceRows = [
  pricePeriod('2027-01-01', '2027-03-11', 5000),
  pricePeriod('2027-03-12', '2027-12-31', 5500),
];
// Nights 10/03 (hb 50,00), 11/03 (fb 60,00), 12/03 (hb 55,00).
const conditions = defaultStayConditions('2027-03-10', '2027-03-13').map((d) =>
  d.date === '2027-03-11' ? { ...d, serviceClassId: 'fb' } : d,
);
const input: FreebiesInput = {
  begin: '2027-03-10',
  end: '2027-03-13',
  conditions,
  guests: { dbl: 38, sgl: 2 },
  prices: {},
  priceRows,
  guestType,
};
const rule = { every: 10, accomodationId: 'dbl' };

describe('stay editor freebies', () => {
  test('computed: the rule per service class; a count set by the user drives the value', () => {
    expect(computedFreebies(input, rule, {})).toEqual({
      freebiesCount: { hb: 4, fb: 4 },
      freebiesValue: { hb: 4 * (5000 + 5500), fb: 4 * 6000 },
    });
    expect(computedFreebies(input, rule, { hb: 1, fb: null })).toEqual({
      freebiesCount: { hb: 4, fb: 4 },
      freebiesValue: { hb: 5000 + 5500, fb: 0 },
    });
    expect(computedFreebies(input, null, { hb: 2 })).toEqual({ freebiesCount: {}, freebiesValue: {} });
  });

  test('saved freebies are the user’s unless they equal the computed ones, field by field', () => {
    const computed = computedFreebies(input, rule, {});
    expect(savedFreebieOverrides(computed, input, rule)).toEqual({ count: {}, value: {} });
    expect(
      savedFreebieOverrides(
        { freebiesCount: { hb: 4, fb: 5 }, freebiesValue: { hb: 30000, fb: 5 * 6000 } },
        input,
        rule,
      ),
      // fb: 5 free (typed), valued as 5 free: only the count is the user's.
    ).toEqual({ count: { fb: 5 }, value: { hb: 30000 } });
    // No rule: any saved freebie was typed; zeros are the computed value.
    expect(
      savedFreebieOverrides({ freebiesCount: { hb: 1, fb: 0 }, freebiesValue: { hb: 15000 } }, input, null),
    ).toEqual({ count: { hb: 1 }, value: { hb: 15000 } });
  });
});

describe('nightPriceRows', () => {
  test('the price of each night, agreed or from the list, and where it changes', () => {
    const rows = nightPriceRows({ ...input, prices: { sgl: { hb: 6800 } } });
    expect(rows).toEqual([
      { date: '2027-03-10', serviceClassId: 'hb', prices: { dbl: 5000, sgl: 6800 }, changed: false },
      { date: '2027-03-11', serviceClassId: 'fb', prices: { dbl: 6000, sgl: 7500 }, changed: true },
      { date: '2027-03-12', serviceClassId: 'hb', prices: { dbl: 5500, sgl: 6800 }, changed: true },
    ]);
    const flat = nightPriceRows({
      ...input,
      conditions: defaultStayConditions('2027-03-10', '2027-03-12'),
      end: '2027-03-12',
    });
    expect(flat.map((r) => r.changed)).toEqual([false, false]);
    expect(nightPriceRows({ ...input, priceRows: [] })[0].prices).toEqual({ dbl: null, sgl: null });
  });
});
