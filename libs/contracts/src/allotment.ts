import { z } from 'zod';
import { gridSeries } from './allotment-grid';
import { isoDate, namedRef } from './common';
import { hotelRef } from './hotels';
import { messages } from './messages';
import { pageQuery } from './paging';
import { idName } from './reference';
import { geoQueryFields, periodRead, periodRefinement } from './schema-parts';

// Allotment search and holds (docs/product/allotment-and-holds.md).

export const allotmentMessages = {
  /** 400 PeriodTooLarge (docs/product/allotment-and-holds.md#limits). */
  periodTooLarge: 'Il periodo indicato è troppo esteso, restringere il periodo.',
  partial: (n: number) =>
    `Per contenere i tempi di ricerca sono visualizzati solo ${n} degli hotel corrispondenti ai criteri indicati. Restringere l'area geografica e/o filtrare per nome per individuare altri hotel.`,
  noResults: 'Nessun risultato',
  /** 409 NotEnoughPlaces; `detail.nights` lists the short nights. */
  notEnoughPlaces: 'Posti non sufficienti per il periodo richiesto.',
  optionNotFound: 'Opzione non trovata',
  holdNotFound: 'Blocco posti non trovato',
  pastExpiry: 'Data nel passato non valida',
  contactRequired: 'Campo obbligatorio',
} as const;

/** Search limits (docs/product/allotment-and-holds.md): configurable on the server; the defaults. */
export const ALLOTMENT_MAX_DAYS = 366;
export const ALLOTMENT_MAX_HOTELS = 1000;

/**
 * GET /allotment/search?type&from&to[&q][&loc|area|country]. `type` is the guest type
 * (required radio). Hidden hotels are never included.
 */
export const allotmentSearchQuery = z
  .object({
    type: z.string().trim().min(1, messages.required).max(10),
    from: isoDate,
    to: isoDate,
    q: z.string().trim().max(100).optional(),
    ...geoQueryFields,
  })
  // The length is the server's configurable PeriodTooLarge (docs/product/allotment-and-holds.md), checked before any work.
  .superRefine(...periodRefinement('from', 'to', { maxDays: Number.POSITIVE_INFINITY }));
export type AllotmentSearchQuery = z.infer<typeof allotmentSearchQuery>;

/** A hotel with its reference without `hidden` (hidden hotels are never included): the agency's quote options. */
export const hotelOfSearch = hotelRef.omit({ hidden: true });
export type HotelOfSearch = z.infer<typeof hotelOfSearch>;

/**
 * A hotel of the grid: what its sticky column shows ('categoria · luogo'): the category's
 * name ('4 stelle') and its place, the hotel's city else its location's name.
 */
export const allotmentHotel = namedRef.extend({
  category: z.string().nullable(),
  place: z.string().nullable(),
});
export type AllotmentHotel = z.infer<typeof allotmentHotel>;

/** One hotel of the grid: its day series in the compact format of allotment-grid.ts. */
export const allotmentResult = gridSeries.extend({ hotel: allotmentHotel });
export type AllotmentResult = z.infer<typeof allotmentResult>;

/**
 * The response: hotels in name order that have a block or a hold for the guest type in the
 * period, each with its day series run-length encoded (allotment-grid.ts; read it with
 * decodeAllotmentGrid). `days` from `begin` to `end`; `today` the date the release was
 * computed for. `partial`: more hotels matched than shown (results.length of them).
 */
export const allotmentSearchResponse = z.object({
  results: z.array(allotmentResult),
  begin: z.string(),
  end: z.string(),
  days: z.number().int(),
  today: z.string(),
  partial: z.boolean(),
});
export type AllotmentSearchResponse = z.infer<typeof allotmentSearchResponse>;

// ---- holds ---------------------------------------------------------------------------------

export const holdKind = z.enum(['option', 'reservation']);
export type HoldKindValue = z.infer<typeof holdKind>;

/** An option or reservation on a hotel's places, nights begin .. end - 1 (`end` is the departure). */
export const hold = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  guestTypeId: z.string(),
  ...periodRead,
  places: z.number().int(),
  kind: holdKind,
  /** Options: last valid day. Null for reservations. */
  expires: z.string().nullable(),
  contact: z.string(),
  stayId: z.number().int().nullable(),
  /** Placed or changed with force=true beyond the available places: by whom. */
  forced: z.boolean(),
  forcedBy: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Hold = z.infer<typeof hold>;

/** A night a hold could not get: 409 NotEnoughPlaces `detail.nights`. */
export const shortNight = z.object({
  date: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
  missing: z.number().int(),
});
export type ShortNightDetail = z.infer<typeof shortNight>;
export const notEnoughPlacesDetail = z.object({ nights: z.array(shortNight) });

/** GET /allotment/options/expired (paged; most recently expired first). */
export const expiredOptionsQuery = pageQuery;
export const expiredOption = z.object({
  id: z.number().int(),
  expires: z.string(),
  hotel: namedRef,
  ...periodRead,
  places: z.number().int(),
  guestType: idName,
  contact: z.string(),
  stayId: z.number().int().nullable(),
  /** The case of the option's stay ('Riferimento' links to it); null for an option of no case. */
  caseNumber: z.number().int().nullable(),
});
export type ExpiredOption = z.infer<typeof expiredOption>;
