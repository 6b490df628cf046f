import {
  type AllotmentReleasesQuery,
  type AllotmentReleasesResponse,
  addDays,
  hotelMessages,
  messages,
  RELEASES_MAX_DAYS,
  type ReleaseHotelNights,
  todayInRome,
} from '@ham/contracts';
import type { Db } from '../db/schema';
import { badRequest } from '../errors';
import { checkGeoFilter } from '../geo/geo-filter';
import { listGuestTypes } from '../hotels/reference-checks';
import { withNotices } from './release-notices-service';
import { groupReleases } from './releases';
import { listReleases, type ReleasesCursor } from './releases-repository';
import type { AllotmentLimits } from './search-service';

/** Hotels read per query beyond those still wanted: a few may have every releasing night sold. */
const SLACK = 50;

/**
 * GET /allotment/releases ('Rilasci in scadenza'): the nights whose release date falls in
 * [today, today + days - 1] with places still unsold, grouped by hotel (at most
 * `limits.maxHotels`, `partial` when more have some). Days and guest type are checked before
 * any work. The hotels with a release in the window are read in name order; one whose
 * releasing nights are all sold is dropped, and the walk goes on after the last hotel read
 * only while fewer than maxHotels + 1 remain (usually never: one query).
 */
export async function listAllotmentReleases(
  db: Db,
  q: AllotmentReleasesQuery,
  limits: Pick<AllotmentLimits, 'maxHotels'>,
  today = todayInRome(),
): Promise<AllotmentReleasesResponse> {
  if (!Number.isInteger(q.days) || q.days < 1 || q.days > RELEASES_MAX_DAYS)
    throw badRequest(messages.validation, { days: messages.invalidValue });
  const guestTypes = await listGuestTypes(db);
  if (q.type !== undefined && !guestTypes.some((g) => g.id === q.type))
    throw badRequest(messages.validation, { type: hotelMessages.invalidGuestType });
  await checkGeoFilter(db, q);
  const until = addDays(today, q.days - 1);
  const wanted = limits.maxHotels + 1;
  const hotels: ReleaseHotelNights[] = [];
  let cursor: ReleasesCursor | undefined;
  for (;;) {
    const batch = wanted - hotels.length + SLACK;
    const rows = await listReleases(db, q, today, until, batch, cursor);
    hotels.push(...groupReleases(rows, guestTypes, today, q.days));
    const last = rows.at(-1);
    if (rows.length < batch || hotels.length >= wanted || !last) break;
    cursor = [last.sort_key, last.id];
  }
  const partial = hotels.length > limits.maxHotels;
  const shown = partial ? hotels.slice(0, limits.maxHotels) : hotels;
  return { today, until, hotels: await withNotices(db, shown, today, until), partial };
}
