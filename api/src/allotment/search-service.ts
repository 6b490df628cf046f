import {
  ALLOTMENT_MAX_DAYS,
  ALLOTMENT_MAX_HOTELS,
  type AllotmentResult,
  type AllotmentSearchQuery,
  type AllotmentSearchResponse,
  allotmentMessages,
  availablePlaces,
  daysBetween,
  GRID_OPTION,
  type HotelOfSearch,
  hotelMessages,
  messages,
  shownAvailable,
  todayInRome,
} from '@ham/contracts';
import type { Executor } from '../db/executor';
import { refOf } from '../db/refs';
import { AppError, badRequest } from '../errors';
import { checkGeoFilter } from '../geo/geo-filter';
import { findGuestType } from '../hotels/reference-checks';
import {
  type GridRow,
  type SearchDays,
  type SearchRow,
  type SearchScope,
  searchGrid,
} from './search-repository';

/** Limits of docs/product/allotment-and-holds.md#limits, configurable (ALLOTMENT_MAX_DAYS, ALLOTMENT_MAX_HOTELS). */
export interface AllotmentLimits {
  maxDays: number;
  maxHotels: number;
}

export function allotmentLimits(env: NodeJS.ProcessEnv = process.env): AllotmentLimits {
  const positive = (v: string | undefined, fallback: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    maxDays: positive(env.ALLOTMENT_MAX_DAYS, ALLOTMENT_MAX_DAYS),
    maxHotels: positive(env.ALLOTMENT_MAX_HOTELS, ALLOTMENT_MAX_HOTELS),
  };
}

/** The hotel of a search row, as the responses show it. */
export const hotelOf = (row: SearchRow): HotelOfSearch => ({
  id: row.id,
  name: row.name,
  category: refOf(row.category_id, row.category_name),
  city: row.city,
  location: refOf(row.location_id, row.location_name),
  area: refOf(row.area_id, row.area_name),
  country: refOf(row.country_id, row.country_name),
});

/** The per-day values of a hotel's grid (one element per day of the period). */
export interface DayTotals {
  allotted: Int32Array;
  sellable: Int32Array;
  optioned: Int32Array;
  reserved: Int32Array;
  /** The largest release days of the night's blocks (0 without a block). */
  releaseDays: Int32Array;
}

/**
 * Per-day totals of the hotel's blocks and counting holds (day-index intervals from SQL),
 * summed by difference arrays: Allotment, sellable places, Opzionati, Confermati.
 */
export function dayTotals(row: SearchDays, days: number): DayTotals {
  const allotted = new Int32Array(days + 1);
  const sellable = new Int32Array(days + 1);
  const optioned = new Int32Array(days + 1);
  const reserved = new Int32Array(days + 1);
  const releaseDays = new Int32Array(days);
  for (const [first, last, places, sellableFrom, expirationDays] of row.blocks ?? []) {
    allotted[first] += places;
    allotted[last + 1] -= places;
    const s = Math.max(first, sellableFrom);
    if (s <= last) {
      sellable[s] += places;
      sellable[last + 1] -= places;
    }
    for (let i = first; i <= last; i++) if (expirationDays > releaseDays[i]) releaseDays[i] = expirationDays;
  }
  for (const [first, last, places, kind] of row.holds ?? []) {
    const diff = kind === GRID_OPTION ? optioned : reserved;
    diff[first] += places;
    diff[last + 1] -= places;
  }
  for (let i = 1; i < days; i++) {
    allotted[i] += allotted[i - 1];
    sellable[i] += sellable[i - 1];
    optioned[i] += optioned[i - 1];
    reserved[i] += reserved[i - 1];
  }
  return { allotted, sellable, optioned, reserved, releaseDays };
}

/** Disponibili of each day (the pure availablePlaces), e.g. for the agency portal. */
export function availableByDay(row: SearchDays, days: number): number[] {
  const t = dayTotals(row, days);
  return Array.from({ length: days }, (_, i) =>
    availablePlaces(t.allotted[i], t.sellable[i], t.optioned[i], t.reserved[i]),
  );
}

/**
 * The grid's day values of a hotel as arrays (the exports): Disponibili as the grid shows it
 * (negative when overbooked) and the released places beside the totals.
 */
export function gridDays(row: SearchDays, days: number) {
  const t = dayTotals(row, days);
  const available = new Int32Array(days);
  const released = new Int32Array(days);
  for (let i = 0; i < days; i++) {
    available[i] = shownAvailable(t.allotted[i], t.sellable[i], t.optioned[i], t.reserved[i]);
    released[i] = t.allotted[i] - t.sellable[i];
  }
  return { ...t, available, released };
}

/** Run-length writer of one day series (allotment-grid.ts): `[value, days]`, equal neighbours merged. */
class Runs {
  readonly out: number[] = [];
  add(value: number, days: number) {
    const n = this.out.length;
    if (n > 0 && this.out[n - 2] === value) this.out[n - 1] += days;
    else this.out.push(value, days);
  }
}

/**
 * The hotels' rows → their compact grid series (allotment-grid.ts). The difference arrays are
 * allocated once per call and reused from hotel to hotel (a year of 10,000 hotels allocates no
 * typed array per hotel); they are this call's own, never shared between requests.
 */
export function toResults(rows: readonly GridRow[], days: number): AllotmentResult[] {
  const scratch = new Int32Array(4 * (days + 1));
  return rows.map((row) => toResult(row, days, scratch));
}

