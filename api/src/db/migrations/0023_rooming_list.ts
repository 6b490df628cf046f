import { type Kysely, sql } from 'kysely';

/**
 * The rooming list of a case (docs/product/rooming-list.md): its participants, shared by the
 * case's stays, and the list's version (`rooming_lists`, one row per case once saved: a PUT sends
 * the version it read, docs/ARCHITECTURE.md "How data flows"). Both belong to the case (ON DELETE
 * CASCADE: no request can leave a participant without its case) and are tracked by the history
 * trigger of migration 0020 with the case as parent, so they show in the case's 'Storico
 * modifiche'; a participant's `position` (its order in the list) is left out of the lines.
 * Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table rooming_lists (
      case_number integer primary key references cases (number) on delete cascade,
      version integer not null default 1,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table participants (
      id integer generated always as identity primary key,
      case_number integer not null references cases (number) on delete cascade,
      position integer not null,
      last_name text not null check (length(last_name) between 1 and 80),
      first_name text not null check (length(first_name) between 1 and 80),
      birth_date date,
      role text not null check (role in ('studente', 'docente', 'accompagnatore', 'autista', 'adulto')),
      room text check (length(room) <= 20),
      accomodation_id text check (length(accomodation_id) <= 10),
      notes text check (length(notes) <= 500),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index participants_case_idx on participants (case_number, position)`.execute(db);
  for (const [table, pk, omitted] of [
    ['rooming_lists', 'case_number', ''],
    ['participants', 'id', 'position'],
  ]) {
    await sql`create trigger history_capture after insert or update or delete on ${sql.table(table)}
      for each row execute function history_capture(${sql.lit(pk)}, 'cases', 'case_number', ${sql.lit(omitted)})`.execute(
      db,
    );
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table participants`.execute(db);
  await sql`drop table rooming_lists`.execute(db);
}
