import fc from 'fast-check';
import {
  decodeAllotmentGrid,
  decodeRuns,
  encodeRuns,
  GRID_OPTION,
  GRID_RESERVATION,
  holdContactsOn,
  releaseDateOf,
} from './allotment-grid';

describe('run-length day series', () => {
  test('a block of 25 places on ten days of a month', () => {
    const values = [...Array(10).fill(25), ...Array(21).fill(0)];
    expect(encodeRuns(values, 31)).toEqual([25, 10, 0, 21]);
    expect(Array.from(decodeRuns([25, 10, 0, 21], 31))).toEqual(values);
  });

  test('decode(encode(x)) is x for any series', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3, max: 40 }), { maxLength: 400 }), (values) => {
        const runs = encodeRuns(values, values.length);
        expect(Array.from(decodeRuns(runs, values.length))).toEqual(values);
        // Runs are maximal: two neighbours never carry the same value.
        for (let r = 2; r < runs.length; r += 2) expect(runs[r]).not.toBe(runs[r - 2]);
      }),
    );
  });

  test('a short or damaged series never reads past the period', () => {
    expect(Array.from(decodeRuns([5, 2], 4))).toEqual([5, 5, 0, 0]);
    expect(Array.from(decodeRuns([5, 9, 7, 3], 4))).toEqual([5, 5, 5, 5]);
    expect(Array.from(decodeRuns([5, -1, 7, 1], 2))).toEqual([7, 0]);
    expect(Array.from(decodeRuns([], 3))).toEqual([0, 0, 0]);
  });
});

describe('decodeAllotmentGrid', () => {
  const series = (v: number) => [v, 3];
  const response = {
    begin: '2027-02-27',
    end: '2027-03-01',
    days: 3,
    today: '2027-02-20',
    partial: false,
    results: [
      {
        hotel: { id: 7, name: 'Hotel Garda' },
        allotted: series(10),
        optioned: [4, 2, 0, 1],
        reserved: series(0),
        available: [6, 2, 10, 1],
        released: series(0),
        releaseDays: series(7),
        holds: [
          [0, 1, 4, GRID_OPTION, 'Gruppo Rossi'] as [number, number, number, number, string],
          [1, 2, 0, GRID_RESERVATION, 'Liceo Volta'] as [number, number, number, number, string],
        ],
      },
    ],
  };

  test('days across a month end, one value per day and row', () => {
    const grid = decodeAllotmentGrid(response);
    expect(grid.days).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    const [h] = grid.hotels;
    expect(h.hotel.name).toBe('Hotel Garda');
    expect(Array.from(h.optioned)).toEqual([4, 4, 0]);
    expect(Array.from(h.available)).toEqual([6, 6, 10]);
  });

  test('the Riferimento of the holds of a day, by kind', () => {
    const [h] = decodeAllotmentGrid(response).hotels;
    expect(holdContactsOn(h.holds, GRID_OPTION, 1)).toEqual(['Gruppo Rossi']);
    expect(holdContactsOn(h.holds, GRID_OPTION, 2)).toEqual([]);
    expect(holdContactsOn(h.holds, GRID_RESERVATION, 2)).toEqual(['Liceo Volta']);
  });

  test('release date: the night less its release days', () => {
    expect(releaseDateOf('2027-03-01', 7)).toBe('2027-02-22');
  });
});
