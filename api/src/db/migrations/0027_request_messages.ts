import { type Kysely, sql } from 'kysely';

/**
 * 'Messaggi' (docs/product/agency-portal.md#messages, docs/adr/0027): the conversation of a quote
 * request between the agency and the staff's sales desk. A message belongs to its request (deleted
 * with it), is written by one side ('staff' or 'agency') with the author's name as it was (the
 * login may go: set null), and is never edited. It is read by the other side as a whole (the desk,
 * or the agency): `read_at`/`read_by` say when and by whom; the unread ones of a side are a small
 * partial index, so the menus' counts stay cheap. Attachments (PDF, PNG, JPEG, WebP, .xlsx, at most
 * 10 MB, the type checked by content) are stored in PostgreSQL with their message. Not tracked by
 * the history: messages are append-only and carry their own author and time. Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table quote_request_messages (
      id integer generated always as identity primary key,
      request_id integer not null references quote_requests (id) on delete cascade,
      side text not null check (side in ('staff', 'agency')),
      author_id integer references accounts (id) on delete set null,
      author_name text not null check (char_length(author_name) between 1 and 200),
      text text not null default '' check (char_length(text) <= 5000),
      created_at timestamptz not null default now(),
      read_at timestamptz,
      read_by integer references accounts (id) on delete set null,
      constraint quote_request_messages_read check (read_by is null or read_at is not null)
    )`.execute(db);
  // A request's thread in order; the unread messages of each side (the menus' counts, the lists' figures).
  await sql`create index quote_request_messages_request_idx on quote_request_messages (request_id, id)`.execute(
    db,
  );
  await sql`create index quote_request_messages_unread_idx on quote_request_messages (side, request_id)
    where read_at is null`.execute(db);
  await sql`create index quote_request_messages_author_idx on quote_request_messages (author_id)
    where author_id is not null`.execute(db);
  await sql`create index quote_request_messages_reader_idx on quote_request_messages (read_by)
    where read_by is not null`.execute(db);

  await sql`
    create table quote_request_attachments (
      id integer generated always as identity primary key,
      message_id integer not null references quote_request_messages (id) on delete cascade,
      file_name text not null check (char_length(file_name) between 1 and 120),
      media_type text not null check (media_type in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')),
      size integer not null check (size between 1 and 10485760),
      content bytea not null,
      constraint quote_request_attachments_size check (octet_length(content) = size)
    )`.execute(db);
  await sql`create index quote_request_attachments_message_idx on quote_request_attachments (message_id)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table quote_request_attachments`.execute(db);
  await sql`drop table quote_request_messages`.execute(db);
}
