import { type Kysely, sql } from 'kysely';

/**
 * Attempt counters of the sign-in limits (docs/SECURITY.md): one row per key (an address, a hashed
 * e-mail, an address and hashed e-mail…) with its hits in the current fixed window. Every
 * replica counts in the same rows with one UPSERT, so two replicas allow what one does.
 * Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index attempt_counters_window_idx on attempt_counters (window_ends)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_counters').execute();
}
