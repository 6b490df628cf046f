import { z } from 'zod';
import {
  countryRef,
  isoDate,
  namedRef,
  optionalEmail,
  optionalText,
  optionalWebsite,
  requiredText,
  versioned,
} from './common';
import { searchQuery } from './geo';
import { messages } from './messages';
import { pageQuery } from './paging';
import { idName } from './reference';
import {
  addressContactWrite,
  addressRead,
  geoQueryFields,
  hotelNameRead,
  hotelWhereRead,
  periodRead,
  periodRefinement,
  phoneFaxEmailRead,
} from './schema-parts';

// Hotels (docs/product/hotels.md). Staff only.

export const hotelMessages = {
  invalidCategory: 'Categoria non valida',
  invalidPosition: 'Posizione non valida',
  invalidLocation: 'Località non valida',
  invalidArea: 'Area non valida',
  invalidCountry: 'Nazione non valida',
  areaNotOfLocation: "L'area non corrisponde alla località",
  countryNotOfArea: "La nazione non corrisponde all'area",
  invalidGuestType: 'Tipologia ospiti non valida',
  invalidAccomodation: 'Sistemazione non valida per la tipologia ospiti',
  atLeastOne: 'Deve essere almeno 1',
  tooHigh: 'Valore troppo alto',
  hotelNotFound: 'Hotel non trovato',
  blockNotFound: 'Disponibilità non trovata',
  /** 409 InstanceInUse on DELETE /hotels/:id; `detail.hidden` tells whether to offer hiding (docs/product/hotels.md#deleting-a-hotel). */
  hotelInUse: "Impossibile eliminare l'hotel: è in uso (prezzi, disponibilità o pratiche).",
  hotelInUseHidden: "L'hotel non può essere eliminato perché è in uso; è già nascosto.",
  hiddenWarning: 'Hotel nascosto: non compare nelle ricerche.',
  selfQuoteForbidden: 'Non hai i permessi per modificare "Self quotable".',
} as const;

/** A place count (places, expirationDays, guests): integer, ≥ 0. */
export const placesCount = z
  .number()
  .int(messages.integer)
  .min(0, messages.notNegative)
  .max(100_000, hotelMessages.tooHigh);

/** ?x=true|false as a boolean (query strings carry text). */
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const optionalRefId = z
  .string()
  .trim()
  .max(10)
  .nullish()
  .transform((v) => (v ? v : null));
const optionalDbId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);

// ---- hotel ---------------------------------------------------------------------------------

export const hotelLocation = namedRef.extend({ area: namedRef });

/** Phone to description and the hidden flag, as read (the hotel and its edit form). */
const hotelContactsRead = {
  ...phoneFaxEmailRead,
  website: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  description: z.string().nullable(),
  hidden: z.boolean(),
};

/** GET /hotels/:id (docs/product/hotels.md). */
export const hotel = z
  .object({
    ...hotelNameRead,
    location: hotelLocation.nullable(),
    area: namedRef.nullable(),
    ...addressRead,
    country: countryRef.nullable(),
    ...hotelContactsRead,
  })
  .merge(versioned);
export type Hotel = z.infer<typeof hotel>;

/**
 * POST /hotels, PUT /hotels/:id (+ version). The place interplay of docs/product/geo-and-config.md#place-interplay: a location fills its
 * area and country, an area its country; the server fills them too and refuses ids that
 * do not match (fields.areaId / fields.countryId).
 */
export const hotelWrite = z.object({
  name: requiredText(200),
  categoryId: optionalRefId,
  positionId: optionalRefId,
  locationId: optionalDbId,
  areaId: optionalDbId,
  ...addressContactWrite(hotelMessages.invalidCountry),
  website: optionalWebsite(200),
  contactName: optionalText(100),
  contactEmail: optionalEmail,
  description: optionalText(5000),
});
export type HotelWrite = z.infer<typeof hotelWrite>;
export type HotelWriteInput = z.input<typeof hotelWrite>;
export const hotelUpdate = hotelWrite.merge(versioned);
export type HotelUpdate = z.infer<typeof hotelUpdate>;

/** GET /hotels/:id/edit: the write fields with ids, the version, and the names the pickers show. */
export const hotelEdit = z
  .object({
    ...namedRef.shape,
    categoryId: z.string().nullable(),
    positionId: z.string().nullable(),
    locationId: z.number().int().nullable(),
    areaId: z.number().int().nullable(),
    ...addressRead,
    countryId: z.string().nullable(),
    ...hotelContactsRead,
    location: namedRef.nullable(),
    area: namedRef.nullable(),
    country: countryRef.nullable(),
  })
  .merge(versioned);
