import { type Generated, type Kysely, sql, type Updateable } from 'kysely';
import type { Executor } from './executor';
import type { Database } from './schema';

/** Tables whose rows carry a `version` for optimistic concurrency. */
export type VersionedRowTable = {
  [K in keyof Database]: Database[K] extends { version: Generated<number> } ? K : never;
}[keyof Database];

/** The numeric key of such a row: `id`, or a case's `number`. */
export type RowKey<T extends VersionedRowTable> = Extract<keyof Database[T], 'id' | 'number'>;

/**
 * Sets `values` on the row whose `keyColumn` is `key` only if it still has `version`, and bumps the
 * version (and `updated_at`). False when the version is stale or the row is gone: the caller tells
 * which (`versionedUpdate` in versioned-update.ts throws instead, for the generic edit).
 */
export async function updateAtVersion<T extends VersionedRowTable>(
  db: Executor,
  table: T,
  keyColumn: RowKey<T>,
  key: number,
  version: number,
  values: Omit<Updateable<Database[T]>, 'version' | 'created_at' | 'updated_at'>,
): Promise<boolean> {
  // The generic table makes Kysely's column types unresolvable; the signature above keeps callers typed.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const anyDb = db as unknown as Kysely<any>;
  const r = await anyDb
    .updateTable(table as string)
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where(keyColumn as string, '=', key)
    .where('version', '=', version)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
