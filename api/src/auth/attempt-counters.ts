import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { type AttemptLimit, retryAfter } from './attempt-limits';

let nextSweep = 0;

/**
 * Counts one attempt on every counter (one UPSERT: a counter whose window has ended starts
 * again at 1) and answers the seconds to wait (0: go ahead). Refused attempts count too.
 * Now and then, ended windows are swept away.
 */
export async function countAttempt(db: Db, limits: AttemptLimit[]): Promise<number> {
  if (limits.length === 0) return 0;
  const rows = await db
    .insertInto('attempt_counters')
    .values(
      limits.map((l) => ({
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
  if (Date.now() >= nextSweep) {
    nextSweep = Date.now() + 10 * 60_000;
    await db
      .deleteFrom('attempt_counters')
      .where('window_ends', '<', sql<Date>`now() - interval '1 hour'`)
      .execute();
  }
  return retryAfter(limits, rows);
}
