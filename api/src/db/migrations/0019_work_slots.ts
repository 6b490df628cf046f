import { type Kysely, sql } from 'kysely';

/**
 * Heavy work in flight (PDFs, Excel exports): one row per slot a user holds, `(key, slot)`
 * unique, so that every replica counts the same slots and two concurrent requests can never
 * take the same one. A slot whose `expires_at` has passed (its replica died mid-render) is free
 * again. Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('work_slots')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('work_slots_pk', ['key', 'slot'])
    .execute();
  await sql`create index work_slots_expires_idx on work_slots (expires_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('work_slots').execute();
}
