import { z } from 'zod';
import { messages } from './messages';
import { isIsoDate } from './rules/dates';

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max = 200) =>
  z.string().trim().min(1, messages.required).max(max, messages.tooLong(max));

/** An optional trimmed text: empty becomes null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * An optional web address: http or https only (a 'javascript:' or 'data:' link is refused, so a
 * stored website is always safe to link); a bare host ('www.hotel.it') gets 'https://'.
 */
export const optionalWebsite = (max = 200) =>
  optionalText(max)
    .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
    .refine((v) => {
      if (v === null) return true;
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, messages.url);

/**
 * An optional whole number from 0 to `max` (a count, an amount in cents): empty becomes
 * `empty`; not a whole number, or above `max`, says `message`.
 */
export const optionalWholeNumber = <E extends number | null>(max: number, message: string, empty: E) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, messages.notNegative)
    .max(max, message)
    .nullish()
    .transform((v): number | E => v ?? empty);

/** An optional e-mail: trimmed, empty becomes null, otherwise it must be valid. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254, messages.tooLong(254))
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, messages.email);

/**
 * A schema's own message for a value that is there but wrong (`z.enum(ids, whenPresent('Ruolo
 * non valido'))`); a missing value keeps the locale's 'Campo obbligatorio' (locale.ts).
 */
export const whenPresent = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input == null ? undefined : message),
});

/**
 * The calendar the app accepts (docs/SECURITY.md): a date outside it is a typing error, and bounding
 * it bounds every computation over days. Every date of a request is within it.
 */
export const MIN_DATE = '2000-01-01';
export const MAX_DATE = '2099-12-31';
/**
 * The longest period, in days from begin to end: a case, a stay, an availability block, a
 * price entry, a hold (and the allotment search's default limit, docs/product/allotment-and-holds.md).
 */
export const MAX_PERIOD_DAYS = 366;

/** A date as it travels in JSON: `YYYY-MM-DD`, a real day, within MIN_DATE .. MAX_DATE. */
export const isoDate = z
  // Anything but a text is a date in the wrong format.
  .string(whenPresent(messages.dateFormat))
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.dateFormat)
  .refine(isIsoDate, messages.invalidDate)
  .refine((s) => s >= MIN_DATE && s <= MAX_DATE, messages.dateOutOfRange);

/**
 * Optimistic concurrency: every editable record carries `version` (incremented on each
 * update). A PUT sends back the version it read; a stale one answers 409 StaleRecord.
 */
/** The largest value of PostgreSQL's `integer` (versions, counters): beyond it no row can hold it. */
export const MAX_INTEGER = 2_147_483_647;

export const versioned = z.object({ version: z.number().int().nonnegative().max(MAX_INTEGER) });

/**
 * A whole number in a query string: decimal digits only, so '2e3', '0x7E1', '1.0' or ' 12' are
 * refused (`Number` would read them as 2000, 2017, 1, 12), then within `min`..`max`.
 */
export const queryInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number({ error: messages.integer }).int(messages.integer).min(min).max(max),
  );

/** A reference to a country: ISO 3166-1 alpha-2 code and its Italian name. */
export const countryRef = z.object({ id: z.string().length(2), name: z.string() });
export type CountryRef = z.infer<typeof countryRef>;

/** `{ id, name }` pairs used in lists. */
export const namedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;
