import { historyDocumentTables } from '@ham/contracts/history';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { readConfig } from '../config-groups/config-service';
import type { Db } from '../db/schema';
import type { JobQueue } from './job-queue';

/**
 * The history's retention (Configurazione → 'Storico modifiche', docs/product/history.md): every
 * night, the lines older than their period — documents and money `documentsYears`, the rest
 * `otherYears` — and the 'Accessi' lines older than `otherYears` are deleted, in batches. The only
 * code allowed to: its transactions set `ham.retention` (migrations 0020, 0021). Idempotent:
 * a second run, another replica or a retry deletes nothing more.
 */
export const HISTORY_RETENTION_JOB = 'history-retention';
export const HISTORY_RETENTION_CRON = '15 3 * * *';
const BATCH = 5000;

export async function applyHistoryRetention(
  db: Db,
  now = new Date(),
): Promise<{ history: number; signIns: number }> {
  const { documentsYears, otherYears } = await readConfig(db, 'history');
  const before = (years: number) => {
    const d = new Date(now);
    d.setUTCFullYear(d.getUTCFullYear() - years);
    return d;
  };
  const documents = [...historyDocumentTables];
  const deleteBatch = (statement: (tx: Db) => Promise<number>) =>
    db.transaction().execute(async (tx) => {
      await sql`select set_config('ham.retention', 'on', true)`.execute(tx);
      return statement(tx as unknown as Db);
    });
  let history = 0;
  for (const [years, kept] of [
    [documentsYears, true],
    [otherYears, false],
  ] as const) {
    const limit = before(years);
    for (;;) {
      const n = await deleteBatch(async (tx) => {
        const { numAffectedRows } = await sql`
          delete from history where id in (
            select id from history where at < ${limit}
              and (table_name = any(${documents}::text[])) = ${kept}
            limit ${BATCH})`.execute(tx);
        return Number(numAffectedRows ?? 0);
      });
      history += n;
      if (n < BATCH) break;
    }
  }
  let signIns = 0;
  for (;;) {
    const n = await deleteBatch(async (tx) => {
      const { numAffectedRows } = await sql`
        delete from sign_in_events where id in (
          select id from sign_in_events where at < ${before(otherYears)} limit ${BATCH})`.execute(tx);
      return Number(numAffectedRows ?? 0);
    });
    signIns += n;
    if (n < BATCH) break;
  }
  return { history, signIns };
}

export async function startHistoryRetentionSchedule(deps: {
  db: Db;
  queue: JobQueue;
  log: FastifyBaseLogger;
}) {
  const { boss } = deps.queue;
  await deps.queue.createQueue(HISTORY_RETENTION_JOB, {
    name: HISTORY_RETENTION_JOB,
    policy: 'singleton',
    retryLimit: 3,
  });
  await boss.schedule(HISTORY_RETENTION_JOB, HISTORY_RETENTION_CRON, {}, { tz: 'Europe/Rome' });
  await boss.work(HISTORY_RETENTION_JOB, async () => {
    const result = await applyHistoryRetention(deps.db);
    deps.log.info(result, 'conservazione storico modifiche');
  });
}
