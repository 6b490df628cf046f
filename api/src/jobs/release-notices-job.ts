import { type ReleaseNoticeNight, type ReleaseNoticeResult, todayInRome } from '@ham/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sendReleaseNotices } from '../allotment/release-notices-service';
import { groupReleases } from '../allotment/releases';
import { listReleases, type ReleasesCursor } from '../allotment/releases-repository';
import { readConfig } from '../config-groups/config-service';
import type { Db } from '../db/schema';
import { listGuestTypes } from '../hotels/reference-checks';
import type { JobQueue } from './job-queue';

/**
 * The automatic release notices (Configurazione → 'Rilasci', off by default;
 * docs/product/allotment-and-holds.md#release-notices): every morning, the nights whose release
 * date is today and still have free places are announced to their hotels, one e-mail per hotel,
 * exactly as 'Invia comunicazione di rilascio' does ('sistema' as the sender). A night already
 * announced, by hand or by an earlier run, is not announced again (release_notices' unique key).
 */
export const RELEASE_NOTICES_JOB = 'release-notices';
export const RELEASE_NOTICES_CRON = '0 7 * * *';
/** Hotels read per page of the walk. */
const PAGE = 200;

/** The notices of the nights released on `today`, when the job is switched on (null when off). */
export async function sendTodaysReleaseNotices(
  db: Db,
  today = todayInRome(),
): Promise<ReleaseNoticeResult | null> {
  const { autoNotices } = await readConfig(db, 'releases');
  if (!autoNotices) return null;
  const guestTypes = await listGuestTypes(db);
  const total: ReleaseNoticeResult = { sent: [], alreadySent: 0, notReleased: 0, withoutEmail: [] };
  let cursor: ReleasesCursor | undefined;
  for (;;) {
    // The cockpit's own engine, for one day of release dates: today's.
    const rows = await listReleases(db, {}, today, today, PAGE, cursor);
    const nights: ReleaseNoticeNight[] = groupReleases(rows, guestTypes, today, 1).flatMap((h) =>
      h.nights
        .filter((n) => n.release === today)
        .map((n) => ({
          hotelId: h.hotel.id,
          guestTypeId: n.guestType.id,
          night: n.night,
          release: n.release,
        })),
    );
    if (nights.length > 0) {
      const result = await sendReleaseNotices(db, { nights }, null, today);
      total.sent.push(...result.sent);
      total.alreadySent += result.alreadySent;
      total.notReleased += result.notReleased;
      total.withoutEmail.push(...result.withoutEmail);
    }
    const last = rows.at(-1);
    if (rows.length < PAGE || !last) return total;
    cursor = [last.sort_key, last.id];
  }
}

/** Schedules the job on the process's job queue (main.ts); every replica may call it. */
export async function startReleaseNoticesSchedule(deps: { db: Db; queue: JobQueue; log: FastifyBaseLogger }) {
  const { boss } = deps.queue;
  await deps.queue.createQueue(RELEASE_NOTICES_JOB, {
    name: RELEASE_NOTICES_JOB,
    policy: 'singleton',
    retryLimit: 3,
  });
  await boss.schedule(RELEASE_NOTICES_JOB, RELEASE_NOTICES_CRON, {}, { tz: 'Europe/Rome' });
  await boss.work(RELEASE_NOTICES_JOB, async () => {
    const result = await sendTodaysReleaseNotices(deps.db);
    if (result)
      deps.log.info(
        {
          hotels: result.sent.length,
          alreadySent: result.alreadySent,
          withoutEmail: result.withoutEmail.length,
        },
        'comunicazioni di rilascio automatiche',
      );
  });
}