/**
 * The hotel's row → its compact grid series (allotment-grid.ts), with the holds' contacts.
 * Every series can change only where a block or hold starts or ends or a block's release
 * falls: the days are walked from one such point to the next (tens per hotel and year, not
 * 366), summing the difference arrays at each point and writing one run per series.
 * `scratch`: 4 × (days + 1) numbers for the difference arrays, cleared here.
 */
function toResult(row: GridRow, days: number, scratch: Int32Array): AllotmentResult {
  const blocks = row.blocks ?? [];
  const holds = row.holds ?? [];
  const n = days + 1;
  scratch.fill(0);
  const points = [0];
  const mark = (diff: number, at: number, v: number) => {
    scratch[diff * n + at] += v;
    if (at < days) points.push(at);
  };
  for (const [first, last, places, sellableFrom] of blocks) {
    mark(0, first, places);
    mark(0, last + 1, -places);
    const from = Math.max(first, sellableFrom);
    if (from <= last) {
      mark(1, from, places);
      mark(1, last + 1, -places);
    }
  }
  for (const [first, last, places, kind] of holds) {
    const diff = kind === GRID_OPTION ? 2 : 3;
    mark(diff, first, places);
    mark(diff, last + 1, -places);
  }
  points.sort((x, y) => x - y);
  const runs = {
    allotted: new Runs(),
    optioned: new Runs(),
    reserved: new Runs(),
    available: new Runs(),
    released: new Runs(),
    releaseDays: new Runs(),
  };
  let a = 0;
  let s = 0;
  let o = 0;
  let r = 0;
  for (let k = 0; k < points.length; k++) {
    const at = points[k];
    if (k > 0 && at === points[k - 1]) continue;
    let next = days;
    for (let j = k + 1; j < points.length; j++)
      if (points[j] !== at) {
        next = points[j];
        break;
      }
    a += scratch[at];
    s += scratch[n + at];
    o += scratch[2 * n + at];
    r += scratch[3 * n + at];
    let releaseDays = 0;
    for (const [first, last, , , expirationDays] of blocks)
      if (first <= at && at <= last && expirationDays > releaseDays) releaseDays = expirationDays;
    const len = next - at;
    runs.allotted.add(a, len);
    runs.optioned.add(o, len);
    runs.reserved.add(r, len);
    runs.available.add(availablePlaces(a, s, o, r), len);
    runs.released.add(a - s, len);
    runs.releaseDays.add(releaseDays, len);
  }
  return {
    hotel: { id: row.id, name: row.name, category: row.category_name, place: row.place },
    allotted: runs.allotted.out,
    optioned: runs.optioned.out,
    reserved: runs.reserved.out,
    available: runs.available.out,
    released: runs.released.out,
    releaseDays: runs.releaseDays.out,
    // The repository's tuples are already the wire's [first, last, places, kind, contact].
    holds,
  };
}

export const periodTooLarge = () => new AppError(400, 'PeriodTooLarge', allotmentMessages.periodTooLarge);

/** The search's checks, before any work (PeriodTooLarge, the guest type): the period's days. */
export async function checkSearch(
  db: Executor,
  q: AllotmentSearchQuery,
  limits: AllotmentLimits,
): Promise<number> {
  const days = daysBetween(q.from, q.to) + 1;
  if (days > limits.maxDays) throw periodTooLarge();
  if (!(await findGuestType(db, q.type)))
    throw badRequest(messages.validation, { type: hotelMessages.invalidGuestType });
  await checkGeoFilter(db, q);
  return days;
}

/** The grid rows of the first `maxHotels` hotels of a search; `partial`: more hotels matched. */
export async function firstHotels(
  db: Executor,
  q: AllotmentSearchQuery,
  today: string,
  maxHotels: number,
  scope?: SearchScope,
): Promise<{ rows: GridRow[]; partial: boolean }> {
  // The repository reads `maxHotels + 1` rows: one more than shown tells that the list is partial.
  const rows = await searchGrid(db, q, today, maxHotels, scope);
  const partial = rows.length > maxHotels;
  return { rows: partial ? rows.slice(0, maxHotels) : rows, partial };
}

export async function searchAvailability(
  db: Executor,
  q: AllotmentSearchQuery,
  limits: AllotmentLimits,
  today = todayInRome(),
): Promise<AllotmentSearchResponse> {
  const days = await checkSearch(db, q, limits);
  const { rows, partial } = await firstHotels(db, q, today, limits.maxHotels);
  return {
    results: toResults(rows, days),
    begin: q.from,
    end: q.to,
    days,
    today,
    partial,
  };
}

/**
 * The search read in pages of `pageSize` hotels, in name order, up to `limits.maxHotels`
 * hotels (exports: a year of 10,000 hotels is never held in memory at once). Call
 * checkSearch first.
 */
export async function* searchInPages(
  db: Executor,
  q: AllotmentSearchQuery,
  limits: AllotmentLimits,
  today = todayInRome(),
  pageSize = 250,
  scope: Pick<SearchScope, 'hotelId'> = {},
): AsyncGenerator<GridRow[]> {
  let after: { sortKey: string; id: number } | undefined;
  let left = limits.maxHotels;
  while (left > 0) {
    const want = Math.min(pageSize, left);
    // The repository reads `limit + 1` rows (to detect `partial`): exactly `want` here.
    const page = await searchGrid(db, q, today, want - 1, { ...scope, after });
    if (page.length === 0) return;
    yield page;
    if (page.length < want) return;
    left -= page.length;
    const last = page[page.length - 1];
    after = { sortKey: last.sort_key, id: last.id };
  }
}
