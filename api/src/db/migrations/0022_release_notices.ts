import { type Kysely, sql } from 'kysely';

/**
 * 'Comunicazione di rilascio' (docs/product/allotment-and-holds.md#release-notices): the places of a
 * hotel's night that the operator told the hotel it gives back, one row per hotel, guest type,
 * night and release date, so a night is never announced twice (the unique key: two staff sending
 * at once, on two replicas, record and mail it once). The mail itself is in the outbox. Tracked by
 * the history (migration 0020's trigger), under its hotel, without the outbox id (set right after
 * the insert, in the same transaction: no line of its own). Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table release_notices (
      id integer generated always as identity primary key,
      hotel_id integer not null references hotels (id) on delete cascade,
      guest_type_id text not null references guest_types (id),
      night date not null,
      release date not null check (release <= night),
      places integer not null check (places > 0),
      sent_to text not null,
      mail_id integer references mail_outbox (id) on delete set null,
      sent_by integer references accounts (id) on delete set null,
      sent_at timestamptz not null default now(),
      unique (hotel_id, guest_type_id, night, release)
    )`.execute(db);
  await sql`create index release_notices_release_idx on release_notices (hotel_id, release)`.execute(db);
  await sql`create trigger history_capture after insert or update or delete on release_notices
    for each row execute function history_capture('id', 'hotels', 'hotel_id', 'mail_id')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table release_notices`.execute(db);
}
