import type { Generated, Kysely, Updateable } from 'kysely';
import { notFound, stale } from '../errors';
import type { Executor } from './executor';
import type { Database } from './schema';
import { type RowKey, updateAtVersion } from './update-at-version';

/** Tables of editable records: a numeric id and a `version` for optimistic concurrency. */
export type VersionedTable = {
  [K in keyof Database]: Database[K] extends { id: Generated<number>; version: Generated<number> }
    ? K
    : never;
}[keyof Database];

/**
 * The generic edit's save (SPEC §7, TEAM-NOTES "Optimistic concurrency"): updates the row
 * only if it still has the version the client read, and bumps the version. Throws
 * 409 StaleRecord when someone saved in between, 404 when the row is gone.
 */
export async function versionedUpdate<T extends VersionedTable>(
  db: Executor,
  table: T,
  id: number,
  version: number,
  values: Omit<Updateable<Database[T]>, 'id' | 'version' | 'created_at' | 'updated_at'>,
  notFoundMessage?: string,
): Promise<void> {
  const changes = values as Parameters<typeof updateAtVersion<T>>[5];
  if (await updateAtVersion(db, table, 'id' as RowKey<T>, id, version, changes)) return;
  // The generic table makes Kysely's column types unresolvable; the signature above keeps callers typed.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const anyDb = db as unknown as Kysely<any>;
  const exists = await anyDb
    .selectFrom(table as string)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  throw exists ? stale() : notFound(notFoundMessage);
}
