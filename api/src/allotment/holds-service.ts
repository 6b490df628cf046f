import {
  addDays,
  allotmentMessages,
  computeAvailability,
  daysBetween,
  type Hold,
  hotelMessages,
  MAX_PERIOD_DAYS,
  messages,
  type NightAvailability,
  type ShortNight,
  shortNights,
  todayInRome,
} from '@ham/contracts';
import type { Executor } from '../db/executor';
import { AppError, badRequest, notFound } from '../errors';
import { findHotelId } from '../hotels/hotels-repository';
import { findGuestType } from '../hotels/reference-checks';
import {
  blocksCovering,
  deleteHoldRow,
  findHoldRow,
  findHoldRowOfStay,
  type HoldValues,
  holdsCovering,
  insertHold,
  lockAllotment,
  updateHoldRow,
} from './holds-repository';

/**
 * The one door to hotel places (docs/product/allotment-and-holds.md): options and reservations are created,
 * changed and cancelled only here, inside the caller's transaction (the case files call
 * it for stays). Each change locks the hotel's allotment for the guest type, recomputes
 * the affected nights with the pure engine and refuses an oversell with 409
 * NotEnoughPlaces (detail.nights) unless `force`, which is recorded with who forced.
 *
 * Pass a transaction: the lock is held until it commits, so the check and the write are
 * atomic with the caller's own changes (e.g. the stay row).
 */

/** Longest hold accepted (nights): a stay of ten years is a typing error, not a booking. */
export const MAX_HOLD_NIGHTS = MAX_PERIOD_DAYS;

/** Where and how many: nights `begin` .. `end - 1` (`end` is the departure day). */
export interface HoldPlacement {
  hotelId: number;
  guestTypeId: string;
  begin: string;
  end: string;
  places: number;
}

export interface HoldActor {
  /** The account placing or changing the hold (recorded as created_by / forced_by). */
  actorId: number | null;
  /** true after the user confirmed an oversell: the hold is saved anyway and marked forced. */
  force?: boolean;
  /** Europe/Rome today by default; tests pass their own. */
  today?: string;
}

export interface NewHold extends HoldPlacement, HoldActor {
  kind: 'option' | 'reservation';
  /** Options: last valid day, today or later (default: today + 7, docs/product/allotment-and-holds.md#holds-options-and-reservations). Ignored for reservations. */
  expires?: string | null;
  contact: string;
  stayId?: number | null;
}

export type HoldChanges = Partial<
  HoldPlacement & {
    kind: 'option' | 'reservation';
    expires: string | null;
    contact: string;
    stayId: number | null;
  }
> &
  HoldActor;

/** docs/product/allotment-and-holds.md#holds-options-and-reservations: a new option expires in 7 days. */
export const DEFAULT_OPTION_DAYS = 7;

export const notEnoughPlaces = (nights: ShortNight[]) =>
  new AppError(409, 'NotEnoughPlaces', allotmentMessages.notEnoughPlaces, { nights });

async function validate(
  db: Executor,
  values: HoldValues,
  today: string,
  checkExpiry: boolean,
): Promise<void> {
  const fields: Record<string, string> = {};
  if (!Number.isInteger(values.places) || values.places < 0) fields.places = messages.notNegative;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.begin)) fields.begin = messages.invalidDate;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.end)) fields.end = messages.invalidDate;
  else if (!fields.begin) {
    const nights = daysBetween(values.begin, values.end);
    if (nights < 1) fields.end = messages.endAfterStart;
    else if (nights > MAX_HOLD_NIGHTS) fields.end = allotmentMessages.periodTooLarge;
  }
  if (!values.contact) fields.contact = allotmentMessages.contactRequired;
  if (values.kind === 'option') {
    if (!values.expires) fields.expires = messages.required;
    else if (checkExpiry && values.expires < today) fields.expires = allotmentMessages.pastExpiry;
  }
  if (!(await findGuestType(db, values.guest_type_id))) fields.guestTypeId = hotelMessages.invalidGuestType;
  if (!(await findHotelId(db, values.hotel_id))) fields.hotelId = hotelMessages.hotelNotFound;
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
}

/** Availability of the nights `from` .. `to` as stored now (call under lockAllotment for a decision). */
export async function nightsOf(
  db: Executor,
  hotelId: number,
  guestTypeId: string,
  from: string,
  to: string,
  today: string,
): Promise<NightAvailability[]> {
  const [blocks, holds] = await Promise.all([
    blocksCovering(db, hotelId, guestTypeId, from, to),
    holdsCovering(db, hotelId, guestTypeId, from, to),
  ]);
  return computeAvailability({ blocks, holds, from, to, today });
}

/**
 * The nights where `placement` (a new hold, or `current` changed into it) lacks places.
 * Read-only: use it to warn before saving; the save checks again under the lock.
 */
