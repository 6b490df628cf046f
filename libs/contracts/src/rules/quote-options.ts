import { defaultStayFreebies, type StayMoneyInput, stayCostLines } from './case-totals';
import type { CentsMap, GuestTypeAccomodations, PriceListEntry } from './pricing';
import { defaultStayConditions } from './stay-conditions';

/**
 * Quote options for agencies (docs/product/agency-portal.md#quote-options), pure and in integer euro cents. A quote is a
 * stay priced by the same rules as a case file's (case-totals: night by night from the
 * price list, freebies in the offer's freebie type), on the agency's price list: the sale
 * prices plus the agency's surcharge per person per night, and no purchase cost at all.
 */

export interface Freebie {
  every: number;
  accomodationId: string;
}

const numbers = (map: CentsMap, f: (v: number) => number): Record<string, number> =>
  Object.fromEntries(
    Object.entries(map)
      .filter((e): e is [string, number] => typeof e[1] === 'number')
      .map(([k, v]) => [k, f(v)]),
  );

/**
 * The agency's price list: every base price plus `surchargePerGuest` (an extra
 * accommodation is base + supplement, so it carries the surcharge once too); costs emptied.
 */
export function agencyPriceList(
  entries: readonly PriceListEntry[],
  surchargePerGuest: number,
): PriceListEntry[] {
  return entries.map((e) => ({
    begin: e.begin,
    end: e.end,
    prices: numbers(e.prices, (v) => v + surchargePerGuest),
    costs: {},
    extras: numbers(e.extras, (v) => v),
    extrasCosts: {},
  }));
}

export interface QuoteStayInput {
  /** The agency's price list (see agencyPriceList) of the hotel and guest type. */
  entries: readonly PriceListEntry[];
  guestType: GuestTypeAccomodations;
  freebie: Freebie | null;
  /** Arrival and departure: the nights are begin .. end - 1. */
  begin: string;
  end: string;
  /** Every guest in the guest type's base accommodation. */
  guestCount: number;
  serviceClassId: string;
}

export interface QuoteStay {
  /** Lowest and highest price per person per night over the nights. */
  unitPriceMin: number;
  unitPriceMax: number;
  /** The group's stay after freebies. */
  totalCost: number;
}

/**
 * The estimate of a stay for a group: `guestCount` guests in the base accommodation, every
 * night in `serviceClassId`; freebies floor(guestCount / every) valued at the freebie
 * type's price of each night. null when a night has no price (the hotel cannot be quoted).
 */
export function quoteStay(input: QuoteStayInput): QuoteStay | null {
  const conditions = defaultStayConditions(input.begin, input.end, input.serviceClassId);
  if (!conditions.length || !(input.guestCount > 0)) return null;
  const money: Omit<StayMoneyInput, 'freebiesCount' | 'freebiesValue'> = {
    begin: input.begin,
    end: input.end,
    conditions,
    guests: { [input.guestType.baseAccomodationId]: input.guestCount },
    prices: {},
    priceRows: input.entries,
    guestType: input.guestType,
  };
  const freebies = defaultStayFreebies(money, input.freebie);
  const { lines, total, unpriced } = stayCostLines({ ...money, ...freebies });
  if (unpriced.length) return null;
  const units = lines.filter((l) => !l.freebie).map((l) => l.unitValue);
  return { unitPriceMin: Math.min(...units), unitPriceMax: Math.max(...units), totalCost: total };
}

/** docs/product/agency-portal.md#quote-options: `guestCount` places free on every night (Disponibili of each night, in order). */
export function hasPlacesEveryNight(available: readonly number[], guestCount: number): boolean {
  return available.length > 0 && available.every((n) => n >= guestCount);
}

/** Options in the order the wizard lists them: cheapest total first, then by hotel name. */
export function compareQuoteOptions(
  a: { totalCost: number; hotel: { name: string; id: number } },
  b: { totalCost: number; hotel: { name: string; id: number } },
): number {
  return (
    a.totalCost - b.totalCost || a.hotel.name.localeCompare(b.hotel.name, 'it') || a.hotel.id - b.hotel.id
  );
}
