import { type Kysely, sql } from 'kysely';

/**
 * Offers answering a quote request (docs/product/offers.md). An offer has one or more
 * alternatives (a hotel, a period, a board, guests per accommodation type at a price per person
 * per night, what is included and the total, in cents, computed or typed); staff save it as a draft and send it. A
 * request has at most one draft and at most one live offer (sent or accepted): sending a new one
 * supersedes the old. The accepted alternative belongs to its offer (composite key). The request
 * learns the statuses 'offer_sent' and 'accepted', and keeps the sent offer's validity so its
 * lists can tell an expired one without a job. Both tables are tracked by the history (migration
 * 0020's trigger) under their request. Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table quote_requests drop constraint quote_requests_status_check`.execute(db);
  await sql`alter table quote_requests add constraint quote_requests_status_check
    check (status in ('new', 'in_progress', 'done', 'rejected', 'offer_sent', 'accepted'))`.execute(db);
  await sql`alter table quote_requests add column offer_valid_until date`.execute(db);
  await sql`create index quote_requests_status_idx on quote_requests (status, created_at desc, id desc)`.execute(
    db,
  );

  await sql`
    create table quote_offers (
      id integer generated always as identity primary key,
      request_id integer not null references quote_requests (id) on delete cascade,
      status text not null default 'draft'
        check (status in ('draft', 'sent', 'accepted', 'declined', 'superseded')),
      valid_until date not null,
      option_until date,
      message text,
      accepted_alternative_id integer,
      final_guest_count integer check (final_guest_count >= 1),
      agency_note text,
      decline_reason text,
      case_number integer references cases (number) on delete set null,
      created_by integer references accounts (id) on delete set null,
      sent_at timestamptz,
      decided_at timestamptz,
      version integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'accepted') = (accepted_alternative_id is not null)),
      check (status = 'draft' or sent_at is not null)
    )`.execute(db);
  await sql`create unique index quote_offers_draft_idx on quote_offers (request_id) where status = 'draft'`.execute(
    db,
  );
  await sql`create unique index quote_offers_live_idx on quote_offers (request_id)
    where status in ('sent', 'accepted')`.execute(db);
  await sql`create index quote_offers_request_idx on quote_offers (request_id, id desc)`.execute(db);
  await sql`create index quote_offers_case_idx on quote_offers (case_number) where case_number is not null`.execute(
    db,
  );

  await sql`
    create table quote_offer_alternatives (
      id integer generated always as identity primary key,
      offer_id integer not null references quote_offers (id) on delete cascade,
      position integer not null check (position >= 0),
      hotel_id integer not null references hotels (id) on delete restrict,
      begin date not null,
      "end" date not null,
      service_class_id text not null references service_classes (id),
      rooms jsonb not null check (jsonb_typeof(rooms) = 'array' and jsonb_array_length(rooms) >= 1),
      included jsonb not null default '[]' check (jsonb_typeof(included) = 'array'),
      guest_count integer not null check (guest_count >= 1),
      free_guests integer not null default 0 check (free_guests >= 0),
      total integer not null check (total >= 0),
      total_typed boolean not null default false,
      unique (offer_id, position),
      unique (offer_id, id),
      check ("end" > begin)
    )`.execute(db);
  await sql`create index quote_offer_alternatives_hotel_idx on quote_offer_alternatives (hotel_id)`.execute(
    db,
  );
  await sql`alter table quote_offers add constraint quote_offers_accepted_fk
    foreign key (id, accepted_alternative_id) references quote_offer_alternatives (offer_id, id)`.execute(db);

  await sql`create trigger history_capture after insert or update or delete on quote_offers
    for each row execute function history_capture('id', 'quote_requests', 'request_id', '')`.execute(db);
  await sql`create trigger history_capture after insert or update or delete on quote_offer_alternatives
    for each row execute function history_capture('id', 'quote_offers', 'offer_id', '')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table quote_offers cascade`.execute(db);
  await sql`drop table quote_offer_alternatives`.execute(db);
  await sql`alter table quote_requests drop column offer_valid_until`.execute(db);
  await sql`alter table quote_requests drop constraint quote_requests_status_check`.execute(db);
  await sql`alter table quote_requests add constraint quote_requests_status_check
    check (status in ('new', 'in_progress', 'done', 'rejected'))`.execute(db);
}
