import {
  ALLOTMENT_MAX_DAYS,
  ALLOTMENT_MAX_HOTELS,
  type AllotmentDay,
  type AllotmentResult,
  type AllotmentSearchQuery,
  type AllotmentSearchResponse,
  allotmentMessages,
  availablePlaces,
  daysBetween,
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

const NO_HOLDS: AllotmentDay = Object.freeze({ n: 0, c: Object.freeze([]) as unknown as string[] });

/** The hotel of a search row, as the responses show it. */
export const hotelOf = (row: SearchRow): AllotmentResult['hotel'] => ({
  id: row.id,
  name: row.name,
  category: idName(row.category_id, row.category_name),
  city: row.city,
  location: ref(row.location_id, row.location_name),
  area: ref(row.area_id, row.area_name),
  country: idName(row.country_id, row.country_name),
});

/**
 * Per-day totals of the hotel's blocks and counting holds (day-index intervals from SQL),
 * summed by difference arrays: Allotment, sellable places, Opzionati, Confermati.
 */
function dayTotals(row: SearchDays, days: number) {
  const allotted = new Int32Array(days + 1);
  const sellable = new Int32Array(days + 1);
  const optioned = new Int32Array(days + 1);
  const reserved = new Int32Array(days + 1);
  for (const [first, last, places, sellableFrom] of row.blocks ?? []) {
    allotted[first] += places;
    allotted[last + 1] -= places;
    const s = Math.max(first, sellableFrom);
    if (s <= last) {
      sellable[s] += places;
      sellable[last + 1] -= places;
    }
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
  return { allotted, sellable, optioned, reserved };
}

/** Disponibili of each day (the pure availablePlaces), e.g. for the agency portal. */
export function availableByDay(row: SearchDays, days: number): number[] {
  const t = dayTotals(row, days);
  return Array.from({ length: days }, (_, i) =>
    availablePlaces(t.allotted[i], t.sellable[i], t.optioned[i], t.reserved[i]),
  );
}

/** The hotel's row → the per-day arrays of the staff search, with the holds' contacts. */
export function toResult(row: SearchRow, days: number): AllotmentResult {
  const t = dayTotals(row, days);
  const optContacts: (string[] | undefined)[] = new Array(days);
  const resContacts: (string[] | undefined)[] = new Array(days);
  for (const [first, last, , isOption, contact] of row.holds ?? []) {
    const contacts = isOption ? optContacts : resContacts;
    for (let i = first; i <= last; i++) {
      const day = contacts[i];
      if (day) day.push(contact);
      else contacts[i] = [contact];
    }
  }
  const allotted = new Array<number>(days);
  const available = new Array<number>(days);
  // Days without holds share one frozen value: up to 1,000 hotels × 366 days allocate little.
  const optioned = new Array<AllotmentDay>(days);
  const reserved = new Array<AllotmentDay>(days);
  for (let i = 0; i < days; i++) {
    const o = t.optioned[i];
    const r = t.reserved[i];
    allotted[i] = t.allotted[i];
    optioned[i] = o || optContacts[i] ? { n: o, c: optContacts[i] ?? [] } : NO_HOLDS;
    reserved[i] = r || resContacts[i] ? { n: r, c: resContacts[i] ?? [] } : NO_HOLDS;
    available[i] = availablePlaces(t.allotted[i], t.sellable[i], o, r);
  }
  return { hotel: hotelOf(row), optioned, reserved, available, allotted };
}

export const periodTooLarge = () => new AppError(400, 'PeriodTooLarge', allotmentMessages.periodTooLarge);

export async function searchAvailability(
  db: Executor,
  q: AllotmentSearchQuery,
  limits: AllotmentLimits,
  today = todayInRome(),
): Promise<AllotmentSearchResponse> {
  const days = daysBetween(q.from, q.to) + 1;
  if (days > limits.maxDays) throw periodTooLarge();
  if (!(await findGuestType(db, q.type)))
    throw badRequest(messages.validation, { type: hotelMessages.invalidGuestType });
  const rows = await searchAllotment(db, q, today, limits.maxHotels);
  const partial = rows.length > limits.maxHotels;
  return {
    results: (partial ? rows.slice(0, limits.maxHotels) : rows).map((r) => toResult(r, days)),
    begin: q.from,
    end: q.to,
    partial,
  };
}
