import { z } from 'zod';
import { namedRef } from './common';
import { idName } from './reference';
import { geoQueryFields } from './schema-parts';

// 'Rilasci in scadenza' (docs/product/allotment-and-holds.md#release-dates): the allotment nights whose release date falls in the next
// days with places still unsold (docs/product/allotment-and-holds.md#release-dates).

/** The window of release dates: `days` from today (default and bounds). */
export const RELEASES_DEFAULT_DAYS = 14;
export const RELEASES_MAX_DAYS = 60;

export const releasesMessages = {
  title: 'Rilasci in scadenza',
  empty: (days: number) => `Nessun rilascio nei prossimi ${days} giorni`,
} as const;

/**
 * GET /allotment/releases?days[&type][&q][&loc|area|country]: release dates from today to
 * today + days - 1. `type` (guest type) is optional: every type without it. Hidden hotels never.
 */
export const allotmentReleasesQuery = z.object({
  days: z.coerce.number().int().min(1).max(RELEASES_MAX_DAYS).default(RELEASES_DEFAULT_DAYS),
  type: z.string().trim().min(1).max(10).optional(),
  q: z.string().trim().max(100).optional(),
  ...geoQueryFields,
});
export type AllotmentReleasesQuery = z.infer<typeof allotmentReleasesQuery>;

/** An option counting on the night that lapses before the release (expires < release date). */
export const releaseExpiringOption = z.object({
  id: z.number().int(),
  contact: z.string(),
  places: z.number().int(),
  expires: z.string(),
  /** The case of the option's stay; null for an option of no case. */
  caseNumber: z.number().int().nullable(),
});
export type ReleaseExpiringOption = z.infer<typeof releaseExpiringOption>;

/** One night of a hotel and guest type released on `release` (the night's blocks grouped by release date). */
export const releaseNight = z.object({
  night: z.string(),
  release: z.string(),
  guestType: idName,
  /** Allotment: places of the night's blocks releasing on `release`. */
  allotted: z.number().int(),
  /** Places of every block of the night (other release dates included). */
  nightAllotted: z.number().int(),
  /** Opzionati: active options on the night. */
  optioned: z.number().int(),
  /** Confermati: reservations on the night. */
  reserved: z.number().int(),
  /** Liberi: min(allotted, max(0, nightAllotted - optioned - reserved)); always > 0. */
  free: z.number().int(),
  /** Options on the night expiring before the release (expires <= release - 1), by expiry. */
  expiringOptions: z.array(releaseExpiringOption),
});
export type ReleaseNight = z.infer<typeof releaseNight>;

export const releaseHotel = namedRef.extend({
  /** The city, else the location's name. */
  place: z.string().nullable(),
  area: z.string().nullable(),
});
export type ReleaseHotel = z.infer<typeof releaseHotel>;

export const releaseHotelNights = z.object({ hotel: releaseHotel, nights: z.array(releaseNight) });
export type ReleaseHotelNights = z.infer<typeof releaseHotelNights>;

/**
 * Hotels in name order, each with its nights by date (then guest type, release date).
 * `partial`: more hotels matched than shown (the allotment search's hotel limit).
 */
export const allotmentReleasesResponse = z.object({
  today: z.string(),
  /** The last release date of the window: today + days - 1. */
  until: z.string(),
  hotels: z.array(releaseHotelNights),
  partial: z.boolean(),
});
export type AllotmentReleasesResponse = z.infer<typeof allotmentReleasesResponse>;
