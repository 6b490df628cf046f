import { CompiledQuery, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';

/**
 * The PostgreSQL job queue (pg-boss, schema `pgboss`, created and migrated by pg-boss at
 * start): jobs, retries with exponential backoff, expiry of stuck jobs, several API
 * replicas sharing one queue. Background work of the app goes through it.
 */
export async function startJobQueue(
  connectionString: string,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    max: 4,
    application_name: 'ham-jobs',
    // Finished jobs are kept a week for inspection, then dropped.
    deleteAfterDays: 7,
  });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

/** pg-boss's `db` option: its SQL runs inside a Kysely transaction (a job created atomically with a change). */
export function inTransaction(tx: Transaction<Database>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await tx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}
