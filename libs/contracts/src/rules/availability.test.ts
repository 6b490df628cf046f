import {
  type AllotmentBlock,
  availablePlaces,
  computeAvailability,
  isReleased,
  overbookedPlaces,
  type PlacesHold,
  shortNights,
  shownAvailable,
} from './availability';

const block = (begin: string, end: string, places: number, expirationDays = 0): AllotmentBlock => ({
  begin,
  end,
  places,
  expirationDays,
});
const option = (
  begin: string,
  end: string,
  places: number,
  expires: string,
  contact = 'opt',
): PlacesHold => ({
  begin,
  end,
  places,
  kind: 'option',
  expires,
  contact,
});
const reservation = (begin: string, end: string, places: number, contact = 'res'): PlacesHold => ({
  begin,
  end,
  places,
  kind: 'reservation',
  contact,
});

const TODAY = '2026-06-10';
const column = (
  blocks: AllotmentBlock[],
  holds: PlacesHold[],
  from: string,
  to: string,
  key: 'allotted' | 'optioned' | 'reserved' | 'available' | 'sellable',
  today = TODAY,
) => computeAvailability({ blocks, holds, from, to, today }).map((n) => n[key]);

describe('release (today <= night - expirationDays)', () => {
  test.each([
    // night, expirationDays, today, released
    ['2026-06-20', 10, '2026-06-09', false],
    ['2026-06-20', 10, '2026-06-10', false], // last sellable day
    ['2026-06-20', 10, '2026-06-11', true], // first released day
    ['2026-06-20', 0, '2026-06-20', false], // same-day sale without release
    ['2026-06-20', 0, '2026-06-21', true],
  ])('night %s, %i days, today %s → released %s', (night, days, today, released) => {
    expect(isReleased(night, days, today)).toBe(released);
  });

  test('past release the night keeps its allotment but offers 0', () => {
    const blocks = [block('2026-06-18', '2026-06-22', 10, 10)];
    // today 2026-06-10: 06-18 and 06-19 are released, 06-20 (its last sellable day) and later are not.
    expect(column(blocks, [], '2026-06-18', '2026-06-22', 'allotted')).toEqual([10, 10, 10, 10, 10]);
    expect(column(blocks, [], '2026-06-18', '2026-06-22', 'available')).toEqual([0, 0, 10, 10, 10]);
  });
});

describe('computeAvailability', () => {
  test('overlapping blocks add up, nights outside any block have nothing', () => {
    const blocks = [block('2026-07-01', '2026-07-03', 10), block('2026-07-03', '2026-07-04', 5)];
    expect(column(blocks, [], '2026-06-30', '2026-07-05', 'allotted')).toEqual([0, 10, 10, 15, 5, 0]);
    expect(column(blocks, [], '2026-06-30', '2026-07-05', 'available')).toEqual([0, 10, 10, 15, 5, 0]);
  });

  test('a stay occupies begin .. end - 1: the departure night is free', () => {
    const blocks = [block('2026-07-01', '2026-07-05', 10)];
    const holds = [reservation('2026-07-01', '2026-07-03', 4), reservation('2026-07-03', '2026-07-05', 6)];
    expect(column(blocks, holds, '2026-07-01', '2026-07-05', 'reserved')).toEqual([4, 4, 6, 6, 0]);
    expect(column(blocks, holds, '2026-07-01', '2026-07-05', 'available')).toEqual([6, 6, 4, 4, 10]);
  });

  test('stays touching block edges: arrival on the last block night, departure on the first', () => {
    const blocks = [block('2026-07-10', '2026-07-12', 8)];
    const holds = [reservation('2026-07-08', '2026-07-10', 3), reservation('2026-07-12', '2026-07-14', 2)];
    // The first stay's nights are 07-08, 07-09 (outside); the second one's 07-12, 07-13.
    expect(column(blocks, holds, '2026-07-09', '2026-07-13', 'available')).toEqual([0, 8, 8, 6, 0]);
    expect(column(blocks, holds, '2026-07-09', '2026-07-13', 'reserved')).toEqual([3, 0, 0, 2, 2]);
  });

  test('expired options count as neither; an option expiring today still counts', () => {
    const blocks = [block('2026-07-01', '2026-07-02', 10)];
    const holds = [
      option('2026-07-01', '2026-07-03', 3, '2026-06-09', 'scaduta'),
      option('2026-07-01', '2026-07-03', 2, TODAY, 'oggi'),
      option('2026-07-01', '2026-07-02', 1, '2026-06-30', 'futura'),
    ];
    const nights = computeAvailability({ blocks, holds, from: '2026-07-01', to: '2026-07-02', today: TODAY });
    expect(nights.map((n) => n.optioned)).toEqual([3, 2]);
    expect(nights.map((n) => n.available)).toEqual([7, 8]);
    expect(nights[0].optionContacts).toEqual(['oggi', 'futura']);
  });

  test('overbooking never shows negative availability', () => {
    const blocks = [block('2026-07-01', '2026-07-01', 5)];
    const holds = [
      reservation('2026-07-01', '2026-07-02', 4),
      option('2026-07-01', '2026-07-02', 3, '2026-07-01'),
    ];
    expect(column(blocks, holds, '2026-07-01', '2026-07-01', 'available')).toEqual([0]);
  });

  test('released and unreleased blocks on one night: held places come from the released one first', () => {
    // Block A (release 30 days) is released on 07-01, block B (release 0) is not.
    const blocks = [block('2026-07-01', '2026-07-01', 10, 30), block('2026-07-01', '2026-07-01', 10, 0)];
    expect(column(blocks, [], '2026-07-01', '2026-07-01', 'sellable')).toEqual([10]);
    expect(
      column(blocks, [reservation('2026-07-01', '2026-07-02', 6)], '2026-07-01', '2026-07-01', 'available'),
    ).toEqual([10]);
    expect(
      column(blocks, [reservation('2026-07-01', '2026-07-02', 15)], '2026-07-01', '2026-07-01', 'available'),
    ).toEqual([5]);
  });

  test.each([
    // allotted, sellable, optioned, reserved, available
    [10, 10, 0, 0, 10],
    [10, 10, 3, 4, 3],
    [10, 10, 6, 6, 0],
    [10, 0, 0, 0, 0],
    [20, 10, 6, 0, 10],
    [20, 10, 15, 0, 5],
  ])('availablePlaces(%i, %i, %i, %i) = %i', (allotted, sellable, optioned, reserved, available) => {
    expect(availablePlaces(allotted, sellable, optioned, reserved)).toBe(available);
  });
});