export async function checkPlaces(
  db: Executor,
  placement: HoldPlacement,
  current: Hold | null = null,
  today = todayInRome(),
): Promise<ShortNight[]> {
  const last = addDays(placement.end, -1);
  const nights = await nightsOf(db, placement.hotelId, placement.guestTypeId, placement.begin, last, today);
  const counted =
    current && current.hotelId === placement.hotelId && current.guestTypeId === placement.guestTypeId
      ? current
      : null;
  return shortNights(nights, placement, counted, today);
}

function placementOf(v: HoldValues): HoldPlacement {
  return { hotelId: v.hotel_id, guestTypeId: v.guest_type_id, begin: v.begin, end: v.end, places: v.places };
}

/** Places an option or a reservation. */
export async function placeHold(tx: Executor, input: NewHold): Promise<Hold> {
  const today = input.today ?? todayInRome();
  const values: HoldValues = {
    hotel_id: input.hotelId,
    guest_type_id: input.guestTypeId,
    begin: input.begin,
    end: input.end,
    places: input.places,
    kind: input.kind,
    expires: input.kind === 'option' ? (input.expires ?? addDays(today, DEFAULT_OPTION_DAYS)) : null,
    contact: (input.contact ?? '').trim(),
    stay_id: input.stayId ?? null,
  };
  await validate(tx, values, today, true);
  await lockAllotment(tx, values.hotel_id, values.guest_type_id);
  const short = await checkPlaces(tx, placementOf(values), null, today);
  if (short.length && !input.force) throw notEnoughPlaces(short);
  return insertHold(tx, values, input.actorId, short.length > 0);
}

export const placeOption = (tx: Executor, input: Omit<NewHold, 'kind'>) =>
  placeHold(tx, { ...input, kind: 'option' });
export const placeReservation = (tx: Executor, input: Omit<NewHold, 'kind' | 'expires'>) =>
  placeHold(tx, { ...input, kind: 'reservation' });

/**
 * Changes a hold: period, places (guest count), hotel or guest type, contact, expiry, or
 * kind (an option confirmed becomes a reservation). Only an increase of places on a
 * night is checked; shrinking or keeping a hold is always allowed.
 */
export async function changeHold(tx: Executor, id: number, changes: HoldChanges): Promise<Hold> {
  const today = changes.today ?? todayInRome();
  const current = await findHoldRow(tx, id, true);
  if (!current) throw notFound(allotmentMessages.holdNotFound);
  const kind = changes.kind ?? current.kind;
  const values: HoldValues = {
    hotel_id: changes.hotelId ?? current.hotelId,
    guest_type_id: changes.guestTypeId ?? current.guestTypeId,
    begin: changes.begin ?? current.begin,
    end: changes.end ?? current.end,
    places: changes.places ?? current.places,
    kind,
    expires:
      kind === 'option'
        ? changes.expires !== undefined
          ? changes.expires
          : (current.expires ?? addDays(today, DEFAULT_OPTION_DAYS))
        : null,
    contact: (changes.contact ?? current.contact).trim(),
    stay_id: changes.stayId !== undefined ? changes.stayId : current.stayId,
  };
  // A changed expiry must not be in the past; an untouched one may have lapsed already.
  await validate(tx, values, today, changes.expires !== undefined && changes.expires !== current.expires);
  // Lock both allotments when the hold moves, in a fixed order so two moves cannot deadlock.
  const keys = [
    [current.hotelId, current.guestTypeId],
    [values.hotel_id, values.guest_type_id],
  ] as const;
  const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
  await lockAllotment(tx, sorted[0][0], sorted[0][1]);
  if (sorted[1][0] !== sorted[0][0] || sorted[1][1] !== sorted[0][1])
    await lockAllotment(tx, sorted[1][0], sorted[1][1]);
  const short = await checkPlaces(tx, placementOf(values), current, today);
  if (short.length && !changes.force) throw notEnoughPlaces(short);
  return updateHoldRow(tx, id, values, changes.actorId, short.length > 0);
}

/** Confirms an option (or re-states a reservation) with the reservation's contact. */
export const confirmHold = (tx: Executor, id: number, contact: string, actor: HoldActor) =>
  changeHold(tx, id, { ...actor, kind: 'reservation', contact });

/** Cancels an option or releases a reservation: its places are free again. Returns the removed hold. */
export async function cancelHold(tx: Executor, id: number): Promise<Hold | undefined> {
  return deleteHoldRow(tx, id);
}

export const getHold = (db: Executor, id: number) => findHoldRow(db, id);
/** The hold of a case-file stay (at most one: unique stay_id). */
export const getHoldOfStay = (db: Executor, stayId: number) => findHoldRowOfStay(db, stayId);
