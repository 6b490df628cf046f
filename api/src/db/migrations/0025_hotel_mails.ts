import { type Kysely, sql } from 'kysely';

/**
 * 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel): what was mailed to the hotel of a
 * stay (its voucher and the rooming list as PDF and Excel), to which address, by whom and when,
 * with the rooming list as sent (its version, its participants and a fingerprint of their rows, so
 * the screens can tell when the list changed after the sending). Written in the transaction that
 * queues the e-mail; the mail itself is in the outbox. Deleted with its stay (ON DELETE CASCADE,
 * as with its case). Tracked by the history (migration 0020's trigger) with the case as parent,
 * so it shows in the case's 'Storico modifiche', without the outbox id and the fingerprint (a hash
 * nobody reads). Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table hotel_mails (
      id integer generated always as identity primary key,
      stay_id integer not null references stays (id) on delete cascade,
      case_number integer not null references cases (number) on delete cascade,
      sent_to text not null,
      participants integer not null check (participants >= 0),
      rooming_version integer not null,
      rooming_fingerprint text not null,
      mail_id integer references mail_outbox (id) on delete set null,
      sent_by integer references accounts (id) on delete set null,
      sent_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index hotel_mails_stay_idx on hotel_mails (stay_id, sent_at desc, id desc)`.execute(db);
  await sql`create index hotel_mails_case_idx on hotel_mails (case_number)`.execute(db);
  await sql`create trigger history_capture after insert or update or delete on hotel_mails
    for each row execute function history_capture('id', 'cases', 'case_number', 'mail_id,rooming_fingerprint')`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table hotel_mails`.execute(db);
}
