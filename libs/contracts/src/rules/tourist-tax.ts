import { addDays, daysBetween } from './dates';

// 'Imposta di soggiorno' (docs/product/tourist-tax.md): the city tax of a stay, per person and night,
// from the rates of the hotel's comune, with the comune's exemptions. Money in integer cents.

/** The roles of a rooming list's participants. */
export type TouristTaxRole = 'studente' | 'docente' | 'accompagnatore' | 'autista' | 'adulto';

/** A comune's rate for a period: one rate, or a rate by hotel category (stars). */
export interface TouristTaxRate {
  validFrom: string;
  /** Last night the rate applies to (inclusive). */
  validTo: string;
  /** Cents per person per night when the category has no rate of its own (null: none). */
  rate: number | null;
  /** Cents per person per night by hotel category id. */
  byCategory: Readonly<Record<string, number>>;
  /** Nights taxed at most, counted from arrival (null: every night). */
  maxNights: number | null;
  /** Under this age (on the night) nobody pays (null: no age exemption). */
  exemptUnderAge: number | null;
  /** Bus drivers ('autista') do not pay. */
  driversExempt: boolean;
  /** One escort ('docente' or 'accompagnatore') free every this many other participants (null: none). */
  escortFreeEvery: number | null;
}

export interface TouristTaxParticipant {
  role: TouristTaxRole;
  /** YYYY-MM-DD; null when not known (counted as of age). */
  birthDate: string | null;
}

export interface TouristTaxStay {
  /** Arrival (first night) and departure (YYYY-MM-DD). */
  begin: string;
  end: string;
  hotelCategoryId: string | null;
}

/** Who stays, known by name (a rooming list) or only by counts (an estimate). */
export type TouristTaxGuests =
  | { kind: 'list'; participants: readonly TouristTaxParticipant[] }
  | { kind: 'counts'; guests: number; escorts: number };

export interface TouristTaxNight {
  date: string;
  /** Cents per person; null: no rate for the night (not taxed, and said so). */
  rate: number | null;
  persons: number;
  amount: number;
}

export interface TouristTax {
  /** Cents. */
  amount: number;
  /** Computed from counts, not from a rooming list. */
  estimate: boolean;
  nights: TouristTaxNight[];
  /** Nights of the stay with no rate of the comune (none configured for the date or category). */
  nightsWithoutRate: number;
}

const ESCORTS = new Set<TouristTaxRole>(['docente', 'accompagnatore']);

/** Whole years from `birth` to `on` (both YYYY-MM-DD). */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

function rateOn(rates: readonly TouristTaxRate[], date: string): TouristTaxRate | undefined {
  return rates.find((r) => r.validFrom <= date && date <= r.validTo);
}

function amountOf(rate: TouristTaxRate, categoryId: string | null): number | null {
  if (categoryId !== null && Object.hasOwn(rate.byCategory, categoryId)) return rate.byCategory[categoryId];
  return rate.rate;
}

/** How many of one night's guests pay under `rate`. */
function payingOn(rate: TouristTaxRate, guests: TouristTaxGuests, date: string): number {
  if (guests.kind === 'counts') {
    const others = Math.max(0, guests.guests - guests.escorts);
    const freeEscorts = rate.escortFreeEvery
      ? Math.min(guests.escorts, Math.floor(others / rate.escortFreeEvery))
      : 0;
    return Math.max(0, guests.guests - freeEscorts);
  }
  let escorts = 0;
  let others = 0;
  for (const p of guests.participants) {
    if (
      rate.exemptUnderAge !== null &&
      p.birthDate !== null &&
      ageOn(p.birthDate, date) < rate.exemptUnderAge
    )
      continue;
    if (rate.driversExempt && p.role === 'autista') continue;
    if (ESCORTS.has(p.role)) escorts++;
    else others++;
  }
  // The escorts' exemption is counted on the participants of the group, drivers excluded.
  const groupSize = guests.participants.filter((p) => !ESCORTS.has(p.role) && p.role !== 'autista').length;
  const freeEscorts = rate.escortFreeEvery
    ? Math.min(escorts, Math.floor(groupSize / rate.escortFreeEvery))
    : 0;
  return others + escorts - freeEscorts;
}

/**
 * The tax of a stay: each night from arrival, up to the comune's maximum of taxed nights, at the
 * rate valid on that night for the hotel's category, times the guests who pay that night.
 */
export function touristTax(
  stay: TouristTaxStay,
  rates: readonly TouristTaxRate[],
  guests: TouristTaxGuests,
): TouristTax {
  const nights: TouristTaxNight[] = [];
  let nightsWithoutRate = 0;
  const count = Math.max(0, daysBetween(stay.begin, stay.end));
  for (let i = 0; i < count; i++) {
    const date = addDays(stay.begin, i);
    const rate = rateOn(rates, date);
    const cents = rate ? amountOf(rate, stay.hotelCategoryId) : null;
    if (!rate || cents === null) {
      nightsWithoutRate++;
      nights.push({ date, rate: null, persons: 0, amount: 0 });
      continue;
    }
    if (rate.maxNights !== null && i >= rate.maxNights) {
      nights.push({ date, rate: cents, persons: 0, amount: 0 });
      continue;
    }
    const persons = payingOn(rate, guests, date);
    nights.push({ date, rate: cents, persons, amount: persons * cents });
  }
  return {
    amount: nights.reduce((sum, n) => sum + n.amount, 0),
    estimate: guests.kind === 'counts',
    nights,
    nightsWithoutRate,
  };
}
