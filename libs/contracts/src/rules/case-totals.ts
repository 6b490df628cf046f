import { addDays, daysBetween } from './dates';
import { type GuestTypeAccomodations, type PriceListEntry, priceForNight } from './pricing';
import { nightServiceClasses, type StayDay } from './stay-conditions';

/**
 * Case-file money (docs/product/prices-and-freebies.md), pure and in integer euro cents: the cost lines and total
 * of a stay, meal freebies, and the case total. The API (GET /docs/:n) and the mf-cases
 * screens (recomputing as the user types) call these same functions, so they never disagree.
 */

/** Cents by accommodation type, then by service class; a missing or null price means "from the price list". */
export type StayPrices = Partial<Record<string, Partial<Record<string, number | null>>>>;

export interface StayMoneyInput {
  /** Arrival; the nights are begin .. end - 1. */
  begin: string;
  end: string;
  conditions: readonly Pick<StayDay, 'date' | 'serviceClassId'>[];
  /** Guests per accommodation type. */
  guests: Partial<Record<string, number>>;
  /** Unit prices per person per night agreed for this stay (override the price list). */
  prices: StayPrices;
  /** Free guests per service class. */
  freebiesCount: Partial<Record<string, number>>;
  /** Value of the freebies per service class: total positive cents over the stay's nights. */
  freebiesValue: Partial<Record<string, number>>;
  /** The hotel's price-list entries covering the stay (snapshot kept with the stay). */
  priceRows: readonly PriceListEntry[];
  guestType: GuestTypeAccomodations;
}

export interface CaseCostLine {
  /** `acc:sc:firstNight`, or `free:sc` for the freebie line of a service class. */
  key: string;
  description: string;
  accomodationId: string | null;
  serviceClassId: string;
  /** First and last night. */
  begin: string;
  end: string;
  quantity: number;
  nights: number;
  /** Per person per night (negative on freebie lines; rounded there, the total is exact). */
  unitValue: number;
  total: number;
  freebie: boolean;
}

export interface StayMoney {
  lines: CaseCostLine[];
  total: number;
  /** Nights of an accommodation type with guests and no price (neither agreed nor listed). */
  unpriced: { date: string; accomodationId: string; serviceClassId: string }[];
}

/** Names for the line descriptions (ids are used when missing). */
export interface CostLineNames {
  accomodations?: Partial<Record<string, string>>;
  serviceClasses?: Partial<Record<string, string>>;
}

const accomodationTypesOf = (gt: GuestTypeAccomodations) => [
  gt.baseAccomodationId,
  ...gt.extraAccomodationIds,
];

/** Unit price of one night: the stay's agreed price for (type, class), else the price list's. */
export function stayNightPrice(
  input: Pick<StayMoneyInput, 'prices' | 'priceRows' | 'guestType'>,
  date: string,
  accomodationId: string,
  serviceClassId: string,
): number | null {
  const agreed = input.prices[accomodationId]?.[serviceClassId];
  if (typeof agreed === 'number') return agreed;
  return priceForNight(input.priceRows, date, serviceClassId, accomodationId, input.guestType)?.price ?? null;
}

/**
 * The stay's cost lines: per accommodation type with guests, one line per run of nights
 * with the same service class and unit price (a price change mid-stay splits the line);
 * then one negative line per service class with freebies.
 */
export function stayCostLines(input: StayMoneyInput, names: CostLineNames = {}): StayMoney {
  const nights = nightServiceClasses(input.begin, input.end, input.conditions);
  const lines: CaseCostLine[] = [];
  const unpriced: StayMoney['unpriced'] = [];
  const scName = (sc: string) => names.serviceClasses?.[sc] ?? sc;
  const accName = (acc: string) => names.accomodations?.[acc] ?? acc;
  for (const acc of accomodationTypesOf(input.guestType)) {
    const quantity = input.guests[acc] ?? 0;
    if (!(quantity > 0)) continue;
    let run: CaseCostLine | null = null;
    for (const { date, serviceClassId } of nights) {
      const unit = stayNightPrice(input, date, acc, serviceClassId);
      if (unit === null) {
        unpriced.push({ date, accomodationId: acc, serviceClassId });
        run = null;
        continue;
      }
      if (
        run &&
        run.serviceClassId === serviceClassId &&
        run.unitValue === unit &&
        addDays(run.end, 1) === date
      ) {
        run.end = date;
        run.nights++;
        run.total = run.quantity * run.nights * run.unitValue;
        continue;
      }
      run = {
        key: `${acc}:${serviceClassId}:${date}`,
        description: `${scName(serviceClassId)} - ${accName(acc)}`,
        accomodationId: acc,
        serviceClassId,
        begin: date,
        end: date,
        quantity,
        nights: 1,
        unitValue: unit,
        total: quantity * unit,
        freebie: false,
      };
      lines.push(run);
    }
  }
  for (const sc of [...new Set(nights.map((n) => n.serviceClassId))]) {
    const count = input.freebiesCount[sc] ?? 0;
    const value = input.freebiesValue[sc] ?? 0;
    if (!(count > 0) && !(value > 0)) continue;
    const scNights = nights.filter((n) => n.serviceClassId === sc);
    const persons = Math.max(count, 0);
    lines.push({
      key: `free:${sc}`,
      description: `Gratuità ${scName(sc)}`,
      accomodationId: null,
      serviceClassId: sc,
      begin: scNights[0].date,
      end: scNights[scNights.length - 1].date,
      quantity: persons,
      nights: scNights.length,
      unitValue: persons > 0 ? -Math.round(value / (persons * scNights.length)) : 0,
      total: -value,
      freebie: true,
    });
  }
  return { lines, total: lines.reduce((s, l) => s + l.total, 0), unpriced };
}

