/** @jest-environment node */
import { availablePlaces, GRID_OPTION, GRID_RESERVATION } from '@ham/contracts';
import { seededRandom as random } from '../../test/seeded-random';
import { visitReleases } from '../allotment/releases';
import type { ReleaseDays } from '../allotment/releases-repository';
import type { SearchDays } from '../allotment/search-repository';
import { dayTotals } from '../allotment/search-service';
import type { FlatBlocks, FlatHolds } from './dashboard-repository';
import { sweepFacts } from './facts-sweep';

type Facts = { blocks: FlatBlocks; holds: FlatHolds };

// The oracle: the flat facts read as the allotment search's rows (search-repository `searchGrid`:
// day indexes from the period's first day, clipped to it) and as the release cockpit's rows
// (releases-repository `listReleases`: day indexes from today), run through their own engines,
// `dayTotals` and `visitReleases`. sweepFacts must give the same figures.

function allotmentRows(facts: Facts, type: string, F: number, T: number): Map<number, SearchDays> {
  const rows = new Map<
    number,
    { blocks: NonNullable<SearchDays['blocks']>; holds: NonNullable<SearchDays['holds']> }
  >();
  const rowOf = (hotel: number) => {
    let row = rows.get(hotel);
    if (!row) {
      row = { blocks: [], holds: [] };
      rows.set(hotel, row);
    }
    return row;
  };
  const b = facts.blocks;
  for (let i = 0; i < b.hotel.length; i++) {
    if (b.type[i] !== type || b.first[i] > T || b.last[i] < F) continue;
    rowOf(b.hotel[i]).blocks.push([
      Math.max(b.first[i], F) - F,
      Math.min(b.last[i], T) - F,
      b.places[i],
      Math.max(b.first[i], b.exp[i]) - F,
      b.exp[i],
    ]);
  }
  const h = facts.holds;
  for (let i = 0; i < h.hotel.length; i++) {
    if (h.type[i] !== type || h.first[i] > T || h.end[i] <= F) continue;
    rowOf(h.hotel[i]).holds.push([
      Math.max(h.first[i], F) - F,
      Math.min(h.end[i] - 1, T) - F,
      h.places[i],
      h.option[i] ? GRID_OPTION : GRID_RESERVATION,
      '',
    ]);
  }
  return rows;
}

function releaseRows(facts: Facts): Map<number, ReleaseDays> {
  const rows = new Map<number, { blocks: ReleaseDays['blocks']; holds: NonNullable<ReleaseDays['holds']> }>();
  const b = facts.blocks;
  for (let i = 0; i < b.hotel.length; i++) {
    if (b.last[i] < 0) continue;
    let row = rows.get(b.hotel[i]);
    if (!row) {
      row = { blocks: [], holds: [] };
      rows.set(b.hotel[i], row);
    }
    row.blocks.push([b.type[i], b.first[i], b.last[i], b.places[i], b.exp[i]]);
  }
  const h = facts.holds;
  for (let i = 0; i < h.hotel.length; i++) {
    const row = rows.get(h.hotel[i]);
    if (!row || h.end[i] <= 0) continue;
    row.holds.push([h.type[i], h.first[i], h.end[i] - 1, h.places[i], h.option[i], null, 0, '', null]);
  }
  return rows;
}

/** The figures through the search's and the cockpit's engines, in sweepFacts' shape. */
function throughEngines(facts: Facts, types: string[], F: number, T: number, releaseDays: number) {
  const days = T - F + 1;
  const nights = Array.from({ length: days }, () => ({ allotted: 0, optioned: 0, reserved: 0, free: 0 }));
  const hotels = new Map<number, { allotted: number; optioned: number; reserved: number; free: number }>();
  for (const type of types) {
    for (const [id, row] of allotmentRows(facts, type, F, T)) {
      const t = dayTotals(row, days);
      const sum = hotels.get(id) ?? { allotted: 0, optioned: 0, reserved: 0, free: 0 };
      for (let i = 0; i < days; i++) {
        const free = availablePlaces(t.allotted[i], t.sellable[i], t.optioned[i], t.reserved[i]);
        for (const s of [nights[i], sum]) {
          s.allotted += t.allotted[i];
          s.optioned += t.optioned[i];
          s.reserved += t.reserved[i];
          s.free += free;
        }
      }
      hotels.set(id, sum);
    }
  }
  const cells: { hotel: number; release: number; free: number }[] = [];
  for (const [id, row] of releaseRows(facts))
    visitReleases(row, releaseDays, (c) => cells.push({ hotel: id, release: c.release, free: c.free }));
  return { nights, hotels, cells };
}

