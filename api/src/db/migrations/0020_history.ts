import { type Kysely, sql } from 'kysely';

/**
 * 'Storico modifiche' (docs/product/history.md, docs/adr/0025): one generic row trigger writes a
 * line to `history` for every insert, update and delete of a tracked table, in the same
 * transaction as the change. The actor and the request id come from the transaction-local
 * settings `ham.actor` (JSON: id, name, kind, agencyId) and `ham.request_id` that the API's
 * database driver sets (db/actor-driver.ts); unset means 'sistema' (jobs, scripts, seeds, SQL).
 * A transaction-local `ham.forced = 'on'` marks its lines as forced. History lines are never
 * changed; they are deleted only by the retention job (`ham.retention = 'on'`). Frozen in time.
 */

/** table, primary key columns (comma-separated), parent table and its column, columns left out. */
const TRACKED: [string, string, string, string, string][] = [
  ['areas', 'id', '', '', ''],
  ['locations', 'id', 'areas', 'area_id', ''],
  ['agencies', 'id', '', '', ''],
  ['accounts', 'id', 'agencies', 'agency_id', ''],
  ['config_groups', 'id', '', '', ''],
  ['feature_flags', 'id', '', '', ''],
  ['restaurants', 'id', '', '', ''],
  ['restaurant_menus', 'restaurant_id,guest_type_id', 'restaurants', 'restaurant_id', ''],
  ['bus_services', 'id', '', '', ''],
  ['bus_prices', 'bus_service_id,max_seats', 'bus_services', 'bus_service_id', ''],
  ['guide_services', 'id', '', '', ''],
  ['hotels', 'id', '', '', ''],
  ['hotel_offers', 'hotel_id,guest_type_id', 'hotels', 'hotel_id', ''],
  ['hotel_prices', 'id', 'hotels', 'hotel_id', ''],
  ['availability_blocks', 'id', 'hotels', 'hotel_id', ''],
  ['holds', 'id', 'stays', 'stay_id', ''],
  ['cases', 'number', '', '', ''],
  ['stays', 'id', 'cases', 'case_number', ''],
  ['meals', 'id', 'cases', 'case_number', ''],
  ['bus_trips', 'id', 'cases', 'case_number', ''],
  ['guided_tours', 'id', 'cases', 'case_number', ''],
  ['vouchers', 'stay_id', 'stays', 'stay_id', ''],
  ['invoices', 'id', 'cases', 'case_number', 'snapshot'],
  ['invoice_revisions', 'id', 'invoices', 'invoice_id', 'snapshot'],
  ['sdi_messages', 'id', 'invoices', 'invoice_id', ''],
  ['sent_documents', 'id', 'cases', 'case_number', ''],
  ['quote_requests', 'id', 'agencies', 'agency_id', ''],
  ['payment_plans', 'case_number', 'cases', 'case_number', ''],
  ['payment_installments', 'id', 'cases', 'case_number', ''],
  ['payments', 'id', 'cases', 'case_number', ''],
  ['payment_reminders', 'id', 'payment_installments', 'installment_id', ''],
];

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table history (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      table_name text not null,
      record_id text not null,
      parent_table text,
      parent_id text,
      op char(1) not null check (op in ('I', 'U', 'D')),
      old jsonb,
      new jsonb,
      changed text[] not null default '{}',
      label text,
      actor_id integer,
      actor_name text not null,
      actor_kind text not null check (actor_kind in ('staff', 'agency', 'system')),
      agency_id integer,
      request_id text,
      forced boolean not null default false
    )`.execute(db);
  // A record's history, a case's or hotel's children, the newest first, and 'Registro attività'
  // by period, kind of record, user and text (docs/adr/0025: 5 million lines).
  await sql`create index history_record_idx on history (table_name, record_id, at desc, id desc)`.execute(db);
  await sql`create index history_parent_idx on history (parent_table, parent_id, at desc, id desc)
    where parent_table is not null`.execute(db);
  await sql`create index history_at_idx on history (at desc, id desc)`.execute(db);
  await sql`create index history_table_at_idx on history (table_name, at desc, id desc)`.execute(db);
  await sql`create index history_actor_idx on history (actor_id, at desc, id desc)
    where actor_id is not null`.execute(db);
  await sql`create index history_label_trgm_idx on history using gin (lower(label) gin_trgm_ops)`.execute(db);

  await sql`
    create function history_capture() returns trigger language plpgsql as $fn$
    declare
      pk_cols text[] := string_to_array(TG_ARGV[0], ',');
      parent_tbl text := nullif(TG_ARGV[1], '');
      parent_col text := nullif(TG_ARGV[2], '');
      omitted text[] := array_remove(string_to_array(TG_ARGV[3], ','), '') || '{name_key,city_key}'::text[];
      old_j jsonb;
      new_j jsonb;
      row_j jsonb;
      diff text[] := '{}';
      raw_actor text := current_setting('ham.actor', true);
      actor jsonb;
      rid text;
    begin
      if TG_OP <> 'INSERT' then old_j := to_jsonb(OLD) - omitted; end if;
      if TG_OP <> 'DELETE' then new_j := to_jsonb(NEW) - omitted; end if;
      row_j := coalesce(new_j, old_j);
      if TG_OP = 'UPDATE' then
        select coalesce(array_agg(n.key order by n.key), '{}') into diff
        from jsonb_each(new_j) n
        where n.key not in ('version', 'extras_version', 'updated_at', 'created_at')
          and n.value is distinct from old_j -> n.key;
        -- An update that changed nothing but bookkeeping is no change.
        if cardinality(diff) = 0 then return null; end if;
      end if;
      -- A password hash is never copied: only whether there is one.
      if old_j ? 'password_hash' then
        old_j := jsonb_set(old_j, '{password_hash}', case when old_j -> 'password_hash' = 'null'::jsonb then 'null'::jsonb else '"***"'::jsonb end);
      end if;
      if new_j ? 'password_hash' then
        new_j := jsonb_set(new_j, '{password_hash}', case when new_j -> 'password_hash' = 'null'::jsonb then 'null'::jsonb else '"***"'::jsonb end);
      end if;
      select string_agg(row_j ->> c, ',' order by o) into rid from unnest(pk_cols) with ordinality as u(c, o);
      if raw_actor is not null and raw_actor <> '' then actor := raw_actor::jsonb; end if;
      insert into history (table_name, record_id, parent_table, parent_id, op, old, new, changed, label,
        actor_id, actor_name, actor_kind, agency_id, request_id, forced)
      values (
        TG_TABLE_NAME, rid,
        case when parent_col is not null and row_j ->> parent_col is not null then parent_tbl end,
        case when parent_col is not null then row_j ->> parent_col end,
        left(TG_OP, 1), old_j, new_j, diff,
        coalesce(row_j ->> 'name', row_j ->> 'full_name',
          nullif(trim(coalesce(row_j ->> 'first_name', '') || ' ' || coalesce(row_j ->> 'last_name', '')), ''),
          row_j ->> 'email'),
        (actor ->> 'id')::integer,
        coalesce(actor ->> 'name', 'sistema'),
        coalesce(actor ->> 'kind', 'system'),
        (actor ->> 'agencyId')::integer,
        nullif(current_setting('ham.request_id', true), ''),
        coalesce(current_setting('ham.forced', true), '') = 'on'
          or (coalesce((new_j ->> 'forced')::boolean, false) and not coalesce((old_j ->> 'forced')::boolean, false))
      );
      return null;
    end
    $fn$`.execute(db);

  await sql`
    create function history_immutable() returns trigger language plpgsql as $fn$
    begin
      if TG_OP = 'DELETE' and coalesce(current_setting('ham.retention', true), '') = 'on' then
        return OLD;
      end if;
      raise exception 'Lo storico delle modifiche non si può modificare né cancellare'
        using errcode = 'insufficient_privilege';
    end
    $fn$`.execute(db);
  await sql`create trigger history_immutable before update or delete on history
    for each row execute function history_immutable()`.execute(db);
  await sql`create trigger history_no_truncate before truncate on history
    for each statement execute function history_immutable()`.execute(db);
  // No role but the owner (the API's) may write it; the triggers above bind the owner too.
  await sql`revoke update, delete, truncate on history from public`.execute(db);

  for (const [table, pk, parentTable, parentColumn, omitted] of TRACKED) {
    await sql`create trigger history_capture after insert or update or delete on ${sql.table(table)}
      for each row execute function history_capture(${sql.lit(pk)}, ${sql.lit(parentTable)},
        ${sql.lit(parentColumn)}, ${sql.lit(omitted)})`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of TRACKED) {
    await sql`drop trigger if exists history_capture on ${sql.table(table)}`.execute(db);
  }
  await sql`drop table history`.execute(db);
  await sql`drop function history_immutable()`.execute(db);
  await sql`drop function history_capture()`.execute(db);
}
