import { sql } from 'kysely';
import type { Db } from '../../src/db/schema';

/**
 * Row count and checksum of every table of the application's data, to show that a rejected
 * write changed nothing. Left out: tables that change on every request or by design of a
 * refusal (sessions touched by each call, sign-in bookkeeping and attempt counters), and the
 * heavy-work slots, which an export releases once its stream has closed, after its answer, and
 * 'Accessi' (sign_in_events), which records refused sign-ins by design.
 */
const BOOKKEEPING =
  /^(sessions|auth_requests|oidc_payloads|app_secrets|work_slots|sign_in_events|kysely_migration.*)$|attempt|rate_limit|throttle/;

export async function dataTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name).filter((name) => !BOOKKEEPING.test(name));
}

/** `{ table: 'count:md5' }` for the given tables, in one statement. */
export async function tableChecksums(db: Db, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (t) =>
      sql`select ${t}::text as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.table(t)} x`,
  );
  const { rows } = await sql<{ t: string; h: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** The tables whose checksum differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
