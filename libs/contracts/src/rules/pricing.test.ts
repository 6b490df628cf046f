import { accomodationPrice, type PriceListEntry, priceSheet, resolveOverlap } from './pricing';

const adults = { baseAccomodationId: 'dbl', extraAccomodationIds: ['sgl', 'trp'] };
const entry = (
  begin: string,
  end: string,
  hb: number,
  extra: Partial<PriceListEntry> = {},
): PriceListEntry => ({
  begin,
  end,
  prices: { bb: hb - 1000, hb, fb: hb + 1500 },
  costs: { bb: hb - 2000, hb: hb - 1000, fb: hb + 500 },
  extras: { sgl: 2000, trp: -500 },
  extrasCosts: { sgl: 1500, trp: -400 },
  ...extra,
});

describe('accomodationPrice', () => {
  const e = entry('2026-07-01', '2026-07-31', 5250);
  test.each([
    ['hb', 'dbl', 5250, 4250],
    ['hb', 'sgl', 7250, 5750],
    ['hb', 'trp', 4750, 3850],
    ['bb', 'sgl', 6250, 4750],
    ['fb', 'dbl', 6750, 5750],
    ['hb', 'mul', null, null], // not an accommodation of adults
    ['xx', 'dbl', null, null], // unknown service class
  ])('%s %s → %p / %p', (sc, acc, price, cost) => {
    expect(accomodationPrice(e, sc, acc, adults)).toEqual({ price, cost });
  });
  test('an extra without supplement, or without base, is blank', () => {
    const partial = { prices: { hb: 5000 }, costs: {}, extras: { trp: null }, extrasCosts: {} };
    expect(accomodationPrice(partial, 'hb', 'trp', adults)).toEqual({ price: null, cost: null });
    expect(accomodationPrice(partial, 'fb', 'dbl', adults)).toEqual({ price: null, cost: null });
    expect(accomodationPrice(partial, 'hb', 'dbl', adults)).toEqual({ price: 5000, cost: null });
  });
  test('priceSheet lists every accommodation × service class', () => {
    const sheet = priceSheet(e, adults, ['bb', 'hb']);
    expect(sheet).toHaveLength(6);
    expect(sheet[3]).toEqual({ accomodationId: 'sgl', serviceClassId: 'hb', price: 7250, cost: 5750 });
  });
});

describe('resolveOverlap', () => {
  const existing = [
    { id: 1, begin: '2026-01-01', end: '2026-03-31' },
    { id: 2, begin: '2026-04-01', end: '2026-06-30' },
    { id: 3, begin: '2026-07-01', end: '2026-09-30' },
  ];
  test.each([
    ['no overlap', { begin: '2026-10-01', end: '2026-10-31' }, { delete: [], shorten: [], insert: [] }],
    [
      'covers one exactly → delete',
      { begin: '2026-04-01', end: '2026-06-30' },
      { delete: [2], shorten: [], insert: [] },
    ],
    [
      'covers several → delete all',
      { begin: '2025-12-01', end: '2026-12-31' },
      { delete: [1, 2, 3], shorten: [], insert: [] },
    ],
    [
      'overlaps the end of one → shorten it',
      { begin: '2026-03-15', end: '2026-03-31' },
      { delete: [], shorten: [{ id: 1, begin: '2026-01-01', end: '2026-03-14' }], insert: [] },
    ],
    [
      'overlaps the start of one → move its start',
      { begin: '2026-06-15', end: '2026-07-10' },
      {
        delete: [],
        shorten: [
          { id: 2, begin: '2026-04-01', end: '2026-06-14' },
          { id: 3, begin: '2026-07-11', end: '2026-09-30' },
        ],
        insert: [],
      },
    ],
    [
      'inside one → split it',
      { begin: '2026-05-01', end: '2026-05-31' },
      {
        delete: [],
        shorten: [{ id: 2, begin: '2026-04-01', end: '2026-04-30' }],
        insert: [{ copyOf: 2, begin: '2026-06-01', end: '2026-06-30' }],
      },
    ],
    [
      'one single night inside → split around it',
      { begin: '2026-02-14', end: '2026-02-14' },
      {
        delete: [],
        shorten: [{ id: 1, begin: '2026-01-01', end: '2026-02-13' }],
        insert: [{ copyOf: 1, begin: '2026-02-15', end: '2026-03-31' }],
      },
    ],
    [
      'same start, shorter → move the start',
      { begin: '2026-07-01', end: '2026-07-15' },
      { delete: [], shorten: [{ id: 3, begin: '2026-07-16', end: '2026-09-30' }], insert: [] },
    ],
    [
      'same end, later start → shorten',
      { begin: '2026-09-01', end: '2026-09-30' },
      { delete: [], shorten: [{ id: 3, begin: '2026-07-01', end: '2026-08-31' }], insert: [] },
    ],
    [
      'spans three: shorten, delete, move',
      { begin: '2026-03-01', end: '2026-07-31' },
      {
        delete: [2],
        shorten: [
          { id: 1, begin: '2026-01-01', end: '2026-02-28' },
          { id: 3, begin: '2026-08-01', end: '2026-09-30' },
        ],
        insert: [],
      },
    ],
  ])('%s', (_name, period, expected) => {
    expect(resolveOverlap(existing, period)).toEqual(expected);
  });

  test('the entry being edited is ignored', () => {
    expect(resolveOverlap(existing, { begin: '2026-04-01', end: '2026-07-05' }, 2)).toEqual({
      delete: [],
      shorten: [{ id: 3, begin: '2026-07-06', end: '2026-09-30' }],
      insert: [],
    });
  });
});
