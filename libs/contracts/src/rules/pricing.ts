import { addDays } from './dates';

/**
 * The pricing engine of docs/product/prices-and-freebies.md. Pure; money in integer euro cents.
 * A price-list entry covers the nights `begin` .. `end`, both included.
 */

/** Cents by id (service class for prices/costs, accommodation type for extras); a missing or null value is "not priced". */
export type CentsMap = Partial<Record<string, number | null>>;

export interface PriceListEntry {
  id?: number;
  begin: string;
  end: string;
  /** Sale price of the base accommodation, per person per night, by service class. */
  prices: CentsMap;
  /** Purchase cost of the base accommodation, by service class. */
  costs: CentsMap;
  /** Supplement over the base price, by extra accommodation type. */
  extras: CentsMap;
  extrasCosts: CentsMap;
}

export interface GuestTypeAccomodations {
  baseAccomodationId: string;
  extraAccomodationIds: readonly string[];
}

export interface NightPrice {
  /** Sale price per person, or null when the entry has no price for it. */
  price: number | null;
  cost: number | null;
  entry: PriceListEntry;
}

const value = (map: CentsMap, key: string): number | null => {
  const v = map[key];
  return typeof v === 'number' ? v : null;
};

/** The entry covering `night` (entries never overlap; the first found wins otherwise). */
export function entryFor(entries: readonly PriceListEntry[], night: string): PriceListEntry | undefined {
  return entries.find((e) => e.begin <= night && night <= e.end);
}

/**
 * Sale and cost of one accommodation type for one service class in one entry: the base
 * accommodation is `prices[sc]`; an extra one is `prices[sc] + extras[type]` (null when
 * either is missing, as the Prospetto shows a blank). Unknown types are null.
 */
export function accomodationPrice(
  entry: Pick<PriceListEntry, 'prices' | 'costs' | 'extras' | 'extrasCosts'>,
  serviceClassId: string,
  accomodationId: string,
  guestType: GuestTypeAccomodations,
): { price: number | null; cost: number | null } {
  const basePrice = value(entry.prices, serviceClassId);
  const baseCost = value(entry.costs, serviceClassId);
  if (accomodationId === guestType.baseAccomodationId) return { price: basePrice, cost: baseCost };
  if (!guestType.extraAccomodationIds.includes(accomodationId)) return { price: null, cost: null };
  const extra = value(entry.extras, accomodationId);
  const extraCost = value(entry.extrasCosts, accomodationId);
  return {
    price: basePrice === null || extra === null ? null : basePrice + extra,
    cost: baseCost === null || extraCost === null ? null : baseCost + extraCost,
  };
}

/** The price of one night, or undefined when no entry covers it. */
export function priceForNight(
  entries: readonly PriceListEntry[],
  night: string,
  serviceClassId: string,
  accomodationId: string,
  guestType: GuestTypeAccomodations,
): NightPrice | undefined {
  const entry = entryFor(entries, night);
  if (!entry) return undefined;
  const { price, cost } = accomodationPrice(entry, serviceClassId, accomodationId, guestType);
  return { price, cost, entry };
}

/** The 'Prospetto' of the pricing edit: sale and cost per accommodation type and service class. */
export function priceSheet(
  entry: Pick<PriceListEntry, 'prices' | 'costs' | 'extras' | 'extrasCosts'>,
  guestType: GuestTypeAccomodations,
  serviceClassIds: readonly string[],
): { accomodationId: string; serviceClassId: string; price: number | null; cost: number | null }[] {
  const types = [guestType.baseAccomodationId, ...guestType.extraAccomodationIds];
  return types.flatMap((accomodationId) =>
    serviceClassIds.map((serviceClassId) => ({
      accomodationId,
      serviceClassId,
      ...accomodationPrice(entry, serviceClassId, accomodationId, guestType),
    })),
  );
}

/** The operations that make room for a new or moved entry (docs/product/prices-and-freebies.md, save with force). */
export interface OverlapResolution {
  /** Entries entirely inside the new period. */
  delete: number[];
  /** Entries shortened: their new period. */
  shorten: { id: number; begin: string; end: string }[];
  /** Tails of entries that the new period splits in two: a copy of `copyOf` over the period. */
  insert: { copyOf: number; begin: string; end: string }[];
}

/** Whether two inclusive periods share a night. */
export const periodsOverlap = (a: { begin: string; end: string }, b: { begin: string; end: string }) =>
  a.begin <= b.end && b.begin <= a.end;

/**
 * How to save `period` over `existing` entries (of one hotel and guest type) so that no
 * night has two prices: entries inside it are deleted, those sticking out on one side
 * are shortened, one covering it on both sides is split (shortened + a copied tail).
 * `selfId` (the entry being edited) is ignored.
 */
export function resolveOverlap(
  existing: readonly { id: number; begin: string; end: string }[],
  period: { begin: string; end: string },
  selfId?: number,
): OverlapResolution {
  const result: OverlapResolution = { delete: [], shorten: [], insert: [] };
  for (const e of existing) {
    if (e.id === selfId || !periodsOverlap(e, period)) continue;
    const startsBefore = e.begin < period.begin;
    const endsAfter = e.end > period.end;
    if (!startsBefore && !endsAfter) result.delete.push(e.id);
    else if (startsBefore && endsAfter) {
      result.shorten.push({ id: e.id, begin: e.begin, end: addDays(period.begin, -1) });
      result.insert.push({ copyOf: e.id, begin: addDays(period.end, 1), end: e.end });
    } else if (startsBefore)
      result.shorten.push({ id: e.id, begin: e.begin, end: addDays(period.begin, -1) });
    else result.shorten.push({ id: e.id, begin: addDays(period.end, 1), end: e.end });
  }
  return result;
}
