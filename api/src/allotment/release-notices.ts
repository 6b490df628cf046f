import type { ReleaseHotelNights, ReleaseNight, ReleaseNoticeNight } from '@ham/contracts';

// 'Comunicazione di rilascio' (docs/product/allotment-and-holds.md#release-notices): the pure part.

/** A night of the list by hotel, guest type, night and release date. */
export const noticeKey = (hotelId: number, guestTypeId: string, night: string, release: string) =>
  `${hotelId}|${guestTypeId}|${night}|${release}`;

/**
 * The nights asked for, as they are now: those still released with free places, by hotel (with
 * their free places as the places to announce); the others (sold since, a date past or never
 * released) are counted as not released. A night asked for twice counts once.
 */
export function matchNoticeNights(
  asked: readonly ReleaseNoticeNight[],
  current: readonly ReleaseHotelNights[],
): { hotels: { hotel: ReleaseHotelNights['hotel']; nights: ReleaseNight[] }[]; notReleased: number } {
  const now = new Map<string, { hotel: ReleaseHotelNights['hotel']; night: ReleaseNight }>();
  for (const h of current) {
    for (const n of h.nights)
      now.set(noticeKey(h.hotel.id, n.guestType.id, n.night, n.release), { hotel: h.hotel, night: n });
  }
  const seen = new Set<string>();
  const byHotel = new Map<number, { hotel: ReleaseHotelNights['hotel']; nights: ReleaseNight[] }>();
  let notReleased = 0;
  for (const a of asked) {
    const key = noticeKey(a.hotelId, a.guestTypeId, a.night, a.release);
    if (seen.has(key)) continue;
    seen.add(key);
    const found = now.get(key);
    if (!found) {
      notReleased++;
      continue;
    }
    const entry = byHotel.get(found.hotel.id) ?? { hotel: found.hotel, nights: [] };
    entry.nights.push(found.night);
    byHotel.set(found.hotel.id, entry);
  }
  for (const entry of byHotel.values()) {
    entry.nights.sort((x, y) => (x.night < y.night ? -1 : x.night > y.night ? 1 : 0));
  }
  return { hotels: [...byHotel.values()], notReleased };
}
