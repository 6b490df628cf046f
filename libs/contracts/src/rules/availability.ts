import { addDays, dayNumber, eachDay, fromDayNumber } from './dates';

/**
 * The allotment engine of docs/product/allotment-and-holds.md, for one hotel and one guest type. Pure: the SQL of
 * the allotment search and the holds service implement the same rules, and a test proves
 * they agree.
 */

/** `places` per night on every night from `begin` to `end` (both included). */
export interface AllotmentBlock {
  begin: string;
  end: string;
  places: number;
  /** Release: the block's places are sellable for night D only while today <= D - expirationDays. */
  expirationDays: number;
}

export type HoldKind = 'option' | 'reservation';

/** An option or a reservation on the nights `begin` .. `end - 1` (`end` is the departure day). */
export interface PlacesHold {
  begin: string;
  end: string;
  places: number;
  kind: HoldKind;
  /** Options only: the last day the option is valid; before `today` it counts as neither. */
  expires?: string | null;
  contact?: string | null;
}

export interface NightAvailability {
  date: string;
  /** Allotment: places of every block covering the night. */
  allotted: number;
  /** Places of blocks not yet released for the night. */
  sellable: number;
  /** Opzionati: active options. */
  optioned: number;
  /** Confermati: reservations. */
  reserved: number;
  /** Disponibili, see {@link availablePlaces}. */
  available: number;
  optionContacts: string[];
  reservationContacts: string[];
}

/** Whether a block's places may still be sold for `night` (docs/product/allotment-and-holds.md#release-dates). */
export function isReleased(night: string, expirationDays: number, today: string): boolean {
  return dayNumber(today) > dayNumber(night) - expirationDays;
}

/** An option counts while its expiry is today or later; a reservation always counts. */
export function holdCounts(hold: Pick<PlacesHold, 'kind' | 'expires'>, today: string): boolean {
  return hold.kind === 'reservation' || (hold.expires != null && hold.expires >= today);
}

/** The nights a hold occupies: `begin` .. `end - 1`. */
export function holdNights(hold: Pick<PlacesHold, 'begin' | 'end'>): string[] {
  return eachDay(hold.begin, addDays(hold.end, -1));
}

/**
 * Disponibili = max(0, Allotment - Opzionati - Confermati), capped by the places still
 * sellable. Held places are assumed to come first from released blocks (a release gives
 * back only unsold places), so a night with released and unreleased blocks offers
 * min(sellable, allotted - held). With one block, or none released, this is exactly the
 * formula of docs/product/allotment-and-holds.md#availability; fully released nights offer 0.
 */
export function availablePlaces(
  allotted: number,
  sellable: number,
  optioned: number,
  reserved: number,
): number {
  return Math.max(0, Math.min(sellable, allotted - optioned - reserved));
}

/**
 * Overbooking of a night: the places held (options and reservations) beyond the allotment, 0
 * when they fit. Only a forced hold makes it positive; 'Disponibili' is then 0 and the grid
 * shows this figure negative.
 */
export function overbookedPlaces(allotted: number, optioned: number, reserved: number): number {
  return Math.max(0, optioned + reserved - allotted);
}

/**
 * 'Disponibili' as the grid and its exports show it: the free places, or the places missing as a
 * negative number when the night is overbooked (0 would read as merely sold out).
 */
export function shownAvailable(
  allotted: number,
  sellable: number,
  optioned: number,
  reserved: number,
): number {
  const over = overbookedPlaces(allotted, optioned, reserved);
  return over > 0 ? -over : availablePlaces(allotted, sellable, optioned, reserved);
}

/** Availability of every night from `from` to `to` (both included). */
export function computeAvailability(input: {
  blocks: readonly AllotmentBlock[];
  holds: readonly PlacesHold[];
  from: string;
  to: string;
  today: string;
}): NightAvailability[] {
  const { blocks, holds, from, to, today } = input;
  const first = dayNumber(from);
  const nights: NightAvailability[] = eachDay(from, to).map((date) => ({
    date,
    allotted: 0,
    sellable: 0,
    optioned: 0,
    reserved: 0,
    available: 0,
    optionContacts: [],
    reservationContacts: [],
  }));
  const last = first + nights.length - 1;
  for (const block of blocks) {
    const a = Math.max(first, dayNumber(block.begin));
    const b = Math.min(last, dayNumber(block.end));
    for (let d = a; d <= b; d++) {
      const night = nights[d - first];
      night.allotted += block.places;
      if (!isReleased(fromDayNumber(d), block.expirationDays, today)) night.sellable += block.places;
    }
  }
  for (const hold of holds) {
    if (!holdCounts(hold, today)) continue;
    const a = Math.max(first, dayNumber(hold.begin));
    const b = Math.min(last, dayNumber(hold.end) - 1);
    for (let d = a; d <= b; d++) {
      const night = nights[d - first];
      if (hold.kind === 'option') {
        night.optioned += hold.places;
        night.optionContacts.push(hold.contact ?? '');
      } else {
        night.reserved += hold.places;
        night.reservationContacts.push(hold.contact ?? '');
      }
    }
  }
  for (const night of nights) {
    night.available = availablePlaces(night.allotted, night.sellable, night.optioned, night.reserved);
  }
  return nights;
}

/** A night a hold cannot have: `missing` places beyond those available. */
export interface ShortNight {
  date: string;
  requested: number;
  available: number;
  missing: number;
}

/**
 * The nights on which placing `wanted` (new, or replacing `current`) would oversell. Only
 * the increase is checked: keeping or shrinking an existing hold is always allowed, even
 * on released nights; `current` counts only if it was active (an expired option gave its
 * places back). `nights` must include `current` among the holds, as stored.
 */
export function shortNights(
  nights: readonly NightAvailability[],
  wanted: Pick<PlacesHold, 'begin' | 'end' | 'places'>,
  current: Pick<PlacesHold, 'begin' | 'end' | 'places' | 'kind' | 'expires'> | null,
  today: string,
): ShortNight[] {
  const byDate = new Map(nights.map((n) => [n.date, n]));
  const currentNights =
    current && holdCounts(current, today) ? new Set(holdNights(current)) : new Set<string>();
  const out: ShortNight[] = [];
  for (const date of holdNights(wanted)) {
    const extra = wanted.places - (currentNights.has(date) ? current!.places : 0);
    if (extra <= 0) continue;
    const available = byDate.get(date)?.available ?? 0;
    if (extra > available) out.push({ date, requested: extra, available, missing: extra - available });
  }
  return out;
}
