import { z } from 'zod';
import { addDays } from './rules/dates';

// The allotment grid's wire format (docs/product/allotment-and-holds.md#allotment-search): per hotel, each day series as one array of
// integers, run-length encoded, instead of an object per day. A year of an area's 1,000
// hotels is a few MB instead of 139 MB for 10,000; the UI reads it through decodeAllotmentGrid.

/**
 * A day series, run-length encoded: `[value, count, value, count, …]`, the counts adding up
 * to the days of the period (`[25, 10, 0, 21]`: 25 on the first ten days, 0 on the next 21).
 */
export const daySeries = z.array(z.number().int());
export type DaySeries = z.infer<typeof daySeries>;

/** Hold kinds in a grid hold: 0 an active option (Opzionati), 1 a reservation (Confermati). */
export const GRID_OPTION = 0;
export const GRID_RESERVATION = 1;

/**
 * A counting hold of the period: `[firstDay, lastDay, places, kind, contact]`, days as
 * indexes from `begin` (clipped to the period), kind GRID_OPTION | GRID_RESERVATION, contact
 * the Riferimento shown on hover.
 */
export const gridHold = z.tuple([
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.string(),
]);
export type GridHold = z.infer<typeof gridHold>;

/** The series of one hotel, each over the requested days. */
export const gridSeries = z.object({
  /** Allotment: the places of the blocks of each night. */
  allotted: daySeries,
  /** Opzionati: active options. */
  optioned: daySeries,
  /** Confermati: reservations. */
  reserved: daySeries,
  /** Disponibili: what a new hold can take (0 past release, docs/product/allotment-and-holds.md). */
  available: daySeries,
  /** The allotted places past their release on `today` (not sellable any more). */
  released: daySeries,
  /** Release days of the night's blocks (the largest, i.e. the earliest release): release date = night − releaseDays. */
  releaseDays: daySeries,
  holds: z.array(gridHold),
});
export type GridSeries = z.infer<typeof gridSeries>;

/** Run-length encodes the first `days` values. */
export function encodeRuns(values: ArrayLike<number>, days: number): DaySeries {
  const out: number[] = [];
  let i = 0;
  while (i < days) {
    const v = values[i];
    let j = i + 1;
    while (j < days && values[j] === v) j++;
    out.push(v, j - i);
    i = j;
  }
  return out;
}

/** The values of a run-length encoded series over `days` days (missing days are 0; extra runs are cut). */
export function decodeRuns(runs: readonly number[], days: number): Int32Array {
  const out = new Int32Array(days);
  let at = 0;
  for (let r = 0; r + 1 < runs.length && at < days; r += 2) {
    const end = Math.min(days, at + Math.max(0, runs[r + 1]));
    if (runs[r] !== 0) out.fill(runs[r], at, end);
    at = end;
  }
  return out;
}

/** A hotel of the grid, decoded: one value per day for each row. */
export interface DecodedGridHotel<H> {
  hotel: H;
  allotted: Int32Array;
  optioned: Int32Array;
  reserved: Int32Array;
  available: Int32Array;
  released: Int32Array;
  releaseDays: Int32Array;
  holds: readonly GridHold[];
}

/** The decoded grid: `days` are the ISO dates from `begin` to `end`. */
export interface DecodedGrid<H> {
  days: string[];
  today: string;
  partial: boolean;
  hotels: DecodedGridHotel<H>[];
}

/** The one decoder of the grid's wire format (the staff grid, its tests, the agency's search). */
export function decodeAllotmentGrid<H>(response: {
  begin: string;
  days: number;
  today: string;
  partial: boolean;
  results: readonly (GridSeries & { hotel: H })[];
}): DecodedGrid<H> {
  const n = response.days;
  return {
    days: Array.from({ length: n }, (_, i) => addDays(response.begin, i)),
    today: response.today,
    partial: response.partial,
    hotels: response.results.map((r) => ({
      hotel: r.hotel,
      allotted: decodeRuns(r.allotted, n),
      optioned: decodeRuns(r.optioned, n),
      reserved: decodeRuns(r.reserved, n),
      available: decodeRuns(r.available, n),
      released: decodeRuns(r.released, n),
      releaseDays: decodeRuns(r.releaseDays, n),
      holds: r.holds,
    })),
  };
}

/** The Riferimento of the holds of `kind` on day `index` (hover text of Opzionati / Confermati). */
export function holdContactsOn(holds: readonly GridHold[], kind: number, index: number): string[] {
  const out: string[] = [];
  for (const [first, last, , k, contact] of holds)
    if (k === kind && first <= index && index <= last) out.push(contact);
  return out;
}

/** The release date of a night whose blocks release `releaseDays` days before it. */
export const releaseDateOf = (night: string, releaseDays: number) => addDays(night, -releaseDays);
