/** @jest-environment node */
import { computeReleases, groupReleases, releaseFree, visitReleases } from './releases';
import type { ReleaseBlock, ReleaseHold, ReleasesRow } from './releases-repository';

const types = [
  { id: 's', name: 'Studenti' },
  { id: 'a', name: 'Adulti' },
];
const today = '2030-05-01';

describe('releaseFree', () => {
  test.each([
    // releasing, night allotted, optioned, reserved → free
    [10, 10, 0, 0, 10],
    [10, 10, 3, 2, 5],
    [10, 10, 6, 4, 0],
    [10, 10, 8, 5, 0], // oversold (forced): never negative
    [4, 10, 3, 0, 4], // other blocks of the night absorb the held places first
    [4, 10, 3, 5, 2],
    [0, 10, 0, 0, 0],
  ])('releasing %i of %i, %i optioned, %i reserved → %i', (releasing, allotted, o, r, free) => {
    expect(releaseFree(releasing, allotted, o, r)).toBe(free);
  });
});

/** [typeId, night, release, releasing, allotted, optioned, reserved, free, expiring ids] */
const cells = (blocks: ReleaseBlock[], holds: ReleaseHold[] | null, days: number) =>
  computeReleases({ blocks, holds }, days)
    .map((c) => [
      c.typeId,
      c.night,
      c.release,
      c.releasing,
      c.allotted,
      c.optioned,
      c.reserved,
      c.free,
      c.expiring.map((h) => h[6]),
    ])
    .sort((a, b) => Number(a[1]) - Number(b[1]) || Number(a[2]) - Number(b[2]));

describe('computeReleases', () => {
  test('a block releases night D on D - expirationDays, only release days of the window', () => {
    // Nights 3..5 released on days 1..3; a window of 3 days (0..2) sees nights 3 and 4.
    expect(cells([['a', 3, 5, 10, 2]], null, 3)).toEqual([
      ['a', 3, 1, 10, 10, 0, 0, 10, []],
      ['a', 4, 2, 10, 10, 0, 0, 10, []],
    ]);
    // Already released (night 1, release -2) and released after the window: nothing.
    expect(
      cells(
        [
          ['a', 1, 1, 7, 3],
          ['a', 20, 20, 6, 0],
        ],
        null,
        14,
      ),
    ).toEqual([]);
    // A block begun before today: its nights from today on.
    expect(cells([['s', -5, 1, 4, 0]], null, 14)).toEqual([
      ['s', 0, 0, 4, 4, 0, 0, 4, []],
      ['s', 1, 1, 4, 4, 0, 0, 4, []],
    ]);
  });

  test('a night of blocks with two release dates: one cell each, the whole night allotment, holds', () => {
    const blocks: ReleaseBlock[] = [
      ['a', 3, 5, 10, 2],
      ['a', 4, 4, 4, 0],
    ];
    const holds: ReleaseHold[] = [
      ['a', 3, 4, 3, false, null, 1, '', null], // reservation nights 3, 4
      ['a', 4, 5, 5, true, 1, 2, 'Gruppo Rossi', 12], // option expiring on day 1
      ['a', 3, 3, 2, true, 10, 3, 'Coro Verdi', null], // option outliving the releases
      ['s', 3, 5, 50, false, null, 4, '', null], // another guest type
    ];
    expect(cells(blocks, holds, 14)).toEqual([
      ['a', 3, 1, 10, 10, 2, 3, 5, []],
      ['a', 4, 2, 10, 14, 5, 3, 6, [2]],
      ['a', 4, 4, 4, 14, 5, 3, 4, [2]],
      ['a', 5, 3, 10, 10, 5, 0, 5, [2]],
    ]);
    // visitReleases: the same cells one by one, without their expiring options.
    const visited: unknown[] = [];
    visitReleases({ blocks, holds }, 14, (cell) => visited.push({ ...cell }));
    expect(visited).toEqual(computeReleases({ blocks, holds }, 14).map(({ expiring, ...c }) => c));
  });

  test('sold nights are left out; an option expiring on the release day is not listed', () => {
    const holds: ReleaseHold[] = [
      ['s', 2, 2, 5, false, null, 1, '', null],
      ['s', 3, 3, 2, true, 3, 2, 'Scade al rilascio', null],
    ];
    expect(cells([['s', 2, 3, 5, 0]], holds, 14)).toEqual([['s', 3, 3, 5, 5, 2, 0, 3, []]]);
  });
});

describe('groupReleases', () => {
  const row = (id: number, name: string, blocks: ReleaseBlock[], holds: ReleaseHold[] = []): ReleasesRow => ({
    id,
    name,
    place: 'Sirmione',
    area_name: 'Lago di Garda',
    sort_key: name.toLowerCase(),
    blocks,
    holds,
  });

  test('keeps the hotels in order, nights by date, type order, release; drops hotels with nothing free', () => {
    const out = groupReleases(
      [
        row(
          1,
          'Albergo Alpi',
          [
            ['a', 2, 2, 5, 1],
            ['s', 2, 3, 6, 1],
            ['s', 2, 2, 4, 0],
          ],
          [['s', 2, 2, 3, true, 0, 7, 'Gruppo Rossi', 12]],
        ),
        row(2, 'Hotel Pieno', [['s', 1, 1, 6, 0]], [['s', 1, 1, 6, false, null, 8, '', null]]),
        row(3, 'Hotel Zeta', [['a', 4, 4, 1, 0]]),
      ],
      types,
      today,
      14,
    );
    expect(out.map((h) => h.hotel.name)).toEqual(['Albergo Alpi', 'Hotel Zeta']);
    const [alpi] = out;
    expect(alpi.hotel).toEqual({ id: 1, name: 'Albergo Alpi', place: 'Sirmione', area: 'Lago di Garda' });
    expect(alpi.nights.map((n) => `${n.night} ${n.guestType.name} ${n.release} ${n.free}`)).toEqual([
      '2030-05-03 Studenti 2030-05-02 6',
      '2030-05-03 Studenti 2030-05-03 4',
      '2030-05-03 Adulti 2030-05-02 5',
      '2030-05-04 Studenti 2030-05-03 6',
    ]);
    expect(alpi.nights[0]).toEqual({
      night: '2030-05-03',
      release: '2030-05-02',
      guestType: { id: 's', name: 'Studenti' },
      allotted: 6,
      nightAllotted: 10,
      optioned: 3,
      reserved: 0,
      free: 6,
      expiringOptions: [{ id: 7, contact: 'Gruppo Rossi', places: 3, expires: today, caseNumber: 12 }],
      // Notices are read by the service (release-notices-service), not by the engine.
      notice: null,
    });
  });

  test('no rows, no hotels', () => {
    expect(groupReleases([], types, today, 14)).toEqual([]);
  });
});
