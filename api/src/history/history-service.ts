import type { Paged, PageQuery } from '@ham/contracts';
import {
  type ActivityQuery,
  type HistoryEntry,
  type HistoryRecordKind,
  type HistoryTable,
  historyRecordKinds,
  historyTableNames,
  type SignInEvent,
  type SignInQuery,
  signInEventLabels,
} from '@ham/contracts/history';
import { pageOf } from '../db/paging';
import type { Db } from '../db/schema';
import { historyAction, historyChanges, withoutCosts } from './history-labels';
import { loadReferenceNames, type ReferenceNames } from './history-references';
import { activityPage, type HistoryRow, recordHistory, signInPage } from './history-repository';

/** A line as the screens show it; without purchase costs for whoever may not see them. */
export function toEntry(row: HistoryRow, costs: boolean, names?: ReferenceNames): HistoryEntry {
  const table = row.table_name as HistoryTable;
  const old = costs ? row.old : withoutCosts(row.old);
  const now = costs ? row.new : withoutCosts(row.new);
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    who: row.actor_name,
    whoKind: row.actor_kind,
    userId: row.actor_id,
    table,
    tableName: historyTableNames[table] ?? table,
    recordId: row.record_id,
    label: row.label,
    op: row.op,
    action: historyAction(table, row.op, row.old, row.new),
    forced: row.forced,
    changes: historyChanges(table, row.op, old, now, row.changed, names),
  };
}

export async function getRecordHistory(
  db: Db,
  kind: HistoryRecordKind | 'config',
  id: string,
  page: PageQuery,
  costs: boolean,
): Promise<Paged<HistoryEntry>> {
  const table = kind === 'config' ? 'config_groups' : historyRecordKinds[kind];
  const { rows, total } = await recordHistory(db, table, id, page);
  const names = await loadReferenceNames(db, rows);
  return pageOf(
    rows.map((r) => toEntry(r, costs, names)),
    page,
    total,
  );
}

export async function getActivity(db: Db, q: ActivityQuery, costs: boolean): Promise<Paged<HistoryEntry>> {
  const { rows, total } = await activityPage(db, q);
  const names = await loadReferenceNames(db, rows);
  return pageOf(
    rows.map((r) => toEntry(r, costs, names)),
    q,
    total,
  );
}

export async function getSignIns(db: Db, q: SignInQuery): Promise<Paged<SignInEvent>> {
  const { rows, total } = await signInPage(db, q);
  return pageOf(
    rows.map((r) => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      kind: r.kind,
      kindName: signInEventLabels[r.kind],
      account: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
      email: r.email,
      ip: r.ip,
      userAgent: r.user_agent,
    })),
    q,
    total,
  );
}
