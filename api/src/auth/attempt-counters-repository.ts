import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** SQL of the attempt counters (sign-in and mail limits): one row per key and window. */

export interface CounterWindow {
  key: string;
  windowSeconds: number;
}

/**
 * Counts one hit on every counter (one UPSERT: a counter whose window has ended starts again
 * at 1); the hits and seconds left of each.
 */
export async function upsertAttempts(db: Executor, counters: CounterWindow[]) {
  return db
    .insertInto('attempt_counters')
    .values(
      counters.map((l) => ({
        key: l.key,
        hits: 1,
        window_ends: sql<Date>`now() + make_interval(secs => ${l.windowSeconds})`,
      })),
    )
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when attempt_counters.window_ends <= now() then 1 else attempt_counters.hits + 1 end`,
        window_ends: sql<Date>`case when attempt_counters.window_ends <= now() then excluded.window_ends else attempt_counters.window_ends end`,
      }),
    )
    .returning([
      'key',
      'hits',
      sql<number>`extract(epoch from window_ends - now())::float8`.as('secondsLeft'),
    ])
    .execute();
}

/** Deletes the counters whose window ended over an hour ago. */
export async function deleteEndedCounters(db: Executor): Promise<void> {
  await db
    .deleteFrom('attempt_counters')
    .where('window_ends', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}

/** Takes one hit back from each counter still in its window (never below zero). */
export async function forgiveAttempts(db: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('attempt_counters')
    .set({ hits: sql<number>`greatest(hits - 1, 0)` })
    .where('key', 'in', keys)
    .where('window_ends', '>', sql<Date>`now()`)
    .execute();
}
