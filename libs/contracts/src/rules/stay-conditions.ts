import { addDays, daysBetween } from './dates';

/**
 * Daily conditions of a stay (docs/product/prices-and-freebies.md#default-stay-conditions). Pure.
 *
 * A stay from `begin` to `end` has one row per calendar day, `begin` .. `end` both
 * included: `end` is the departure day (no night, breakfast only). The service class of
 * a day prices the night that starts that day, so the departure day's class prices nothing.
 */

/** Meal item codes (docs/product/reference-data.md#meal-items): breakfast, lunch, dinner, overnight. */
export const mealCodes = ['b', 'l', 'd', 'n'] as const;
export type MealCode = (typeof mealCodes)[number];

export interface StayDay {
  date: string;
  serviceClassId: string;
  items: MealCode[];
}

/** docs/product/reference-data.md#service-classes: the default service class is half board. */
export const DEFAULT_SERVICE_CLASS_ID = 'hb';

/**
 * docs/product/prices-and-freebies.md#default-stay-conditions: half board on every day; first day overnight only; last (departure)
 * day breakfast only; the days in between breakfast and overnight.
 * A stay of one night yields two days: arrival ['n'], departure ['b'].
 * No days when `end` is not after `begin` (a stay has at least one night).
 */
export function defaultStayConditions(
  begin: string,
  end: string,
  serviceClassId: string = DEFAULT_SERVICE_CLASS_ID,
): StayDay[] {
  const nights = daysBetween(begin, end);
  if (!(nights >= 1)) return [];
  const days: StayDay[] = [];
  for (let i = 0; i <= nights; i++) {
    const items: MealCode[] = i === 0 ? ['n'] : i === nights ? ['b'] : ['b', 'n'];
    days.push({ date: addDays(begin, i), serviceClassId, items });
  }
  return days;
}

/**
 * The service class of each night of the stay (begin .. end - 1), by date; a day missing
 * from `conditions` uses the default class.
 */
export function nightServiceClasses(
  begin: string,
  end: string,
  conditions: readonly Pick<StayDay, 'date' | 'serviceClassId'>[],
  fallback: string = DEFAULT_SERVICE_CLASS_ID,
): { date: string; serviceClassId: string }[] {
  const byDate = new Map(conditions.map((c) => [c.date, c.serviceClassId]));
  const nights = Math.max(0, daysBetween(begin, end));
  return Array.from({ length: nights }, (_, i) => {
    const date = addDays(begin, i);
    return { date, serviceClassId: byDate.get(date) ?? fallback };
  });
}

/**
 * Problems of a conditions grid against the stay's period: a missing or extra day, or an
 * unknown meal code. Keys are field paths (`conditions`, `conditions.3.items`).
 */
export function conditionsErrors(
  begin: string,
  end: string,
  conditions: readonly StayDay[],
  serviceClassIds: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const nights = daysBetween(begin, end);
  if (!(nights >= 1)) return errors;
  if (conditions.length !== nights + 1) {
    errors.conditions = 'Le condizioni devono indicare ogni giorno del soggiorno';
    return errors;
  }
  conditions.forEach((c, i) => {
    if (c.date !== addDays(begin, i)) errors[`conditions.${i}.date`] = 'Giorno non valido';
    if (!serviceClassIds.includes(c.serviceClassId))
      errors[`conditions.${i}.serviceClassId`] = 'Trattamento non valido';
    if (c.items.some((m) => !mealCodes.includes(m))) errors[`conditions.${i}.items`] = 'Servizio non valido';
  });
  return errors;
}