function generate(seed: number): Facts {
  const r = random(seed);
  const facts: Facts = {
    blocks: { hotel: [], type: [], first: [], last: [], places: [], exp: [] },
    holds: { hotel: [], type: [], first: [], end: [], places: [], option: [] },
  };
  for (let hotel = 1; hotel <= 12; hotel++)
    for (const type of ['s', 'a']) {
      for (let k = r(0, 4); k > 0; k--) {
        const first = r(-40, 120);
        facts.blocks.hotel.push(hotel);
        facts.blocks.type.push(type);
        facts.blocks.first.push(first);
        facts.blocks.last.push(first + r(0, 40));
        facts.blocks.places.push(r(1, 30));
        facts.blocks.exp.push([0, 3, 7, 14, 21][r(0, 4)]);
      }
      for (let k = r(0, 6); k > 0; k--) {
        const first = r(-30, 130);
        facts.holds.hotel.push(hotel);
        facts.holds.type.push(type);
        facts.holds.first.push(first);
        facts.holds.end.push(first + r(1, 12));
        facts.holds.places.push(r(1, 25));
        facts.holds.option.push(r(0, 1) === 1);
      }
    }
  return facts;
}

describe('sweepFacts', () => {
  it('a hand-computed example: Disponibili by the grid’s rule, Liberi by release date', () => {
    const facts: Facts = {
      // Hotel 1: 10 places on nights 0..3 releasing 2 days before (nights 0 and 1 already released);
      // hotel 2: 5 places on nights 0..1, released on the night itself.
      blocks: { hotel: [1, 2], type: ['s', 's'], first: [0, 0], last: [3, 1], places: [10, 5], exp: [2, 0] },
      // Hotel 1: 4 reserved on nights 1..2; hotel 2: 7 optioned on night 0 (overbooked by force).
      holds: {
        hotel: [1, 2],
        type: ['s', 's'],
        first: [1, 0],
        end: [3, 1],
        places: [4, 7],
        option: [false, true],
      },
    };
    const sweep = sweepFacts(facts, { first: 0, last: 3 }, 31, 14, 7);
    expect(sweep.nights?.nights('2026-05-01')).toEqual([
      { date: '2026-05-01', allotted: 15, optioned: 7, reserved: 0, free: 0 },
      { date: '2026-05-02', allotted: 15, optioned: 0, reserved: 4, free: 5 },
      { date: '2026-05-03', allotted: 10, optioned: 0, reserved: 4, free: 6 },
      { date: '2026-05-04', allotted: 10, optioned: 0, reserved: 0, free: 10 },
    ]);
    expect(Object.fromEntries(sweep.hotels)).toEqual({
      1: { allotted: 40, optioned: 0, reserved: 8, free: 6 + 10 },
      2: { allotted: 10, optioned: 7, reserved: 0, free: 5 },
    });
    // Hotel 1 releases night 2 today (6 unsold) and night 3 tomorrow (10); hotel 2's night 0 is
    // overbooked (nothing to give back), its night 1 releases tomorrow (5).
    expect(sweep.releases.cells().slice(0, 3)).toEqual([
      { release: 0, free: 6 },
      { release: 1, free: 15 },
      { release: 2, free: 0 },
    ]);
    expect([sweep.releases.atRisk(1), sweep.releases.atRisk(2), sweep.releases.todo]).toEqual([16, 5, 3]);
  });

  test.each([1, 2, 3, 4, 5, 6])(
    'generated facts, seed %i: the figures of the search’s and the cockpit’s engines',
    (seed) => {
      const facts = generate(seed);
      const r = random(seed * 31);
      for (const [F, T, releaseDays] of [
        [0, 89, 90],
        [-10, 60, 61],
        [r(-20, 20), r(30, 150), r(1, 120)],
        [5, 5, 14],
      ]) {
        const sweep = sweepFacts(facts, { first: F, last: T }, releaseDays, 14, 7);
        const oracle = throughEngines(facts, ['s', 'a'], F, T, releaseDays);
        const nights = sweep.nights?.nights('2026-05-01').map(({ date: _, ...n }) => n);
        expect(nights).toEqual(oracle.nights);
        expect(Object.fromEntries(sweep.hotels)).toEqual(Object.fromEntries(oracle.hotels));
        const byRelease = Array.from({ length: releaseDays }, (_, release) => ({ release, free: 0 }));
        const risk = new Map<number, number>();
        for (const c of oracle.cells) {
          byRelease[c.release].free += c.free;
          if (c.release < 14) risk.set(c.hotel, (risk.get(c.hotel) ?? 0) + c.free);
        }
        expect(sweep.releases.cells()).toEqual(byRelease);
        for (let hotel = 1; hotel <= 12; hotel++)
          expect(sweep.releases.atRisk(hotel)).toBe(risk.get(hotel) ?? 0);
        expect(sweep.releases.todo).toBe(oracle.cells.filter((c) => c.release < 7).length);
        // The data says something over the 90 days: held, sold and released places.
        if (T - F === 89) {
          expect(oracle.cells.length).toBeGreaterThan(0);
          expect(oracle.nights.some((n) => n.free > 0 && n.reserved > 0 && n.optioned > 0)).toBe(true);
        }
      }
    },
  );

  it('without a period: the release cells only', () => {
    const facts = generate(9);
    const sweep = sweepFacts(facts, null, 7, 14, 7);
    const oracle = throughEngines(facts, ['s', 'a'], 0, 0, 7);
    expect(sweep.nights).toBeNull();
    expect(sweep.hotels.size).toBe(0);
    expect(sweep.releases.todo).toBe(oracle.cells.length);
  });
});
