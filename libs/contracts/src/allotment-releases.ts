import { z } from 'zod';
import { isoDate, namedRef, versioned } from './common';
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
  /** The night's 'Comunicazione di rilascio' to the hotel, once sent: when and how many places. */
  notice: z.object({ sentAt: z.string(), places: z.number().int() }).nullable(),
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

// ---- 'Comunicazione di rilascio' (docs/product/allotment-and-holds.md#release-notices) ---------

/** The most nights one request announces (a season's releases of many hotels). */
export const RELEASE_NOTICE_MAX_NIGHTS = 2_000;

export const releaseNoticeMessages = {
  send: 'Invia comunicazione di rilascio',
  none: 'Selezionare almeno una notte',
  tooMany: `Al massimo ${RELEASE_NOTICE_MAX_NIGHTS} notti per invio`,
  sentOn: (date: string) => `Comunicato il ${date}`,
} as const;

/** One night of the list, as the list names it: hotel, guest type, night, release date. */
export const releaseNoticeNight = z.object({
  hotelId: z.number().int().positive(),
  guestTypeId: z.string().trim().min(1).max(10),
  night: isoDate,
  release: isoDate,
});
export type ReleaseNoticeNight = z.infer<typeof releaseNoticeNight>;

/** POST /allotment/releases/notices: the nights chosen on 'Rilasci in scadenza'. */
export const releaseNoticeRequest = z.object({
  nights: z
    .array(releaseNoticeNight)
    .min(1, releaseNoticeMessages.none)
    .max(RELEASE_NOTICE_MAX_NIGHTS, releaseNoticeMessages.tooMany),
});
export type ReleaseNoticeRequest = z.infer<typeof releaseNoticeRequest>;

/**
 * What was done: one e-mail per hotel with its nights not yet announced (`sent`); nights already
 * announced, or no longer released with free places, are left out and counted; hotels without an
 * e-mail address get nothing and are named.
 */
export const releaseNoticeResult = z.object({
  sent: z.array(z.object({ hotel: namedRef, to: z.string(), nights: z.number().int() })),
  alreadySent: z.number().int(),
  notReleased: z.number().int(),
  withoutEmail: z.array(namedRef),
});
export type ReleaseNoticeResult = z.infer<typeof releaseNoticeResult>;

/**
 * Configurazione → 'Rilasci' (docs/product/allotment-and-holds.md#release-notices): when on, a daily
 * job sends each hotel the notice of the nights released that day, as 'Invia comunicazione di
 * rilascio' would. Off by default: many operators announce releases by hand.
 */
export const releasesConfigWrite = z.object({ autoNotices: z.boolean() });
export type ReleasesConfigWrite = z.output<typeof releasesConfigWrite>;
export const releasesConfigUpdate = releasesConfigWrite.merge(versioned);
export type ReleasesConfigUpdate = z.output<typeof releasesConfigUpdate>;
export const releasesConfig = releasesConfigWrite.merge(versioned);
export type ReleasesConfig = z.infer<typeof releasesConfig>;
