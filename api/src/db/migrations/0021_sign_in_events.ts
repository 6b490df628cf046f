import { type Kysely, sql } from 'kysely';

/**
 * 'Accessi' (docs/product/history.md): sign-in successes and failures, sign-outs, password changes
 * and resets, attempts refused by the sign-in limits; the account (when known), the e-mail typed,
 * the address and the user agent. Written by the sign-in code (auth/sign-in-events.ts), never
 * changed; only the retention job deletes (`ham.retention = 'on'`, the history's rule). Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sign_in_events (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      kind text not null check (kind in ('sign_in', 'sign_in_failed', 'sign_out', 'password_changed',
        'password_change_failed', 'password_set', 'password_reset_requested', 'locked')),
      account_id integer references accounts (id) on delete set null,
      email text,
      ip text,
      user_agent text
    )`.execute(db);
  await sql`create index sign_in_events_at_idx on sign_in_events (at desc, id desc)`.execute(db);
  await sql`create index sign_in_events_account_idx on sign_in_events (account_id, at desc, id desc)`.execute(
    db,
  );
  await sql`create index sign_in_events_email_idx on sign_in_events (email, at desc)`.execute(db);
  // The same immutability as the history (migration 0020): an account's deletion still sets
  // account_id to null, the one update allowed.
  await sql`
    create function sign_in_events_immutable() returns trigger language plpgsql as $fn$
    begin
      if TG_OP = 'DELETE' and coalesce(current_setting('ham.retention', true), '') = 'on' then return OLD; end if;
      if TG_OP = 'UPDATE' and NEW.account_id is null and (to_jsonb(NEW) - 'account_id') = (to_jsonb(OLD) - 'account_id') then
        return NEW;
      end if;
      raise exception 'Il registro degli accessi non si può modificare né cancellare'
        using errcode = 'insufficient_privilege';
    end
    $fn$`.execute(db);
  await sql`create trigger sign_in_events_immutable before update or delete on sign_in_events
    for each row execute function sign_in_events_immutable()`.execute(db);
  await sql`create trigger sign_in_events_no_truncate before truncate on sign_in_events
    for each statement execute function sign_in_events_immutable()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sign_in_events`.execute(db);
  await sql`drop function sign_in_events_immutable()`.execute(db);
}
