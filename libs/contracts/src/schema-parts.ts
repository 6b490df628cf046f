import { z } from 'zod';
import { countryRef, MAX_PERIOD_DAYS, namedRef, optionalEmail, optionalText } from './common';
import { recordId } from './http';
import { messages } from './messages';
import { idName } from './reference';
import { daysBetween } from './rules/dates';

// Fragments that several contracts repeat: spread them (`...part`) where the fields stand, so
// every schema keeps its own field order (and with it its OpenAPI output and message order).

/** ?loc, ?area, ?country of lists and searches: a location id, an area id, an ISO country code. */
export const geoQueryFields = {
  loc: recordId.optional(),
  area: recordId.optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
};

/**
 * Superrefine of a period ('YYYY-MM-DD' fields `begin` .. `end`), the issue on `end`: not
 * before `begin` (or, with `endAfterBegin`, strictly after it: a stay's departure), and at most
 * `maxDays` days from `begin` (MAX_PERIOD_DAYS; Infinity where the server applies its own limit).
 */
export const periodRule =
  <B extends string, E extends string>(
    begin: B,
    end: E,
    { endAfterBegin = false, maxDays = MAX_PERIOD_DAYS }: { endAfterBegin?: boolean; maxDays?: number } = {},
  ) =>
  (v: Record<B | E, string>, ctx: z.RefinementCtx) => {
    if (endAfterBegin ? v[end] <= v[begin] : v[end] < v[begin]) {
      const message = endAfterBegin ? messages.endAfterStart : messages.notBeforeStart;
      ctx.addIssue({ code: 'custom', path: [end], message });
    } else if (daysBetween(v[begin], v[end]) > maxDays) {
      ctx.addIssue({ code: 'custom', path: [end], message: messages.periodTooLong(maxDays) });
    }
  };

type RefinementPayload = Parameters<NonNullable<z.core.$ZodSuperRefineParams['when']>>[0];

/**
 * When a period rule may run: as soon as its two dates are valid, whatever the other fields
 * (zod skips an object's refinements while any field has an issue, so a form would show the
 * period's message only in a second round). Nothing when the value is not an object.
 */
export const periodDatesValid =
  (begin: string, end: string) =>
  ({ value, issues }: RefinementPayload) => {
    if (typeof value !== 'object' || value === null) return false;
    const v = value as Record<string, unknown>;
    if (typeof v[begin] !== 'string' || typeof v[end] !== 'string') return false;
    return !issues.some((i) => i.path?.length === 0 || i.path?.[0] === begin || i.path?.[0] === end);
  };

/**
 * `periodRule` with its `when`, to spread in `.superRefine(...periodRefinement('begin', 'end'))`:
 * the period's message comes with every other message of the form, on its field.
 */
export const periodRefinement = <B extends string, E extends string>(
  begin: B,
  end: E,
  options?: { endAfterBegin?: boolean; maxDays?: number },
) => [periodRule(begin, end, options), { when: periodDatesValid(begin, end) }] as const;

/** An optional ISO 3166-1 alpha-2 country id: trimmed, upper-cased, empty or null for none. */
export const optionalCountryId = (message: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[A-Z]{2}$/.test(v), message);

/** Postal address, country id, phone, fax and e-mail of a payload: texts trimmed, empty ones null. */
export const addressContactWrite = (invalidCountry: string) => ({
  address: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  /** ISO 3166-1 alpha-2; empty or null for none. */
  countryId: optionalCountryId(invalidCountry),
  phone: optionalText(50),
  fax: optionalText(50),
  email: optionalEmail,
});

/** A postal address as read (the country follows, as a reference or an id). */
export const addressRead = {
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
};

/** Phone, fax and e-mail as read. */
export const phoneFaxEmailRead = {
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
};

/** A period as read: 'YYYY-MM-DD' `begin` .. `end`. */
export const periodRead = {
  begin: z.string(),
  end: z.string(),
};

/** A hotel's id, name, category and position, as read: what names it on a card, a row, a contact sheet. */
export const hotelNameRead = {
  ...namedRef.shape,
  category: idName.nullable(),
  position: idName.nullable(),
};

/** Where a hotel is, as lists, pickers and cards show it: city, location, area, country. */
export const hotelWhereRead = {
  city: z.string().nullable(),
  location: namedRef.nullable(),
  area: namedRef.nullable(),
  country: countryRef.nullable(),
};
