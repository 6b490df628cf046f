import { accomodationPrice, type PriceListEntry, priceSheet, priceStay, resolveOverlap } from './pricing';

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

describe('priceStay', () => {
  const entries = [entry('2026-07-01', '2026-07-10', 5000), entry('2026-07-11', '2026-07-31', 6000)];

  test('one period, one accommodation: quantity × nights × unit', () => {
    const r = priceStay({
      entries,
      guestType: adults,
      begin: '2026-07-02',
      end: '2026-07-05',
      guests: { dbl: 20 },
    });
    expect(r.lines).toEqual([
      expect.objectContaining({
        accomodationId: 'dbl',
        serviceClassId: 'hb',
        begin: '2026-07-02',
        end: '2026-07-04',
        quantity: 20,
        nights: 3,
        unitValue: 5000,
        unitCost: 4000,
        total: 300000,
        totalCost: 240000,
        freebie: false,
      }),
    ]);
    expect(r.total).toBe(300000);
    expect(r.unpriced).toEqual([]);
  });

  test('a price change mid-stay gives one line per period; the departure night is not priced', () => {
    const r = priceStay({
      entries,
      guestType: adults,
      begin: '2026-07-09',
      end: '2026-07-13',
      guests: { dbl: 2, sgl: 1 },
    });
    expect(r.lines.map((l) => [l.accomodationId, l.begin, l.nights, l.unitValue, l.total])).toEqual([
      ['dbl', '2026-07-09', 2, 5000, 20000],
      ['dbl', '2026-07-11', 2, 6000, 24000],
      ['sgl', '2026-07-09', 2, 7000, 14000],
      ['sgl', '2026-07-11', 2, 8000, 16000],
    ]);
    expect(r.total).toBe(74000);
  });

  test('mixed service classes split the lines by class', () => {
    const r = priceStay({
      entries,
      guestType: adults,
      begin: '2026-07-01',
      end: '2026-07-05',
      guests: { dbl: 10 },
      serviceClasses: { '2026-07-01': 'bb', '2026-07-04': 'fb' },
      defaultServiceClassId: 'hb',
    });
    expect(r.lines.map((l) => [l.serviceClassId, l.begin, l.end, l.unitValue])).toEqual([
      ['bb', '2026-07-01', '2026-07-01', 4000],
      ['hb', '2026-07-02', '2026-07-03', 5000],
      ['fb', '2026-07-04', '2026-07-04', 6500],
    ]);
    expect(r.total).toBe(10 * (4000 + 2 * 5000 + 6500));
  });

  test('freebies: floor(total guests / every) in the freebie type, valued per night, negative', () => {
    const r = priceStay({
      entries,
      guestType: adults,
      begin: '2026-07-10',
      end: '2026-07-12',
      guests: { dbl: 20, sgl: 3 },
      freebie: { every: 10, accomodationId: 'sgl' },
    });
    const free = r.lines.filter((l) => l.freebie);
    expect(r.freebiesCount).toBe(2);
    expect(free.map((l) => [l.key, l.quantity, l.nights, l.unitValue, l.total])).toEqual([
      ['free:sgl:hb:2026-07-10', 2, 1, -7000, -14000],
      ['free:sgl:hb:2026-07-11', 2, 1, -8000, -16000],
    ]);
    expect(r.freebiesValue).toEqual({ hb: 30000 });
    expect(r.total).toBe(20 * (5000 + 6000) + 3 * (7000 + 8000) - 30000);
  });

  test.each([
    [9, 10, 0],
    [10, 10, 1],
    [25, 10, 2],
    [25, 0, 0],
  ])('%i guests, one free every %i → %i free', (guests, every, free) => {
    const r = priceStay({
      entries,
      guestType: adults,
      begin: '2026-07-01',
      end: '2026-07-02',
      guests: { dbl: guests },
      freebie: { every, accomodationId: 'dbl' },
    });
    expect(r.freebiesCount).toBe(free);
  });

  test('nights without an entry or a price are reported, not priced', () => {
    const r = priceStay({
      entries: [entry('2026-07-01', '2026-07-01', 5000, { extras: {} })],
      guestType: adults,
      begin: '2026-06-30',
      end: '2026-07-02',
      guests: { dbl: 1, sgl: 1 },
    });
    expect(r.total).toBe(5000);
    expect(r.unpriced).toEqual([
      { date: '2026-06-30', accomodationId: 'dbl', serviceClassId: 'hb' },
      { date: '2026-06-30', accomodationId: 'sgl', serviceClassId: 'hb' },
      { date: '2026-07-01', accomodationId: 'sgl', serviceClassId: 'hb' },
    ]);
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
