import { type Generated, type Kysely, sql, type Updateable } from 'kysely';
import { notFound, stale } from '../errors';
import type { Executor } from './executor';
import type { Database } from './schema';

/** Tables whose rows carry a `version` for optimistic concurrency. */
export type VersionedTable = {
  [K in keyof Database]: Database[K] extends { version: Generated<number> } ? K : never;
}[keyof Database];

type KeyColumn<T extends VersionedTable> = Extract<keyof Database[T], 'id' | 'number'>;

/** The numeric key of a versioned row: `{ id }`, or a case's `{ number }`. */
export type RowKey<T extends VersionedTable> = {
  [C in KeyColumn<T>]: { [K in C]: number };
}[KeyColumn<T>];

/**
 * The one optimistic save (TEAM-NOTES "Optimistic concurrency"): sets `values` on the row `key` of
 * `table` only if it still has the `version` the client read, and bumps the version (and
 * `updated_at`). Throws 409 StaleRecord when someone saved in between, 404 (`notFoundMessage`) when
 * the row is gone.
 */
export async function versionedUpdate<T extends VersionedTable>(
  db: Executor,
  table: T,
  key: RowKey<T>,
  version: number,
  values: Omit<Updateable<Database[T]>, 'id' | 'version' | 'created_at' | 'updated_at'>,
  notFoundMessage?: string,
): Promise<void> {
  const [column, value] = Object.entries(key)[0] as [string, number];
  // The generic table makes Kysely's column types unresolvable; the signature above keeps callers typed.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const anyDb = db as unknown as Kysely<any>;
  const updated = await anyDb
    .updateTable(table as string)
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where(column, '=', value)
    .where('version', '=', version)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return;
  const exists = await anyDb
    .selectFrom(table as string)
    .select(column)
    .where(column, '=', value)
    .executeTakeFirst();
  throw exists ? stale() : notFound(notFoundMessage);
}
