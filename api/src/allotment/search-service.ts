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
import { AppError, badRequest } from '../errors';
import type { Executor } from '../hotels/hotels-repository';
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

/** Sparse SQL days → the dense per-day arrays of the response, Disponibili by the pure rule. */
export function toResult(row: SearchRow, days: number): AllotmentResult {
  const allotted = new Array<number>(days).fill(0);
  const sellable = new Array<number>(days).fill(0);
  const optioned: AllotmentDay[] = Array.from({ length: days }, () => ({ n: 0, c: [] }));
  const reserved: AllotmentDay[] = Array.from({ length: days }, () => ({ n: 0, c: [] }));
  for (const [i, a, s] of row.blocks ?? []) {
    allotted[i] = a;
    sellable[i] = s;
  }
  for (const [i, o, r, oc, rc] of row.holds ?? []) {
    optioned[i] = { n: o, c: oc };
    reserved[i] = { n: r, c: rc };
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
    available: allotted.map((a, i) => availablePlaces(a, sellable[i], optioned[i].n, reserved[i].n)),
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
