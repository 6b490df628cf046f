import { type Kysely, sql } from 'kysely';

/**
 * Credit and debit notes are issued once per request (docs/product/documents.md): the screen
 * sends a key it made for the dialog, and a retried or double-clicked request finds the note
 * already issued under that key instead of issuing a second one. Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices add column request_key text`.execute(db);
  await sql`create unique index invoices_request_key on invoices (request_key) where request_key is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index invoices_request_key`.execute(db);
  await sql`alter table invoices drop column request_key`.execute(db);
}
