import { CompiledQuery } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Tx } from '../db/executor';

/** A started pg-boss and how to stop it. */
export interface JobQueue {
  boss: PgBoss;
  /**
   * Creates a queue, one replica at a time: pg-boss's create_queue, run by two replicas
   * starting together, can deadlock in PostgreSQL (40P01, seen in the two-replicas test), so
   * the replicas take turns under an advisory lock. An existing queue gets `options`.
   */
  createQueue(name: string, options: PgBoss.Queue): Promise<void>;
  /** Stops the workers (letting running jobs finish), then closes the queue's connections. */
  stop(): Promise<void>;
}

/**
 * The PostgreSQL job queue (pg-boss, schema `pgboss`, created and migrated by pg-boss at
 * start): jobs, retries with exponential backoff, expiry of stuck jobs, several API
 * replicas sharing one queue. Background work of the app goes through it. The queue runs
 * on a pool of its own, closed by `stop()`, so the database can stop right after.
 */
export async function startJobQueue(
  connectionString: string,
  onError: (error: Error) => void,
  /** How often expired jobs (e.g. of a killed process) are looked for; pg-boss's default 120 s. */
  maintenanceIntervalSeconds?: number,
): Promise<JobQueue> {
  const pool = new pg.Pool({ connectionString, max: 4, application_name: 'ham-jobs' });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  pool.on('error', onError);
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    // Finished jobs are kept a week for inspection, then dropped.
    deleteAfterDays: 7,
    ...(maintenanceIntervalSeconds ? { maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', onError);
  await boss.start();
  return {
    boss,
    async createQueue(name, options) {
      // The lock is held on a connection of its own, outside the queue's pool: pg-boss's own
      // calls take pool connections while it is held.
      const lock = new pg.Client({ connectionString, application_name: 'ham-jobs-setup' });
      await lock.connect();
      try {
        await lock.query(`select pg_advisory_lock(hashtext('ham:pgboss-create-queue'))`);
        await boss.createQueue(name, options);
        await boss.updateQueue(name, options);
      } finally {
        await lock.end();
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await pool.end();
    },
  };
}

/** pg-boss's `db` option: its SQL runs inside a Kysely transaction (a job created atomically with a change). */
export function inTransaction(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await tx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}
