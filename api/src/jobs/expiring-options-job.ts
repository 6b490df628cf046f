import { addDays, formatItalianDate, todayInRome } from '@ham/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type ExpiringOption, findExpiringOptions } from '../allotment/holds-repository';
import { readConfig } from '../config-groups/config-service';
import type { Db } from '../db/schema';
import { queueMail } from '../mail/outbox';
import type { OutgoingMail } from '../mail/outbox-repository';
import { claimDailyJobRun } from './daily-job-runs-repository';
import type { JobQueue } from './job-queue';

/**
 * The daily e-mail of the options about to expire (docs/product/allotment-and-holds.md, config group
 * 'expiringoptions'): at 07:00 Europe/Rome, exactly once per day even with several API
 * replicas. pg-boss fires the cron once per tick across replicas; the (job, day) primary
 * key of daily_job_runs, claimed in the transaction that queues the e-mail, makes a second
 * run of the same day (a retry, a restart, a manual call) a no-op.
 */
export const EXPIRING_OPTIONS_JOB = 'expiring-options';
export const EXPIRING_OPTIONS_CRON = '0 7 * * *';

export function expiringOptionsMail(to: string, day: string, options: ExpiringOption[]): OutgoingMail {
  const lines = options.map(
    (o) =>
      `- scade il ${formatItalianDate(o.expires)}: ${o.hotelName}, dal ${formatItalianDate(o.begin)} al ${formatItalianDate(o.end)}, ${o.places} posti, rif. ${o.contact}` +
      (o.caseNumber !== null ? ` (pratica ${o.caseNumber} - ${o.caseName})` : ''),
  );
  const text = [
    `Opzioni in scadenza al ${formatItalianDate(day)}:`,
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
    if (!(await claimDailyJobRun(tx, EXPIRING_OPTIONS_JOB, day))) return { sent: false, options: 0 };
    const options = await findExpiringOptions(tx, day, addDays(day, daysBefore));
    if (!options.length) return { sent: false, options: 0 };
    await queueMail(tx, expiringOptionsMail(email, day, options));
    return { sent: true, options: options.length };
  });
}

/** Schedules the job on the process's job queue (main.ts); every replica may call it. */
export async function startExpiringOptionsSchedule(deps: {
  db: Db;
  queue: JobQueue;
  log: FastifyBaseLogger;
}) {
  const { boss } = deps.queue;
  await deps.queue.createQueue(EXPIRING_OPTIONS_JOB, {
    name: EXPIRING_OPTIONS_JOB,
    policy: 'singleton',
    retryLimit: 3,
  });
  await boss.schedule(EXPIRING_OPTIONS_JOB, EXPIRING_OPTIONS_CRON, {}, { tz: 'Europe/Rome' });
  await boss.work(EXPIRING_OPTIONS_JOB, async () => {
    const result = await sendExpiringOptionsMail(deps.db);
    deps.log.info(result, 'avviso opzioni in scadenza');
  });
}
