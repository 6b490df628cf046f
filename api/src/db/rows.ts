import type { Generated, Insertable, Kysely } from 'kysely';
import type { Executor } from './executor';
import type { Database } from './schema';
import { type RowKey, type VersionedTable, versionedUpdate } from './versioned-update';

/** Tables whose rows get a generated numeric id. */
export type IdTable = {
  [K in keyof Database]: Database[K] extends { id: Generated<number> } ? K : never;
}[keyof Database];

/** Inserts one row into `table` and answers its new id. */
export async function insertRow<T extends IdTable>(
  db: Executor,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  // The generic table makes Kysely's column types unresolvable; the signature above keeps callers typed.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const anyDb = db as unknown as Kysely<any>;
  const row = await anyDb
    .insertInto(table as string)
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

/** Deletes the row `id` of `table`; false when there was no such row. */
export async function deleteRow(db: Executor, table: IdTable, id: number): Promise<boolean> {
  // biome-ignore lint/suspicious/noExplicitAny: the generic table, as in insertRow
  const anyDb = db as unknown as Kysely<any>;
  const result = await anyDb
    .deleteFrom(table as string)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Insert, versioned update (see versionedUpdate: 409 StaleRecord, 404 with `notFoundMessage`) and
 * delete of the editable records of `table`, whose columns `columnsOf` maps from the API's input.
 */
export function editableRows<T extends VersionedTable & IdTable, I>(
  table: T,
  columnsOf: (input: I) => Insertable<Database[T]>,
) {
  return {
    insert: (db: Executor, input: I): Promise<number> => insertRow(db, table, columnsOf(input)),
    update: (db: Executor, id: number, version: number, input: I, notFoundMessage: string): Promise<void> =>
      // The same columns as an insert; the generic table hides that they are updatable.
      versionedUpdate(
        db,
        table,
        { id } as RowKey<T>,
        version,
        columnsOf(input) as Parameters<typeof versionedUpdate<T>>[4],
        notFoundMessage,
      ),
    /** false when there was no such row. */
    delete: (db: Executor, id: number): Promise<boolean> => deleteRow(db, table, id),
  };
}
