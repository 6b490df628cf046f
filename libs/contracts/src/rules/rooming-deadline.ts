import { addDays } from './dates';

// When the agency may fill in a case's rooming list, when it is reminded, and when the
// participants' personal data are purged (docs/product/rooming-list.md#the-agency-fills-it-in,
// #privacy). Dates are `YYYY-MM-DD`; pure.

/** The case's deadline: the one staff set on the case, else `daysBefore` days before the arrival. */
export function roomingDeadline(arrival: string, custom: string | null, daysBefore: number): string {
  return custom ?? addDays(arrival, -daysBefore);
}

/** The agency edits until the end of the deadline's day (Rome); from the next day it only reads. */
export function agencyMayEdit(deadline: string, today: string): boolean {
  return today <= deadline;
}

/**
 * The reminder is due from `daysBefore` days before the deadline up to the deadline itself
 * (a job that did not run on the first day still sends it on a later one, never after).
 */
export function reminderDue(deadline: string, today: string, daysBefore: number): boolean {
  return today >= addDays(deadline, -daysBefore) && today <= deadline;
}

/** The personal data of a trip that ended on `end` are purged from `daysAfter` days after it. */
export function purgeDue(end: string, today: string, daysAfter: number): boolean {
  return today >= addDays(end, daysAfter);
}

/** The last trip end whose data are purged on `today` (the job's SQL bound: `end_date <= it`). */
export const purgeEndBound = (today: string, daysAfter: number) => addDays(today, -daysAfter);

/** Whole years from `birth` to `on`. */
export function yearsOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** Under 18 on `on` (the arrival): a minor, whose birth date only staff and the case's agency see. */
export const isMinorOn = (birth: string, on: string) => yearsOn(birth, on) < 18;

/**
 * The participants as the documents that leave the product print them (the voucher, the rooming
 * list mailed to the hotel): a minor's birth date left out (docs/product/rooming-list.md#privacy).
 */
export function withoutMinorsBirthDates<P extends { birthDate: string | null }>(
  participants: readonly P[],
  arrival: string,
): P[] {
  return participants.map((p) =>
    p.birthDate !== null && isMinorOn(p.birthDate, arrival) ? { ...p, birthDate: null } : p,
  );
}

/**
 * A participant's birth date for the tourist tax: its own, or once purged (only the age at arrival
 * kept) a birthday on the arrival day, which gives that age for the whole trip.
 */
export function birthDateForTax(birthDate: string | null, ageAtArrival: number | null, arrival: string) {
  if (birthDate !== null || ageAtArrival === null) return birthDate;
  return `${String(Number(arrival.slice(0, 4)) - ageAtArrival).padStart(4, '0')}${arrival.slice(4)}`;
}
