import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/schema';

/**
 * How much heavy work (a PDF, an Excel export) one user may have in flight at once, counted in
 * PostgreSQL (`work_slots`) so that every replica sees the same slots: a user holding `limit`
 * slots gets a 429 on any replica. A slot is taken by one UPSERT on its `(key, slot)` primary
 * key, so two concurrent requests can never both take the last one; a slot left behind by a
 * replica that died mid-work frees itself when `expires_at` passes.
 */
export interface WorkLimit {
  /** The user and the kind of work, e.g. `pdf:a12`. */
  key: string;
  limit: number;
  /** A bound on the work's length: past it the slot is free again even if never released. */
  ttlSeconds: number;
}

/** Releases a slot (idempotent). */
export type ReleaseSlot = () => Promise<void>;

/** Takes a free slot of `work.key`, or answers null when all `work.limit` are held. */
export async function takeWorkSlot(db: Db, work: WorkLimit): Promise<ReleaseSlot | null> {
  const holder = randomUUID();
  for (let slot = 0; slot < work.limit; slot++) {
    const taken = await db
      .insertInto('work_slots')
      .values({
        key: work.key,
        slot,
        holder,
        expires_at: sql<Date>`now() + make_interval(secs => ${work.ttlSeconds})`,
      })
      .onConflict((oc) =>
        oc
          .columns(['key', 'slot'])
          .doUpdateSet({ holder, expires_at: sql<Date>`excluded.expires_at` })
          .where('work_slots.expires_at', '<=', sql<Date>`now()`),
      )
      .returning('slot')
      .executeTakeFirst();
    if (taken) {
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await db
          .deleteFrom('work_slots')
          .where('key', '=', work.key)
          .where('slot', '=', slot)
          .where('holder', '=', holder)
          .execute();
      };
    }
  }
  return null;
}
