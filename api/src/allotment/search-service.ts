import {
  ALLOTMENT_MAX_DAYS,
  ALLOTMENT_MAX_HOTELS,
  type AllotmentHotel,
  type AllotmentResult,
  type AllotmentSearchQuery,
  type AllotmentSearchResponse,
  allotmentMessages,
  availablePlaces,
  daysBetween,
  encodeRuns,
  GRID_OPTION,
  GRID_RESERVATION,
  hotelMessages,
  messages,
  todayInRome,
} from '@ham/contracts';
import type { Executor } from '../db/executor';
import { AppError, badRequest } from '../errors';
import { findGuestType } from '../hotels/reference-checks';
import { type SearchDays, type SearchRow, searchAllotment } from './search-repository';

/** DECISIONS §5 limits, configurable (ALLOTMENT_MAX_DAYS, ALLOTMENT_MAX_HOTELS). */
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

const idName = (id: string | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;
const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** The hotel of a search row, as the responses show it. */
export const hotelOf = (row: SearchRow): AllotmentHotel => ({
  id: row.id,
  name: row.name,
  category: idName(row.category_id, row.category_name),
  city: row.city,
  location: ref(row.location_id, row.location_name),
  area: ref(row.area_id, row.area_name),
  country: idName(row.country_id, row.country_name),
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
  for (const [first, last, places, isOption] of row.holds ?? []) {
    const diff = isOption ? optioned : reserved;
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

/** The grid's day values of a hotel: Disponibili and the released places beside the totals. */
export function gridDays(row: SearchDays, days: number) {
  const t = dayTotals(row, days);
  const available = new Int32Array(days);
  const released = new Int32Array(days);
  for (let i = 0; i < days; i++) {
    available[i] = availablePlaces(t.allotted[i], t.sellable[i], t.optioned[i], t.reserved[i]);
    released[i] = t.allotted[i] - t.sellable[i];
  }
  return { ...t, available, released };
}

/** The hotel's row → its compact grid series (allotment-grid.ts), with the holds' contacts. */
export function toResult(row: SearchRow, days: number): AllotmentResult {
  const g = gridDays(row, days);
  return {
    hotel: hotelOf(row),
    allotted: encodeRuns(g.allotted, days),
    optioned: encodeRuns(g.optioned, days),
    reserved: encodeRuns(g.reserved, days),
    available: encodeRuns(g.available, days),
    released: encodeRuns(g.released, days),
    releaseDays: encodeRuns(g.releaseDays, days),
    holds: (row.holds ?? []).map(([first, last, places, isOption, contact]) => [
      first,
      last,
      places,
      isOption ? GRID_OPTION : GRID_RESERVATION,
      contact,
    ]),
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
  return days;
}

export async function searchAvailability(
  db: Executor,
  q: AllotmentSearchQuery,
  limits: AllotmentLimits,
  today = todayInRome(),
): Promise<AllotmentSearchResponse> {
  const days = await checkSearch(db, q, limits);
  const rows = await searchAllotment(db, q, today, limits.maxHotels);
  const partial = rows.length > limits.maxHotels;
  return {
    results: (partial ? rows.slice(0, limits.maxHotels) : rows).map((r) => toResult(r, days)),
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
): AsyncGenerator<SearchRow[]> {
  let after: { sortKey: string; id: number } | undefined;
  let left = limits.maxHotels;
  while (left > 0) {
    const want = Math.min(pageSize, left);
    // The repository reads `limit + 1` rows (to detect `partial`): exactly `want` here.
    const page = await searchAllotment(db, q, today, want - 1, { after });
    if (page.length === 0) return;
    yield page;
    if (page.length < want) return;
    left -= page.length;
    const last = page[page.length - 1];
    after = { sortKey: last.sort_key, id: last.id };
  }
}
