import { z } from 'zod';
import { namedRef, optionalEmail, optionalText, requiredText, versioned } from './common';
import { locationRef, searchQuery } from './geo';
import { messages } from './messages';
import { pageQuery } from './paging';
import { geoQueryFields, phoneFaxEmailRead } from './schema-parts';

// Services: restaurants, bus services, guide services (docs/product/services.md).
// Money is in integer euro cents (docs/product/prices-and-freebies.md).

export const serviceMessages = {
  atLeastOne: 'Deve essere almeno 1',
  tooHigh: 'Valore troppo alto',
  invalidGuestType: 'Tipologia ospiti non valida',
  duplicateSeats: 'Numero di posti già presente',
  invalidLocation: 'Località non valida',
} as const;

/** At most 999.999,99 €: well inside PostgreSQL's integer. */
export const MAX_AMOUNT_CENTS = 99_999_999;

/** An amount in cents: required, integer, not negative. */
export const centsAmount = z
  .number()
  .int(messages.integer)
  .min(0, messages.notNegative)
  .max(MAX_AMOUNT_CENTS, serviceMessages.tooHigh);
/** An amount in cents or null ('not given'). */
export const optionalCentsAmount = centsAmount.nullish().transform((v) => v ?? null);

/** A whole number ≥ 1 (seats, 'one free every N', persons). */
export const wholeCount = z
  .number()
  .int(messages.integer)
  .min(1, serviceMessages.atLeastOne)
  .max(100_000, serviceMessages.tooHigh);

export const serviceLocationId = z.number().int(messages.invalidLocation).positive(messages.invalidLocation);

/** Durations (docs/product/services.md#durations): bus HD (half day), FD (full day), Transfer; guide HD, FD. */
export const busDurations = ['HD', 'FD', 'Transfer'] as const;
export const busDuration = z.enum(busDurations, { error: 'Durata non valida' });
export type BusDuration = z.infer<typeof busDuration>;
export const guideDurations = ['HD', 'FD'] as const;
export const guideDuration = z.enum(guideDurations, { error: 'Durata non valida' });
export type GuideDuration = z.infer<typeof guideDuration>;
/** The Italian labels of the durations (docs/product/services.md#durations). */
export const durationLabels: Record<BusDuration, string> = {
  HD: 'Mezza giornata',
  FD: 'Giornata intera',
  Transfer: 'Transfer',
};

/** Contacts shared by the three services. */
const contacts = {
  address: optionalText(200),
  phone: optionalText(50),
  email: optionalEmail,
};

// ---- list and search queries -------------------------------------------------------------

