import { type Kysely, sql } from 'kysely';

// Frozen in time: imports no app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  // The mail outbox (docs/product/deployment.md#e-mails): written in the same transaction as the change that
  // causes the message; a relay hands each row to the job queue once (queued_at), the
  // worker marks it sent under a row lock (at most one delivery).
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('queued_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index mail_outbox_unqueued_idx on mail_outbox (id) where queued_at is null and sent_at is null`.execute(
    db,
  );
  await sql`create index mail_outbox_created_idx on mail_outbox (created_at desc, id desc)`.execute(db);

  // Configurazione generale: one JSON document per group, with optimistic concurrency.
  await db.schema
    .createTable('config_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Staff lists and the last-administrator check.
  await db.schema.createIndex('accounts_role_idx').on('accounts').column('role_id').execute();
  await db.schema.createIndex('agencies_country_idx').on('agencies').column('country_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('agencies_country_idx').execute();
  await db.schema.dropIndex('accounts_role_idx').execute();
  await db.schema.dropTable('config_groups').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
