import type { PageQuery } from '@ham/contracts';
import type { ActivityQuery, SignInQuery } from '@ham/contracts/history';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Database, HistoryTable } from '../db/schema';

export type HistoryRow = Omit<HistoryTable, 'id' | 'at'> & { id: number; at: Date };

/**
 * A record's lines, its children's (parent_table/parent_id: a hotel's prices, a case's stays …)
 * and its grandchildren's (a stay's holds and voucher, an installment's reminders), newest first.
 * Each part walks its own index (migration 0020); the children are found in the history itself,
 * so those of deleted records are there too.
 */
export async function recordHistory(
  db: Executor,
  table: string,
  recordId: string,
  { p, ipp }: PageQuery,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const lines = sql`
    select * from history where table_name = ${table} and record_id = ${recordId}
    union all
    select * from history where parent_table = ${table} and parent_id = ${recordId}
    union all
    select * from history where (parent_table, parent_id) in (
      select distinct table_name, record_id from history where parent_table = ${table} and parent_id = ${recordId})`;
  const [page, count] = await Promise.all([
    sql<HistoryRow>`select * from (${lines}) l order by at desc, id desc limit ${ipp} offset ${(p - 1) * ipp}`.execute(
      db,
    ),
    sql<{ total: number }>`select count(*)::int as total from (${lines}) l`.execute(db),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

/** 'Registro attività': every line, filtered; `from`..`to` are days of Rome's calendar. */
function activityFilters(q: Omit<ActivityQuery, 'p' | 'ipp'>) {
  return (eb: ExpressionBuilder<{ history: HistoryTable }, 'history'>) => {
    const all: Expression<SqlBool>[] = [];
    if (q.user === 0) all.push(eb('actor_id', 'is', null));
    else if (q.user !== undefined) all.push(eb('actor_id', '=', q.user));
    if (q.kind) all.push(eb('table_name', '=', q.kind));
    if (q.from) all.push(sql<SqlBool>`at >= (${q.from}::date)::timestamp at time zone 'Europe/Rome'`);
    if (q.to) all.push(sql<SqlBool>`at < (${q.to}::date + 1)::timestamp at time zone 'Europe/Rome'`);
    if (q.q) {
      const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      all.push(
        eb.or([
          sql<SqlBool>`lower(label) like ${like}`,
          sql<SqlBool>`lower(actor_name) like ${like}`,
          eb('record_id', '=', q.q),
        ]),
      );
    }
    return eb.and(all);
  };
}

/** 'Registro attività' counts its lines up to this many (its pages end there: narrow the filters). */
export const ACTIVITY_COUNT_CAP = 10_000;

export async function activityPage(
  db: Executor,
  q: ActivityQuery,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = activityFilters(q);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('history')
      .selectAll()
      .where(where)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.ipp)
      .offset((q.p - 1) * q.ipp)
      .execute(),
    // Counted up to ACTIVITY_COUNT_CAP: counting millions of lines would cost more than the page.
    db
      .selectFrom(
        db.selectFrom('history').select(sql`1`.as('one')).where(where).limit(ACTIVITY_COUNT_CAP).as('capped'),
      )
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as HistoryRow[], total: count.total };
}

/** The export's lines, newest first, read in chunks (an export never holds them all). */
export async function* activityLines(
  db: Executor,
  q: Omit<ActivityQuery, 'p' | 'ipp'>,
  limit: number,
): AsyncGenerator<HistoryRow> {
  const where = activityFilters(q);
  let last: { at: Date; id: number } | null = null;
  let sent = 0;
  while (sent < limit) {
    const after = last;
    const rows = (await db
      .selectFrom('history')
      .selectAll()
      .where(where)
      .$if(after !== null, (qb) => qb.where(sql<SqlBool>`(at, id) < (${after!.at}, ${after!.id})`))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(Math.min(1000, limit - sent))
      .execute()) as HistoryRow[];
    if (rows.length === 0) return;
    for (const row of rows) yield row;
    sent += rows.length;
    const tail = rows[rows.length - 1];
    last = { at: tail.at, id: tail.id };
  }
}

/** 'Accessi': the sign-in events, newest first, filtered. */
export async function signInPage(db: Executor, q: SignInQuery) {
  const where = (eb: ExpressionBuilder<Database, 'sign_in_events' | 'accounts'>) => {
    const all: Expression<SqlBool>[] = [];
    if (q.kind) all.push(eb('sign_in_events.kind', '=', q.kind));
    if (q.from)
      all.push(sql<SqlBool>`sign_in_events.at >= (${q.from}::date)::timestamp at time zone 'Europe/Rome'`);
    if (q.to)
      all.push(sql<SqlBool>`sign_in_events.at < (${q.to}::date + 1)::timestamp at time zone 'Europe/Rome'`);
    if (q.q) {
      const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      all.push(
        eb.or([
          sql<SqlBool>`sign_in_events.email like ${like}`,
          sql<SqlBool>`lower(accounts.first_name || ' ' || accounts.last_name) like ${like}`,
        ]),
      );
    }
    return eb.and(all);
  };
  const base = db
    .selectFrom('sign_in_events')
    .leftJoin('accounts', 'accounts.id', 'sign_in_events.account_id')
    .where(where);
  const [rows, count] = await Promise.all([
    base
      .select([
        'sign_in_events.id',
        'sign_in_events.at',
        'sign_in_events.kind',
        'sign_in_events.email',
        'sign_in_events.ip',
        'sign_in_events.user_agent',
        'accounts.first_name',
        'accounts.last_name',
      ])
      .orderBy('sign_in_events.at', 'desc')
      .orderBy('sign_in_events.id', 'desc')
      .limit(q.ipp)
      .offset((q.p - 1) * q.ipp)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}
