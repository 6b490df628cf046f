import {
  addDays,
  hotelMessages,
  messages,
  RELEASES_MAX_DAYS,
  type ReleaseHotelNights,
  type ReleaseNoticeRequest,
  type ReleaseNoticeResult,
  todayInRome,
} from '@ham/contracts';
import { readConfig } from '../config-groups/config-service';
import type { Db } from '../db/schema';
import { badRequest } from '../errors';
import { listGuestTypes } from '../hotels/reference-checks';
import { queueMail } from '../mail/outbox';
import { releaseNoticeMail } from '../mail/templates';
import { matchNoticeNights, noticeKey } from './release-notices';
import { groupReleases } from './releases';
import { listReleases, noticesOf } from './releases-repository';

/**
 * POST /allotment/releases/notices ('Invia comunicazione di rilascio'): for each hotel, one e-mail
 * (outbox) to its contact address (else its e-mail) listing its chosen nights still released with
 * free places and not yet announced, recorded per night in the same transaction. The unique key
 * of release_notices makes a night announced once, whoever sends it at the same time.
 */
export async function sendReleaseNotices(
  db: Db,
  input: ReleaseNoticeRequest,
  actorId: number | null,
  today = todayInRome(),
): Promise<ReleaseNoticeResult> {
  const guestTypes = await listGuestTypes(db);
  if (input.nights.some((n) => !guestTypes.some((g) => g.id === n.guestTypeId)))
    throw badRequest(messages.validation, { nights: hotelMessages.invalidGuestType });
  const hotelIds = [...new Set(input.nights.map((n) => n.hotelId))];
  const until = addDays(today, RELEASES_MAX_DAYS - 1);
  // The releases as they are now, by the cockpit's own engine, for these hotels only.
  const rows = await listReleases(db, {}, today, until, hotelIds.length, undefined, hotelIds);
  const { hotels, notReleased } = matchNoticeNights(
    input.nights,
    groupReleases(rows, guestTypes, today, RELEASES_MAX_DAYS),
  );
  const addresses = new Map(
    (hotels.length
      ? await db
          .selectFrom('hotels')
          .select(['id', 'email', 'contact_email'])
          .where(
            'id',
            'in',
            hotels.map((h) => h.hotel.id),
          )
          .execute()
      : []
    ).map((h) => [h.id, h.contact_email || h.email || null]),
  );
  const { companyName } = await readConfig(db, 'company');
  const typeName = new Map(guestTypes.map((g) => [g.id, g.name]));
  const result: ReleaseNoticeResult = { sent: [], alreadySent: 0, notReleased, withoutEmail: [] };
  for (const { hotel, nights } of hotels) {
    const to = addresses.get(hotel.id);
    if (!to) {
      result.withoutEmail.push({ id: hotel.id, name: hotel.name });
      continue;
    }
    await db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('release_notices')
        .values(
          nights.map((n) => ({
            hotel_id: hotel.id,
            guest_type_id: n.guestType.id,
            night: n.night,
            release: n.release,
            places: n.free,
            sent_to: to,
            sent_by: actorId,
          })),
        )
        .onConflict((oc) => oc.columns(['hotel_id', 'guest_type_id', 'night', 'release']).doNothing())
        .returning(['id', 'guest_type_id', 'night', 'places'])
        .execute();
      result.alreadySent += nights.length - inserted.length;
      if (inserted.length === 0) return;
      const announced = inserted
        .map((n) => ({
          night: String(n.night),
          guestTypeName: typeName.get(n.guest_type_id) ?? n.guest_type_id,
          places: n.places,
        }))
        .sort((a, b) =>
          a.night < b.night ? -1 : a.night > b.night ? 1 : a.guestTypeName.localeCompare(b.guestTypeName),
        );
      const mailId = await queueMail(tx, releaseNoticeMail(to, hotel.name, announced, companyName));
      await tx
        .updateTable('release_notices')
        .set({ mail_id: mailId })
        .where(
          'id',
          'in',
          inserted.map((n) => n.id),
        )
        .execute();
      result.sent.push({ hotel: { id: hotel.id, name: hotel.name }, to, nights: inserted.length });
    });
  }
  return result;
}

/** The list's nights with the notice each one had (GET /allotment/releases). */
export async function withNotices(
  db: Db,
  hotels: ReleaseHotelNights[],
  today: string,
  until: string,
): Promise<ReleaseHotelNights[]> {
  const notices = await noticesOf(
    db,
    hotels.map((h) => h.hotel.id),
    today,
    until,
  );
  if (notices.length === 0) return hotels;
  const byKey = new Map(
    notices.map((n) => [
      noticeKey(n.hotel_id, n.guest_type_id, n.night, n.release),
      { sentAt: n.sent_at.toISOString(), places: n.places },
    ]),
  );
  return hotels.map((h) => ({
    ...h,
    nights: h.nights.map((n) => {
      const notice = byKey.get(noticeKey(h.hotel.id, n.guestType.id, n.night, n.release));
      return notice ? { ...n, notice } : n;
    }),
  }));
}