/** GET /services/{type}: paged, with name, loc, area, country (docs/product/services.md). */
export const serviceListQuery = pageQuery.extend({
  name: z.string().trim().max(100).optional(),
  ...geoQueryFields,
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;
/** GET /services/{type}/search: q, one geo id (loc, area or country), gt (guest type). */
export const serviceSearchQuery = searchQuery.extend({
  ...geoQueryFields,
  gt: z.string().trim().max(10).optional(),
});
export type ServiceSearchQuery = z.infer<typeof serviceSearchQuery>;

/** A service in a list: id, name and where it is. */
export const serviceListItem = namedRef.extend({ location: locationRef });
export type ServiceListItem = z.infer<typeof serviceListItem>;

// ---- restaurants ---------------------------------------------------------------------------

/** A map keyed by guest type id (docs/product/services.md#restaurants: prices, costs, freeEvery). */
const byGuestType = <T extends z.ZodType>(value: T) => z.record(z.string().max(10), value);

export const restaurantWrite = z.object({
  name: requiredText(100),
  locationId: serviceLocationId,
  ...contacts,
  fax: optionalText(50),
  website: optionalText(200),
  /** Only the available menus: guest type → price. */
  prices: byGuestType(centsAmount).default({}),
  /** Only costs that are not null. */
  costs: byGuestType(centsAmount).default({}),
  /** Only menus with freebies: one free every N people. */
  freeEvery: byGuestType(wholeCount).default({}),
});
export type RestaurantWrite = z.infer<typeof restaurantWrite>;
export type RestaurantWriteInput = z.input<typeof restaurantWrite>;
export const restaurantUpdate = restaurantWrite.merge(versioned);
export type RestaurantUpdate = z.infer<typeof restaurantUpdate>;

const restaurantMaps = {
  prices: z.record(z.string(), z.number().int()),
  costs: z.record(z.string(), z.number().int()),
  freeEvery: z.record(z.string(), z.number().int()),
};

export const restaurant = serviceListItem
  .extend({
    address: z.string().nullable(),
    ...phoneFaxEmailRead,
    website: z.string().nullable(),
    ...restaurantMaps,
  })
  .merge(versioned);
export type Restaurant = z.infer<typeof restaurant>;
export const restaurantListItem = serviceListItem;
export type RestaurantListItem = ServiceListItem;
/** For case files (meals): where it is, the menus, costs and freebies. */
export const restaurantHit = serviceListItem.extend({ address: z.string().nullable(), ...restaurantMaps });
export type RestaurantHit = z.infer<typeof restaurantHit>;

// ---- bus services ---------------------------------------------------------------------------

export const busPriceRow = z.object({ maxSeats: wholeCount, price: centsAmount, cost: optionalCentsAmount });
export type BusPriceRow = z.infer<typeof busPriceRow>;

/** Indexes of the rows whose maxSeats an earlier row already has. */
export function duplicateSeatRows(rows: readonly { maxSeats: number | null | undefined }[]): number[] {
  const seen = new Set<number>();
  const duplicates: number[] = [];
  rows.forEach((row, i) => {
    if (row.maxSeats === null || row.maxSeats === undefined) return;
    if (seen.has(row.maxSeats)) duplicates.push(i);
    seen.add(row.maxSeats);
  });
  return duplicates;
}

/** Price rows as they are kept and shown: by seats, smallest first. */
export const sortBySeats = <T extends { maxSeats: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.maxSeats - b.maxSeats);

/** Price rows: no two with the same maxSeats ('prices.N.maxSeats'), sorted by seats. */
export const busPriceRows = z
  .array(busPriceRow)
  .max(50)
  .default([])
  .superRefine((rows, ctx) => {
    for (const i of duplicateSeatRows(rows)) {
      ctx.addIssue({ code: 'custom', path: [i, 'maxSeats'], message: serviceMessages.duplicateSeats });
    }
  })
  .transform(sortBySeats);

export const busWrite = z.object({
  name: requiredText(100),
  locationId: serviceLocationId,
  ...contacts,
  duration: busDuration.nullish().transform((v) => v ?? null),
  prices: busPriceRows,
});
export type BusWrite = z.infer<typeof busWrite>;
export type BusWriteInput = z.input<typeof busWrite>;
export const busUpdate = busWrite.merge(versioned);
export type BusUpdate = z.infer<typeof busUpdate>;

const busPriceRead = z.object({
  maxSeats: z.number().int(),
  price: z.number().int(),
  cost: z.number().int().nullable(),
});
export const bus = serviceListItem
  .extend({
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    duration: busDuration.nullable(),
    prices: z.array(busPriceRead),
  })
  .merge(versioned);
export type Bus = z.infer<typeof bus>;
export const busListItem = serviceListItem.extend({ duration: busDuration.nullable() });
export type BusListItem = z.infer<typeof busListItem>;
/** For case files (bus trips): duration and price rows. */
export const busHit = busListItem.extend({ prices: z.array(busPriceRead) });
export type BusHit = z.infer<typeof busHit>;

// ---- guide services -------------------------------------------------------------------------

export const guideWrite = z.object({
  name: requiredText(100),
  locationId: serviceLocationId,
  companyName: optionalText(200),
  companyAddress: optionalText(200),
  phone: contacts.phone,
  email: contacts.email,
  guestTypeId: z
    .string()
    .trim()
    .max(10)
    .nullish()
    .transform((v) => v || null),
  price: optionalCentsAmount,
  cost: optionalCentsAmount,
  extraCost: optionalCentsAmount,
  persons: wholeCount.nullish().transform((v) => v ?? null),
  duration: guideDuration.nullish().transform((v) => v ?? null),
  /** Hours of the visit, e.g. 2.5. */
  hours: z
    .number()
    .positive('Deve essere maggiore di 0')
    .max(24, 'Al massimo 24 ore')
    .multipleOf(0.25, 'Al massimo due decimali (quarti d’ora)')
    .nullish()
    .transform((v) => v ?? null),
  notes: optionalText(2000),
});
export type GuideWrite = z.infer<typeof guideWrite>;
export type GuideWriteInput = z.input<typeof guideWrite>;
export const guideUpdate = guideWrite.merge(versioned);
export type GuideUpdate = z.infer<typeof guideUpdate>;

export const guide = serviceListItem
  .extend({
    companyName: z.string().nullable(),
    companyAddress: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    guestTypeId: z.string().nullable(),
    price: z.number().int().nullable(),
    cost: z.number().int().nullable(),
    extraCost: z.number().int().nullable(),
    persons: z.number().int().nullable(),
    duration: guideDuration.nullable(),
    hours: z.number().nullable(),
    notes: z.string().nullable(),
  })
  .merge(versioned);
export type Guide = z.infer<typeof guide>;
/** 'Tipologia' of the list is the guest type. */
export const guideListItem = serviceListItem.extend({
  guestType: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type GuideListItem = z.infer<typeof guideListItem>;
/** For case files (guided tours). */
export const guideHit = serviceListItem.extend({
  guestTypeId: z.string().nullable(),
  price: z.number().int().nullable(),
  duration: guideDuration.nullable(),
  hours: z.number().nullable(),
});
export type GuideHit = z.infer<typeof guideHit>;
