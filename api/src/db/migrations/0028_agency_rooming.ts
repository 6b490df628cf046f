import { type Kysely, sql } from 'kysely';

/**
 * The agency fills in its rooming list, and the participants' personal data are purged after the
 * trip (docs/product/rooming-list.md#the-agency-fills-it-in, #privacy):
 * - `cases.rooming_deadline`: the deadline staff set on the case (null: the days before arrival
 *   of Configurazione → 'Rooming list');
 * - `rooming_lists.updated_by*`: who saved the list last, staff or the agency's user (the name as
 *   it was then: the account may be deleted), and `purged_at`: when its personal data were purged;
 * - `participants.age_at_arrival`: what the purge keeps of a birth date (the tourist tax's
 *   exemptions by age still apply);
 * - `rooming_reminders`: the reminder e-mail to the agency, one per case and deadline (the primary
 *   key: a second run, a retry or another replica sends nothing more), written in the transaction
 *   that queues it; tracked by the history with the case as parent, without the outbox id.
 * Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table cases add column rooming_deadline date`.execute(db);
  await sql`
    alter table rooming_lists
      add column updated_by integer references accounts (id) on delete set null,
      add column updated_by_name text check (length(updated_by_name) <= 200),
      add column updated_by_kind text check (updated_by_kind in ('staff', 'agency')),
      add column purged_at timestamptz`.execute(db);
  await sql`
    alter table participants
      add column age_at_arrival smallint check (age_at_arrival between 0 and 150)`.execute(db);
  await sql`
    create table rooming_reminders (
      case_number integer not null references cases (number) on delete cascade,
      deadline date not null,
      sent_to text not null,
      mail_id integer references mail_outbox (id) on delete set null,
      sent_at timestamptz not null default now(),
      primary key (case_number, deadline)
    )`.execute(db);
  await sql`create trigger history_capture after insert or update or delete on rooming_reminders
    for each row execute function history_capture('case_number,deadline', 'cases', 'case_number', 'mail_id')`.execute(
    db,
  );
  // The purge's search: the cases whose trip ended, with a list not yet purged.
  await sql`create index cases_end_date_idx on cases (end_date)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index cases_end_date_idx`.execute(db);
  await sql`drop table rooming_reminders`.execute(db);
  await sql`alter table participants drop column age_at_arrival`.execute(db);
  await sql`alter table rooming_lists drop column updated_by, drop column updated_by_name,
    drop column updated_by_kind, drop column purged_at`.execute(db);
  await sql`alter table cases drop column rooming_deadline`.execute(db);
}
