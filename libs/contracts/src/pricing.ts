import { z } from 'zod';
import { isoDate, versioned } from './common';
import { messages } from './messages';
import { idName } from './reference';
import { periodRefinement } from './schema-parts';

// Price lists (docs/product/prices-and-freebies.md).
// Money: integer euro cents.

export const pricingMessages = {
  offerInactive: 'Listino prezzi non attivo per questo hotel',
  noPrices: 'Prezzi non disponibili per il periodo selezionato',
  /** 409 with detail 'period overlap' (the client confirms and resends with force=true). */
  periodOverlap:
    'Il periodo indicato si sovrappone in tutto o in parte a periodi esistenti con altri prezzi.',
  priceNotFound: 'Prezzi non trovati',
  invalidServiceClass: 'Trattamento non valido',
  invalidAccomodation: 'Sistemazione non valida per la tipologia ospiti',
  negativeTotal: 'Il prezzo con il supplemento non può essere negativo',
  tooHigh: 'Valore troppo alto',
  /** The confirm texts, for the screens (docs/product/prices-and-freebies.md#overlapping-periods). */
  overlapConfirm:
    'Il periodo indicato si sovrappone in tutto o in parte a periodi esistenti con altri prezzi. Proseguendo, gli altri periodi verranno sovrascritti eliminandone i prezzi o riducendone la validità. Procedere?',
  disableConfirm:
    'Disattivando il listino i prezzi non saranno più validi, ma potrai riattivarli in seguito. Procedere?',
} as const;

/** The detail of the 409 that a forced save overrides. */
export const PERIOD_OVERLAP = 'period overlap';

export const MAX_PRICE_CENTS = 99_999_999;
/** A price or cost per person per night, in cents: ≥ 0. */
export const priceCents = z
  .number()
  .int(messages.integer)
  .min(0, messages.notNegative)
  .max(MAX_PRICE_CENTS, pricingMessages.tooHigh);
/** A supplement may be a reduction (e.g. the third bed), as long as base + supplement stays ≥ 0. */
export const supplementCents = z
  .number()
  .int(messages.integer)
  .min(-MAX_PRICE_CENTS, pricingMessages.tooHigh)
  .max(MAX_PRICE_CENTS, pricingMessages.tooHigh);

/** Keyed by service class id (prices, costs) or extra accommodation id (extras, extrasCosts); null or absent = not priced. */
const centsMap = (amount: z.ZodNumber) =>
  z
    .record(z.string().max(10), amount.nullable())
    .default({})
    .transform(
      (m) => Object.fromEntries(Object.entries(m).filter(([, v]) => v !== null)) as Record<string, number>,
    );

/** POST /hotels/:hotelId/offers/:gtype/prices[?force=true]; PUT /hotels/prices/:id[?force=true] (+ version). */
export const priceEntryWrite = z
  .object({
    begin: isoDate,
    end: isoDate,
    prices: centsMap(priceCents),
    costs: centsMap(priceCents),
    extras: centsMap(supplementCents),
    extrasCosts: centsMap(supplementCents),
  })
  // docs/product/prices-and-freebies.md#price-entries: pricing end must be later than begin; at most MAX_PERIOD_DAYS.
  .superRefine(...periodRefinement('begin', 'end', { endAfterBegin: true }))
  .superRefine((v, ctx) => {
    for (const [map, base] of [
      ['extras', v.prices],
      ['extrasCosts', v.costs],
    ] as const) {
      for (const [type, extra] of Object.entries(v[map])) {
        if (extra >= 0) continue;
        const lowest = Math.min(...Object.values(base));
        if (Object.keys(base).length === 0 || lowest + extra < 0) {
          ctx.addIssue({ code: 'custom', path: [map, type], message: pricingMessages.negativeTotal });
        }
      }
    }
  });
export type PriceEntryWrite = z.infer<typeof priceEntryWrite>;
export type PriceEntryWriteInput = z.input<typeof priceEntryWrite>;
export const priceEntryUpdate = priceEntryWrite.and(versioned);
export type PriceEntryUpdate = z.infer<typeof priceEntryUpdate>;

export const priceEntry = z
  .object({
    id: z.number().int(),
    hotelId: z.number().int(),
    guestTypeId: z.string(),
    begin: z.string(),
    end: z.string(),
    prices: z.record(z.string(), z.number().int()),
    costs: z.record(z.string(), z.number().int()),
    extras: z.record(z.string(), z.number().int()),
    extrasCosts: z.record(z.string(), z.number().int()),
  })
  .merge(versioned);
export type PriceEntry = z.infer<typeof priceEntry>;

/** The result of a save: the entry, and what a forced save did to the others. */
export const priceEntrySaved = priceEntry.extend({
  overwritten: z.object({
    deleted: z.array(z.number().int()),
    shortened: z.array(z.number().int()),
    /** Ids of the tails created when an entry was split. */
    created: z.array(z.number().int()),
  }),
});
export type PriceEntrySaved = z.infer<typeof priceEntrySaved>;

export const freebieRule = z.object({
  every: z.number().int(messages.integer).min(1, 'Deve essere almeno 1').max(1000, pricingMessages.tooHigh),
  accomodationId: z.string().trim().min(1, messages.required).max(10),
});
export type FreebieRule = z.infer<typeof freebieRule>;

/** Default of 'one person every' in the offer form (docs/product/prices-and-freebies.md#price-lists-offers). */
export const DEFAULT_FREEBIE_EVERY = 10;

/**
 * GET /hotels/:id/offers/:gtype. An offer never configured, or disabled, has `active: false`
 * (the prices of a disabled offer are kept and come back when it is enabled again).
 */
export const hotelOffer = z.object({
  hotelId: z.number().int(),
  guestType: idName,
  active: z.boolean(),
  selfQuotable: z.boolean(),
  visibleInQuotes: z.boolean(),
  freebie: freebieRule.nullable(),
  /** Ordered by begin. Empty when inactive. */
  prices: z.array(priceEntry),
  /** 0 for an offer never configured. */
  version: z.number().int().nonnegative(),
});
export type HotelOffer = z.infer<typeof hotelOffer>;

/**
 * PUT /hotels/:id/offers/:gtype: enables (or reconfigures) the price list. `selfQuotable`
 * needs the `self_quote` permission when it changes (403); omitted fields keep their value.
 * `version` (as read) is checked when given: 409 StaleRecord.
 */
export const hotelOfferWrite = z.object({
  selfQuotable: z.boolean().optional(),
  visibleInQuotes: z.boolean().optional(),
  freebie: freebieRule.nullish().transform((v) => v ?? null),
  version: z.number().int().nonnegative().optional(),
});
export type HotelOfferWrite = z.infer<typeof hotelOfferWrite>;
