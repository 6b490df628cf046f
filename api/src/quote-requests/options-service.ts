import {
  AGENCY_SEARCH_MAX_DAYS,
  type AgencyAvailabilityQuery,
  type AgencyAvailabilityResponse,
  addDays,
  agencyPriceList,
  compareQuoteOptions,
  daysBetween,
  type GuestType,
  hasPlacesEveryNight,
  messages,
  QUOTE_MAX_NIGHTS,
  type QuoteCriteria,
  type QuoteOption,
  quoteMessages,
  quoteStay,
  todayInRome,
} from '@ham/contracts';
import { searchAllotment } from '../allotment/search-repository';
import {
  type AllotmentLimits,
  availableByDay,
  firstHotels,
  hotelOf,
  periodTooLarge,
} from '../allotment/search-service';
import type { Executor } from '../db/executor';
import { badRequest } from '../errors';
import { findGuestType, serviceClassIds } from '../hotels/reference-checks';
import { findAreaId, salePrices } from './catalog-repository';
import { findFreebies, findSurcharge, selfQuoteEnabled } from './options-repository';

/**
 * The agency availability table and the quote options (docs/product/agency-portal.md#quote-options): the allotment
 * search's query narrowed to the hotels an agency may see, Disponibili by the pure
 * availability rule, prices by the pure quote rule on the agency's price list.
 */

/** The server's limits on a quote (QUOTE_MAX_NIGHTS), configurable like the allotment search's. */
export interface QuoteLimits extends AllotmentLimits {
  maxNights: number;
}

export function quoteLimits(allotment: AllotmentLimits, env: NodeJS.ProcessEnv = process.env): QuoteLimits {
  const n = Number(env.QUOTE_MAX_NIGHTS);
  return { ...allotment, maxNights: Number.isInteger(n) && n > 0 ? n : QUOTE_MAX_NIGHTS };
}

const invalid = (fields: Record<string, string>) => badRequest(messages.validation, fields);

async function areaExists(db: Executor, id: number): Promise<boolean> {
  if (id > 2_147_483_647) return false;
  return (await findAreaId(db, id)) !== undefined;
}

/** The guest type and area of a query: 400 with the query's field names when unknown. */
async function checkGuestTypeAndArea(
  db: Executor,
  guestTypeId: string,
  areaId: number,
  names: { gt: string; area: string },
): Promise<GuestType> {
  const [gt, area] = await Promise.all([findGuestType(db, guestTypeId), areaExists(db, areaId)]);
  const fields: Record<string, string> = {};
  if (!gt) fields[names.gt] = quoteMessages.invalidGuestType;
  if (!area) fields[names.area] = quoteMessages.invalidArea;
  if (!gt || !area) throw invalid(fields);
  return gt;
}

/** GET /quotereq/search: Disponibili day by day of the hotels of an area an agency may see. */
export async function agencyAvailability(
  db: Executor,
  q: AgencyAvailabilityQuery,
  limits: AllotmentLimits,
  today = todayInRome(),
): Promise<AgencyAvailabilityResponse> {
  const days = daysBetween(q.from, q.to) + 1;
  if (days > AGENCY_SEARCH_MAX_DAYS) throw periodTooLarge();
  await checkGuestTypeAndArea(db, q.gt, q.area, { gt: 'gt', area: 'area' });
  const { rows, partial } = await firstHotels(
    db,
    { type: q.gt, from: q.from, to: q.to, area: q.area },
    today,
    limits.maxHotels,
    { offer: 'visible', contacts: false },
  );
  return {
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.category_name,
      place: r.place,
      available: availableByDay(r, days),
    })),
    begin: q.from,
    end: q.to,
    partial,
  };
}

/** The criteria field names of POST /quotereq (the options query uses short ones: gc, gt, sc). */
export type CriteriaFieldNames = Record<'guestTypeId' | 'areaId' | 'serviceClassId' | 'end', string>;
export const bodyFieldNames: CriteriaFieldNames = {
  guestTypeId: 'guestTypeId',
  areaId: 'areaId',
  serviceClassId: 'serviceClassId',
  end: 'end',
};
export const queryFieldNames: CriteriaFieldNames = {
  guestTypeId: 'gt',
  areaId: 'area',
  serviceClassId: 'sc',
  end: 'to',
};

