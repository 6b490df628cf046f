import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';

export async function findConfigGroup(
  db: Executor,
  id: string,
): Promise<{ value: Record<string, unknown>; version: number } | undefined> {
  const row = await db
    .selectFrom('config_groups')
    .select(['value', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { value: (row.value ?? {}) as Record<string, unknown>, version: row.version };
}

/** The first save of a group (read as version 0); false when someone saved it first. */
export async function insertConfigGroup(db: Db, id: string, value: object): Promise<boolean> {
  const row = await db
    .insertInto('config_groups')
    .values({ id, value: sql`${JSON.stringify(value)}::jsonb`, version: 1 })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Saves only over the version the client read; false when it moved on. */
export async function updateConfigGroup(
  db: Db,
  id: string,
  version: number,
  value: object,
): Promise<boolean> {
  const result = await db
    .updateTable('config_groups')
    .set({ value: sql`${JSON.stringify(value)}::jsonb`, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
