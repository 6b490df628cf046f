import { priceListEntry, school } from '../../../libs/contracts/src/rules/test-price-list';
import { finalGuests, offerAnswerRefusal, priceAlternative } from './offer-rules';

const entries = [priceListEntry('2027-04-01', '2027-04-30', { bb: 4000, hb: 5000, fb: 6000 })];
const base = {
  entries,
  guestType: school,
  freebie: null,
  begin: '2027-04-10',
  end: '2027-04-13',
  serviceClassId: 'hb',
  included: [],
  total: null,
};

describe('priceAlternative', () => {
  it.each([
    [
      'list prices, no freebies',
      [{ accomodationId: 'mul', guests: 20, unitPrice: null }],
      null,
      5000,
      300000,
    ],
    ['a typed price wins', [{ accomodationId: 'mul', guests: 20, unitPrice: 4500 }], null, 4500, 270000],
    [
      'one free every 10',
      [{ accomodationId: 'mul', guests: 20, unitPrice: null }],
      { every: 10, accomodationId: 'mul' },
      5000,
      270000,
    ],
  ])('%s', (_name, rooms, freebie, unit, total) => {
    const r = priceAlternative({ ...base, rooms, freebie });
    expect(r.ok && r.rooms[0].unitPrice).toBe(unit);
    expect(r.ok && r.total).toBe(total);
  });

  it('an extra accommodation is base plus supplement; included amounts are added', () => {
    const r = priceAlternative({
      ...base,
      rooms: [
        { accomodationId: 'mul', guests: 18, unitPrice: null },
        { accomodationId: 'sgl', guests: 2, unitPrice: null },
      ],
      included: [{ amount: 10000 }, { amount: null }],
    });
    expect(r).toMatchObject({ ok: true, guestCount: 20, stayTotal: 18 * 3 * 5000 + 2 * 3 * 6500 });
    expect(r.ok && r.total).toBe(18 * 3 * 5000 + 2 * 3 * 6500 + 10000);
  });

  it('a typed total is kept', () => {
    const r = priceAlternative({
      ...base,
      rooms: [{ accomodationId: 'mul', guests: 2, unitPrice: null }],
      total: 1,
    });
    expect(r.ok && r.total).toBe(1);
  });

  it('refuses unknown or repeated accommodations and nights without a price', () => {
    expect(
      priceAlternative({ ...base, rooms: [{ accomodationId: 'xxx', guests: 2, unitPrice: null }] }),
    ).toEqual({
      ok: false,
      invalid: ['xxx'],
      unpriced: [],
    });
    expect(
      priceAlternative({
        ...base,
        end: '2027-05-03',
        rooms: [{ accomodationId: 'mul', guests: 2, unitPrice: null }],
      }),
    ).toEqual({ ok: false, invalid: [], unpriced: ['mul'] });
    expect(
      priceAlternative({
        ...base,
        end: '2027-05-03',
        rooms: [{ accomodationId: 'mul', guests: 2, unitPrice: 100 }],
      }).ok,
    ).toBe(true);
  });
});

describe('finalGuests', () => {
  const rooms = [
    { accomodationId: 'mul', guests: 18 },
    { accomodationId: 'sgl', guests: 2 },
  ];
  it.each([
    [20, { mul: 18, sgl: 2 }],
    [22, { mul: 20, sgl: 2 }],
    [3, { mul: 1, sgl: 2 }],
    [2, { sgl: 2 }],
    [1, null],
  ])('%i guests', (n, out) => expect(finalGuests(rooms, n)).toEqual(out));
});

describe('offerAnswerRefusal', () => {
  it.each([
    ['sent', '2027-04-10', '2027-04-10', null],
    ['sent', '2027-04-10', '2027-04-11', 'expired'],
    ['superseded', '2027-04-10', '2027-04-01', 'superseded'],
    ['accepted', '2027-04-10', '2027-04-01', 'decided'],
    ['declined', '2027-04-10', '2027-04-01', 'decided'],
  ])('%s valid until %s, today %s → %s', (status, validUntil, today, out) =>
    expect(offerAnswerRefusal({ status, validUntil }, today)).toBe(out),
  );
});