export type HotelEdit = z.infer<typeof hotelEdit>;

/** GET /hotels: `hidden=true` includes hidden hotels; name contains; cat, pos ids; city contains; one or more geo ids. */
export const hotelListQuery = pageQuery.extend({
  hidden: booleanQuery,
  name: z.string().trim().max(100).optional(),
  cat: z.string().trim().max(10).optional(),
  pos: z.string().trim().max(10).optional(),
  city: z.string().trim().max(100).optional(),
  ...geoQueryFields,
});
export type HotelListQuery = z.infer<typeof hotelListQuery>;

/** A row of GET /hotels: Nome, Categoria, Posizione, Città, Nazione (+ where it is, hidden). */
export const hotelListItem = z.object({
  ...hotelNameRead,
  ...hotelWhereRead,
  hidden: z.boolean(),
});
export type HotelListItem = z.infer<typeof hotelListItem>;

/** GET /hotels/search?q[&loc|area|country][&hidden]: pickers; `{ items: HotelRef[] }`, at most 20, names starting with q first. */
export const hotelSearchQuery = searchQuery.extend({
  ...geoQueryFields,
  hidden: booleanQuery,
});
export type HotelSearchQuery = z.infer<typeof hotelSearchQuery>;
/** A picker's hotel: a list row but its position. */
export const hotelRef = hotelListItem.omit({ position: true });
export type HotelRef = z.infer<typeof hotelRef>;

/** GET /hotels/:id/head: what a page header needs (name, hidden warning). */
export const hotelHead = namedRef.extend({
  category: idName.nullable(),
  city: z.string().nullable(),
  hidden: z.boolean(),
});
export type HotelHead = z.infer<typeof hotelHead>;

/** An offer's state per guest type, for the 'Prezzi {guest type}' tabs. */
export const offerState = z.object({
  guestType: idName,
  active: z.boolean(),
  selfQuotable: z.boolean(),
  visibleInQuotes: z.boolean(),
  /** Last night priced (null: no prices). */
  pricedUntil: z.string().nullable(),
});
export type OfferState = z.infer<typeof offerState>;

/** GET /hotels/:id/summary: the hotel main screen (tabs) and the stay editor's hotel card. */
export const hotelSummary = hotel.extend({
  /** One per guest type of /static, in that order. */
  offers: z.array(offerState),
  /** Availability blocks ending today or later. */
  currentBlocks: z.number().int(),
});
export type HotelSummary = z.infer<typeof hotelSummary>;

/** 409 InstanceInUse detail of DELETE /hotels/:id. */
export const hotelInUseDetail = z.object({ hidden: z.boolean() });

// ---- availability blocks -------------------------------------------------------------------

const periodRefine = periodRefinement('begin', 'end');

const availabilityBlockFields = z.object({
  begin: isoDate,
  end: isoDate,
  guestTypeId: z.string().trim().min(1, messages.required).max(10),
  places: placesCount,
  expirationDays: placesCount,
});

/** POST /hotels/:id/avails; nights begin..end both included; release `expirationDays` days before each night. */
export const availabilityBlockWrite = availabilityBlockFields.superRefine(...periodRefine);
export type AvailabilityBlockWrite = z.infer<typeof availabilityBlockWrite>;
/** PUT /hotels/avails/:id[?force=true]: a shrink below the held places answers 409 NotEnoughPlaces without force. */
export const availabilityBlockUpdate = availabilityBlockFields.merge(versioned).superRefine(...periodRefine);
export type AvailabilityBlockUpdate = z.infer<typeof availabilityBlockUpdate>;

export const availabilityBlock = z
  .object({
    id: z.number().int(),
    hotelId: z.number().int(),
    ...periodRead,
    guestTypeId: z.string(),
    guestType: idName,
    places: z.number().int(),
    expirationDays: z.number().int(),
  })
  .merge(versioned);
export type AvailabilityBlock = z.infer<typeof availabilityBlock>;

/** GET /hotels/:id/avails[?type=gt][&current=true (ending today or later)]: `{ items }`, ordered by begin. */
export const availabilityBlockListQuery = z.object({
  type: z.string().trim().max(10).optional(),
  current: booleanQuery,
});

/** ?force=true on saves that may be refused with a confirmable 409. */
export const forceQuery = z.object({ force: booleanQuery });
