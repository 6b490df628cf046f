import { addDays, formatDate, todayInRome } from '@ham/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { readConfig } from '../config-groups/config-service';
import type { Db } from '../db/schema';
import { startJobQueue } from '../jobs/job-queue';
import { queueMail } from '../mail/outbox';
import type { OutgoingMail } from '../mail/outbox-repository';

/**
 * The daily e-mail of the options about to expire (DECISIONS §5, config group
 * 'expiringoptions'): at 07:00 Europe/Rome, exactly once per day even with several API
 * replicas. pg-boss fires the cron once per tick across replicas; the (job, day) primary
 * key of daily_job_runs, claimed in the transaction that queues the e-mail, makes a second
 * run of the same day (a retry, a restart, a manual call) a no-op.
 */
export const EXPIRING_OPTIONS_JOB = 'expiring-options';
export const EXPIRING_OPTIONS_CRON = '0 7 * * *';

export interface ExpiringOption {
  expires: string;
  hotelName: string;
  begin: string;
  end: string;
  places: number;
  contact: string;
  caseNumber: number | null;
  caseName: string | null;
}

export function expiringOptionsMail(to: string, day: string, options: ExpiringOption[]): OutgoingMail {
  const lines = options.map(
    (o) =>
      `- scade il ${formatDate(o.expires)}: ${o.hotelName}, dal ${formatDate(o.begin)} al ${formatDate(o.end)}, ${o.places} posti, rif. ${o.contact}` +
      (o.caseNumber !== null ? ` (pratica ${o.caseNumber} - ${o.caseName})` : ''),
  );
  const text = [
    `Opzioni in scadenza al ${formatDate(day)}:`,
    '',
    ...lines,
    '',
    'Confermare o rinnovare le opzioni dalla pratica, altrimenti i posti tornano disponibili.',
  ].join('\n');
  return {
    kind: 'expiring_options',
    to,
    subject: `Opzioni in scadenza (${options.length})`,
    text,
    html: null,
  };
}

/**
 * Queues the e-mail for `day` if the group is enabled and options expire from `day` to
 * `day + daysBefore`. Returns what it did; at most one e-mail per day.
 */
export async function sendExpiringOptionsMail(
  db: Db,
  day = todayInRome(),
): Promise<{ sent: boolean; options: number }> {
  const config = await readConfig(db, 'expiringoptions');
  if (!config.enabled || !config.email || config.daysBefore === null) return { sent: false, options: 0 };
  const { email, daysBefore } = config;
  return db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto('daily_job_runs')
      .values({ job: EXPIRING_OPTIONS_JOB, day })
      .onConflict((oc) => oc.doNothing())
      .returning('job')
      .executeTakeFirst();
    if (!claimed) return { sent: false, options: 0 };
    const rows = await tx
      .selectFrom('holds as x')
      .innerJoin('hotels as h', 'h.id', 'x.hotel_id')
      .leftJoin('stays as s', 's.id', 'x.stay_id')
      .leftJoin('cases as c', 'c.number', 's.case_number')
      .select([
        'x.expires',
        'h.name as hotel_name',
        'x.begin',
        'x.end',
        'x.places',
        'x.contact',
        'c.number as case_number',
        'c.name as case_name',
      ])
      .where('x.kind', '=', 'option')
      .where('x.expires', '>=', day)
      .where('x.expires', '<=', addDays(day, daysBefore))
      .orderBy('x.expires')
      .orderBy('h.name')
      .execute();
    if (!rows.length) return { sent: false, options: 0 };
    const options = rows.map((r) => ({
      expires: r.expires as string,
      hotelName: r.hotel_name,
      begin: r.begin,
      end: r.end,
      places: r.places,
      contact: r.contact,
      caseNumber: r.case_number,
      caseName: r.case_name,
    }));
    await queueMail(tx, expiringOptionsMail(email, day, options));
    return { sent: true, options: options.length };
  });
}

/** Schedules the job on the pg-boss queue (main.ts); every replica may call it. */
export async function startExpiringOptionsSchedule(deps: {
  db: Db;
  connectionString: string;
  log: FastifyBaseLogger;
}): Promise<{ stop(): Promise<void> }> {
  const queue = await startJobQueue(deps.connectionString, (err) =>
    deps.log.error({ err }, 'coda dei job: errore'),
  );
  const { boss } = queue;
  await boss.createQueue(EXPIRING_OPTIONS_JOB, {
    name: EXPIRING_OPTIONS_JOB,
    policy: 'singleton',
    retryLimit: 3,
  });
  await boss.schedule(EXPIRING_OPTIONS_JOB, EXPIRING_OPTIONS_CRON, {}, { tz: 'Europe/Rome' });
  await boss.work(EXPIRING_OPTIONS_JOB, async () => {
    const result = await sendExpiringOptionsMail(deps.db);
    deps.log.info(result, 'avviso opzioni in scadenza');
  });
  return { stop: () => queue.stop() };
}
