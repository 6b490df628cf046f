import { type Kysely, sql } from 'kysely';

/**
 * Change notifications for the API's read caches (docs/adr/0008). Frozen in time.
 * A statement-level trigger sends `pg_notify('ham_changes', '<table>:<op>')` after every
 * write to a table whose rows a replica keeps in memory (the session users, the hotel
 * list). PostgreSQL delivers notifications only when the transaction commits, and folds
 * identical ones of one transaction into one. Sessions notify only on delete: their
 * sliding expiry updates them once a minute and would otherwise empty the caches.
 */
const tables = ['accounts', 'roles', 'agencies', 'countries', 'hotels', 'locations', 'areas', 'ref_items'];

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function ham_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('ham_changes', tg_table_name || ':' || lower(tg_op));
      return null;
    end $$`.execute(db);
  for (const table of tables) {
    await sql`create trigger ${sql.id(`${table}_notify_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function ham_notify_change()`.execute(db);
  }
  await sql`create trigger sessions_notify_change after delete or truncate on sessions
    for each statement execute function ham_notify_change()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...tables, 'sessions']) {
    await sql`drop trigger ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function ham_notify_change()`.execute(db);
}
