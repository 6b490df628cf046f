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
import { type SearchRow, searchAllotment } from './search-repository';

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

/**
 * The hotel's blocks and holds (day-index intervals from SQL) → the per-day arrays of the
 * response: sums by difference arrays, Disponibili by the pure availablePlaces.
 */
export function toResult(row: SearchRow, days: number): AllotmentResult {
  const allotDiff = new Int32Array(days + 1);
  const sellDiff = new Int32Array(days + 1);
  const optDiff = new Int32Array(days + 1);
  const resDiff = new Int32Array(days + 1);
  for (const [first, last, places, sellableFrom] of row.blocks ?? []) {
    allotDiff[first] += places;
    allotDiff[last + 1] -= places;
    const s = Math.max(first, sellableFrom);
    if (s <= last) {
      sellDiff[s] += places;
      sellDiff[last + 1] -= places;
    }
  }
  const optContacts: (string[] | undefined)[] = new Array(days);
  const resContacts: (string[] | undefined)[] = new Array(days);
  for (const [first, last, places, isOption, contact] of row.holds ?? []) {
    const diff = isOption ? optDiff : resDiff;
    const contacts = isOption ? optContacts : resContacts;
    diff[first] += places;
    diff[last + 1] -= places;
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
  let a = 0;
  let s = 0;
  let o = 0;
  let r = 0;
  for (let i = 0; i < days; i++) {
    a += allotDiff[i];
    s += sellDiff[i];
    o += optDiff[i];
    r += resDiff[i];
    allotted[i] = a;
    optioned[i] = o || optContacts[i] ? { n: o, c: optContacts[i] ?? [] } : NO_HOLDS;
    reserved[i] = r || resContacts[i] ? { n: r, c: resContacts[i] ?? [] } : NO_HOLDS;
    available[i] = availablePlaces(a, s, o, r);
  }
  return {
    hotel: {
      id: row.id,
      name: row.name,
      category: idName(row.category_id, row.category_name),
      city: row.city,
      location: ref(row.location_id, row.location_name),
      area: ref(row.area_id, row.area_name),
      country: idName(row.country_id, row.country_name),
    },
    optioned,
    reserved,
    available,
    allotted,
  };
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