/**
 * The checks the schema cannot make: the configured limit of nights, known guest type,
 * area and service class. The guest type's accommodations, for pricing.
 */
export async function checkCriteria(
  db: Executor,
  c: QuoteCriteria,
  limits: QuoteLimits,
  names: CriteriaFieldNames,
): Promise<GuestType> {
  if (daysBetween(c.begin, c.end) > limits.maxNights)
    throw invalid({ [names.end]: quoteMessages.tooManyNights(limits.maxNights) });
  const [classes, gt] = await Promise.all([
    serviceClassIds(db),
    checkGuestTypeAndArea(db, c.guestTypeId, c.areaId, { gt: names.guestTypeId, area: names.areaId }),
  ]);
  if (!classes.includes(c.serviceClassId))
    throw invalid({ [names.serviceClassId]: quoteMessages.invalidServiceClass });
  return gt;
}

/** The agency's surcharge per person per night (cents). */
export async function surchargeOf(db: Executor, agencyId: number): Promise<number> {
  return (await findSurcharge(db, agencyId))?.surcharge_per_guest ?? 0;
}

async function freebiesOf(db: Executor, hotelIds: number[], guestTypeId: string) {
  const rows = await findFreebies(db, hotelIds, guestTypeId);
  return new Map(
    rows.map((r) => [
      r.hotel_id,
      r.freebie_every && r.freebie_accomodation_id
        ? { every: r.freebie_every, accomodationId: r.freebie_accomodation_id, name: r.name ?? '' }
        : null,
    ]),
  );
}

/**
 * GET /quotereq/options (docs/product/agency-portal.md#quote-options): hotels of the area, not hidden, whose offer for the
 * guest type is active, self-quotable and shown in quote requests (none while the global
 * 'selfQuoteEnabled' flag is off), with `guestCount` places free on every night and a price
 * on every night; cheapest total first. `hotelId`: only that hotel (the re-check of POST /quotereq).
 */
export async function quoteOptions(
  db: Executor,
  agencyId: number,
  c: QuoteCriteria,
  limits: QuoteLimits,
  names: CriteriaFieldNames,
  hotelId?: number,
  today = todayInRome(),
): Promise<QuoteOption[]> {
  const [guestType, enabled] = await Promise.all([checkCriteria(db, c, limits, names), selfQuoteEnabled(db)]);
  if (!enabled) return [];
  const nights = daysBetween(c.begin, c.end);
  const lastNight = addDays(c.end, -1);
  const rows = await searchAllotment(
    db,
    { type: c.guestTypeId, from: c.begin, to: lastNight, area: c.areaId },
    today,
    limits.maxHotels,
    { offer: 'selfQuotable', contacts: false, hotelId },
  );
  const free = rows.filter((r) => hasPlacesEveryNight(availableByDay(r, nights), c.guestCount));
  if (!free.length) return [];
  const ids = free.map((r) => r.id);
  const [prices, freebies, surcharge] = await Promise.all([
    salePrices(db, ids, [c.guestTypeId], c.begin, lastNight),
    freebiesOf(db, ids, c.guestTypeId),
    surchargeOf(db, agencyId),
  ]);
  const entriesByHotel = new Map<number, typeof prices>();
  for (const p of prices) {
    const list = entriesByHotel.get(p.hotel_id);
    if (list) list.push(p);
    else entriesByHotel.set(p.hotel_id, [p]);
  }
  const options: QuoteOption[] = [];
  for (const row of free) {
    const freebie = freebies.get(row.id) ?? null;
    const quote = quoteStay({
      entries: agencyPriceList(
        (entriesByHotel.get(row.id) ?? []).map((p) => ({ ...p, costs: {}, extrasCosts: {} })),
        surcharge,
      ),
      guestType,
      freebie,
      begin: c.begin,
      end: c.end,
      guestCount: c.guestCount,
      serviceClassId: c.serviceClassId,
    });
    if (!quote) continue;
    options.push({
      hotel: hotelOf(row),
      ...quote,
      freeEvery: freebie?.every ?? null,
      freebieAccomodation: freebie ? { id: freebie.accomodationId, name: freebie.name } : null,
    });
  }
  return options.sort(compareQuoteOptions);
}