test.each([
  // allotted, optioned, reserved, overbooked
  [40, 0, 45, 5],
  [40, 10, 35, 5],
  [40, 0, 40, 0],
  [40, 3, 4, 0],
  [0, 2, 0, 2],
  [0, 0, 0, 0],
])('overbookedPlaces(%i, %i, %i) = %i', (allotted, optioned, reserved, overbooked) => {
  expect(overbookedPlaces(allotted, optioned, reserved)).toBe(overbooked);
});

test.each([
  // allotted, sellable, optioned, reserved, shown
  [40, 40, 0, 45, -5],
  [40, 40, 3, 4, 33],
  [40, 30, 3, 4, 30],
  [40, 40, 0, 40, 0],
  [0, 0, 2, 0, -2],
])('shownAvailable(%i, %i, %i, %i) = %i', (allotted, sellable, optioned, reserved, shown) => {
  expect(shownAvailable(allotted, sellable, optioned, reserved)).toBe(shown);
});

describe('shortNights', () => {
  const blocks = [block('2026-07-01', '2026-07-04', 10)];
  const nightsWith = (holds: PlacesHold[]) =>
    computeAvailability({ blocks, holds, from: '2026-07-01', to: '2026-07-05', today: TODAY });

  test('a new hold within availability passes; beyond it lists the short nights', () => {
    const nights = nightsWith([reservation('2026-07-02', '2026-07-03', 8)]);
    expect(shortNights(nights, { begin: '2026-07-01', end: '2026-07-04', places: 2 }, null, TODAY)).toEqual(
      [],
    );
    expect(shortNights(nights, { begin: '2026-07-01', end: '2026-07-06', places: 3 }, null, TODAY)).toEqual([
      { date: '2026-07-02', requested: 3, available: 2, missing: 1 },
      { date: '2026-07-05', requested: 3, available: 0, missing: 3 },
    ]);
  });

  test('changing an existing hold checks only the increase', () => {
    const current = reservation('2026-07-01', '2026-07-03', 8);
    const nights = nightsWith([current]);
    // +2 places on the same nights: 2 available.
    expect(shortNights(nights, { ...current, places: 10 }, current, TODAY)).toEqual([]);
    expect(shortNights(nights, { ...current, places: 11 }, current, TODAY)).toHaveLength(2);
    // Fewer places or a shorter stay: always allowed.
    expect(shortNights(nights, { ...current, places: 1 }, current, TODAY)).toEqual([]);
    // One more night (07-03): the whole 8 places must be free there.
    expect(shortNights(nights, { ...current, end: '2026-07-04' }, current, TODAY)).toEqual([]);
  });

  test('renewing an expired option needs its places again', () => {
    const expired = option('2026-07-01', '2026-07-02', 6, '2026-06-01');
    const nights = nightsWith([expired, reservation('2026-07-01', '2026-07-02', 5)]);
    expect(shortNights(nights, expired, expired, TODAY)).toEqual([
      { date: '2026-07-01', requested: 6, available: 5, missing: 1 },
    ]);
  });

  test('keeping a hold on released nights is allowed, adding places there is not', () => {
    const released = [block('2026-06-12', '2026-06-13', 10, 5)];
    const current = reservation('2026-06-12', '2026-06-14', 4);
    const nights = computeAvailability({
      blocks: released,
      holds: [current],
      from: '2026-06-12',
      to: '2026-06-13',
      today: TODAY,
    });
    expect(shortNights(nights, current, current, TODAY)).toEqual([]);
    expect(shortNights(nights, { ...current, places: 5 }, current, TODAY)).toHaveLength(2);
  });
});