/** Total guests of a stay (the places its option or reservation holds). */
export const stayGuestCount = (guests: Partial<Record<string, number>>): number =>
  Object.values(guests).reduce<number>((s, n) => s + Math.max(0, n ?? 0), 0);

/**
 * Default freebies of a stay (docs/product/prices-and-freebies.md): floor(totalGuests / every) free guests in the
 * offer's freebie accommodation type, on every night, valued at that type's price of each
 * night (the stay's agreed price, else the price list's); per service class.
 */
export function defaultStayFreebies(
  input: Omit<StayMoneyInput, 'freebiesCount' | 'freebiesValue'>,
  freebie: { every: number; accomodationId: string } | null,
): { freebiesCount: Record<string, number>; freebiesValue: Record<string, number> } {
  const freebiesCount: Record<string, number> = {};
  const freebiesValue: Record<string, number> = {};
  if (!freebie || !(freebie.every > 0)) return { freebiesCount, freebiesValue };
  const free = Math.floor(stayGuestCount(input.guests) / freebie.every);
  if (free <= 0) return { freebiesCount, freebiesValue };
  for (const { date, serviceClassId } of nightServiceClasses(input.begin, input.end, input.conditions)) {
    const unit = stayNightPrice(input, date, freebie.accomodationId, serviceClassId) ?? 0;
    freebiesCount[serviceClassId] = free;
    freebiesValue[serviceClassId] = (freebiesValue[serviceClassId] ?? 0) + free * unit;
  }
  return { freebiesCount, freebiesValue };
}

/**
 * The prices to pre-fill in the stay editor: per accommodation type and service class, the
 * price list's price when it is the same on every night of the stay; null when it changes
 * mid-stay or is missing (the nights are then priced one by one from the list).
 */
export function defaultStayPrices(
  priceRows: readonly PriceListEntry[],
  guestType: GuestTypeAccomodations,
  begin: string,
  end: string,
  serviceClassIds: readonly string[],
): Record<string, Record<string, number | null>> {
  const out: Record<string, Record<string, number | null>> = {};
  const n = Math.max(0, daysBetween(begin, end));
  for (const acc of accomodationTypesOf(guestType)) {
    out[acc] = {};
    for (const sc of serviceClassIds) {
      let value: number | null | undefined;
      for (let i = 0; i < n; i++) {
        const p = priceForNight(priceRows, addDays(begin, i), sc, acc, guestType)?.price ?? null;
        if (value === undefined) value = p;
        else if (value !== p) value = null;
        if (value === null) break;
      }
      out[acc][sc] = value ?? null;
    }
  }
  return out;
}

// ---- meals, services, extras ------------------------------------------------------------

/** docs/product/prices-and-freebies.md: floor(persons / freeEvery); none without a rule. */
export const mealFreebies = (persons: number, freeEvery: number | null | undefined): number =>
  freeEvery && freeEvery > 0 && persons > 0 ? Math.floor(persons / freeEvery) : 0;

/** A meal costs the paying persons: (persons - freebies) × unit price. */
export const mealTotal = (m: { persons: number; freebies: number; unitPrice: number }): number =>
  Math.max(0, m.persons - m.freebies) * m.unitPrice;

/** A bus trip or guided tour: quantity × unit price. */
export const serviceItemTotal = (s: { quantity: number; unitPrice: number }): number =>
  s.quantity * s.unitPrice;

/** Bus price for a group: the row with the fewest seats that still seats everybody; null if none does. */
export function busUnitPrice(
  rows: readonly { maxSeats: number; price: number }[],
  groupSize: number,
): number | null {
  let best: { maxSeats: number; price: number } | null = null;
  for (const r of rows) if (r.maxSeats >= groupSize && (!best || r.maxSeats < best.maxSeats)) best = r;
  return best ? best.price : null;
}

export interface CaseTotalsInput {
  stays: readonly { total: number }[];
  meals: readonly { persons: number; freebies: number; unitPrice: number }[];
  busTrips: readonly { quantity: number; unitPrice: number }[];
  guidedTours: readonly { quantity: number; unitPrice: number }[];
  /** Extra costs (positive) and discounts (negative). */
  extras: readonly { value: number }[];
}

export interface CaseTotals {
  stays: number;
  meals: number;
  busTrips: number;
  guidedTours: number;
  extras: number;
  /** 'Importo totale'. */
  total: number;
}

/** The case's 'Importo totale' and its parts. */
export function caseTotals(input: CaseTotalsInput): CaseTotals {
  const sum = <T>(items: readonly T[], f: (t: T) => number) => items.reduce((s, i) => s + f(i), 0);
  const parts = {
    stays: sum(input.stays, (s) => s.total),
    meals: sum(input.meals, mealTotal),
    busTrips: sum(input.busTrips, serviceItemTotal),
    guidedTours: sum(input.guidedTours, serviceItemTotal),
    extras: sum(input.extras, (e) => e.value),
  };
  return { ...parts, total: parts.stays + parts.meals + parts.busTrips + parts.guidedTours + parts.extras };
}
