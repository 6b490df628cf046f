import type { Db } from '../db/schema';
import { deleteEndedCounters, forgiveAttempts, upsertAttempts } from './attempt-counters-repository';
import { type AttemptLimit, retryAfter } from './attempt-limits';

let nextSweep = 0;

/**
 * Counts one attempt on every counter (one UPSERT: a counter whose window has ended starts
 * again at 1) and answers the seconds to wait (0: go ahead). Refused attempts count too.
 * Now and then, ended windows are swept away.
 */
export async function countAttempt(db: Db, limits: AttemptLimit[]): Promise<number> {
  if (limits.length === 0) return 0;
  const rows = await upsertAttempts(db, limits);
  if (Date.now() >= nextSweep) {
    nextSweep = Date.now() + 10 * 60_000;
    await deleteEndedCounters(db);
  }
  return retryAfter(limits, rows);
}

/** An attempt that succeeded (the right password): its hit is taken back, only failures count. */
export function forgiveAttempt(db: Db, limits: AttemptLimit[]): Promise<void> {
  return forgiveAttempts(
    db,
    limits.map((l) => l.key),
  );
}
