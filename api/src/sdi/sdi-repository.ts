import type { SdiError, SdiMessageKind, SdiState, SdiStatus } from '@ham/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Database } from '../db/schema';

/** The SQL of the SdI outcome: documents by year and number, their messages and status. */

export interface SdiDocumentRow {
  id: number;
  year: number;
  number: number;
  snapshot: unknown;
  status: SdiStatus;
  statusAt: Date | null;
  sentAt: Date | null;
}

const documentColumns = [
  'id',
  'year',
  'number',
  'snapshot',
  'sdi_status as status',
  'sdi_status_at as statusAt',
  'sent_at as sentAt',
] as const;

/**
 * The document of the year's sequence with that number, locked for the import's transaction, with
 * when its last replaced version was replaced (null: never re-issued).
 */
export function lockDocument(
  tx: Executor,
  year: number,
  number: number,
): Promise<(SdiDocumentRow & { lastReplacedAt: Date | null }) | undefined> {
  return tx
    .selectFrom('invoices')
    .select(documentColumns)
    .select((eb) =>
      eb
        .selectFrom('invoice_revisions as r')
        .select((r) => r.fn.max('r.replaced_at').as('m'))
        .whereRef('r.invoice_id', '=', 'invoices.id')
        .as('lastReplacedAt'),
    )
    .where('year', '=', year)
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst() as Promise<(SdiDocumentRow & { lastReplacedAt: Date | null }) | undefined>;
}

export function findDocument(db: Executor, id: number, lock = false): Promise<SdiDocumentRow | undefined> {
  const q = db.selectFrom('invoices').select(documentColumns).where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst() as Promise<SdiDocumentRow | undefined>;
}

export async function messageImported(db: Executor, fileName: string): Promise<boolean> {
  return !!(await db
    .selectFrom('sdi_messages')
    .select('id')
    .where('file_name', '=', fileName)
    .executeTakeFirst());
}

/**
 * The revision a message dated `at` concerns, when the document was re-issued after it: the first
 * revision replaced after that date (null: it concerns the current version).
 */
export async function revisionAt(tx: Executor, documentId: number, at: Date): Promise<number | null> {
  const row = await tx
    .selectFrom('invoice_revisions')
    .select('id')
    .where('invoice_id', '=', documentId)
    .where('replaced_at', '>', at)
    .orderBy('replaced_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface NewSdiMessage {
  invoiceId: number;
  kind: SdiMessageKind;
  fileName: string;
  sdiId: string | null;
  receivedAt: Date | null;
  errors: SdiError[];
  outcome: string | null;
  description: string | null;
  revisionId: number | null;
  importedBy: number;
}

/** Records the message; false when a message of that file name is there already. */
export async function insertMessage(tx: Executor, m: NewSdiMessage): Promise<boolean> {
  const row = await tx
    .insertInto('sdi_messages')
    .values({
      invoice_id: m.invoiceId,
      kind: m.kind,
      file_name: m.fileName,
      sdi_id: m.sdiId,
      received_at: m.receivedAt,
      errors: JSON.stringify(m.errors),
      outcome: m.outcome,
      description: m.description,
      revision_id: m.revisionId,
      imported_by: m.importedBy,
    })
    .onConflict((oc) => oc.column('file_name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function setStatus(
  tx: Executor,
  id: number,
  status: SdiStatus,
  at: Date,
  sentAt?: Date,
): Promise<void> {
  await tx
    .updateTable('invoices')
    .set({ sdi_status: status, sdi_status_at: at, ...(sentAt ? { sent_at: sentAt } : {}) })
    .where('id', '=', id)
    .execute();
}

/** The document's messages, newest first (by their own date, else by import), with who imported them. */
export function messagesOf(db: Executor, invoiceId: number) {
  return db
    .selectFrom('sdi_messages as m')
    .leftJoin('accounts as a', 'a.id', 'm.imported_by')
    .select([
      'm.id',
      'm.kind',
      'm.file_name as fileName',
      'm.sdi_id as sdiId',
      'm.received_at as receivedAt',
      'm.errors',
      'm.outcome',
      'm.description',
      'm.revision_id as revisionId',
      'm.imported_at as importedAt',
      sql<string | null>`nullif(trim(a.first_name || ' ' || a.last_name), '')`.as('importedBy'),
    ])
    .where('m.invoice_id', '=', invoiceId)
    .orderBy(sql`coalesce(m.received_at, m.imported_at)`, 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

/**
 * For a list of documents (`invoices` in the outer query): the errors and outcome of the latest
 * message of the kind that set the status (NS: the errors, NE: EC01/EC02), as one JSON value.
 */
export function statusDetail(eb: ExpressionBuilder<Database, 'invoices'>) {
  return eb
    .selectFrom('sdi_messages as m')
    .select(
      sql<{
        errors: SdiError[];
        outcome: string | null;
      } | null>`json_build_object('errors', m.errors, 'outcome', m.outcome)`.as('d'),
    )
    .whereRef('m.invoice_id', '=', 'invoices.id')
    .where('m.revision_id', 'is', null)
    .where(
      'm.kind',
      '=',
      sql<SdiMessageKind>`case invoices.sdi_status when 'scartata' then 'NS' when 'esito_committente' then 'NE' end`,
    )
    .orderBy(sql`coalesce(m.received_at, m.imported_at)`, 'desc')
    .orderBy('m.id', 'desc')
    .limit(1);
}

/** What a list of documents selects for their SdI state (`sdiStateOf` reads it back). */
export const sdiListColumns = (eb: ExpressionBuilder<Database, 'invoices'>) =>
  [
    'invoices.sdi_status as sdiStatus',
    'invoices.sdi_status_at as sdiStatusAt',
    'invoices.sent_at as sentAt',
    statusDetail(eb).as('sdiDetail'),
  ] as const;

export interface SdiListColumns {
  sdiStatus: SdiStatus;
  sdiStatusAt: Date | null;
  sentAt: Date | null;
  sdiDetail: { errors: SdiError[]; outcome: string | null } | null;
}

/** The list row's SdI state as the contract's `sdiState`. */
export function sdiStateOf(row: SdiListColumns): SdiState {
  return {
    status: row.sdiStatus,
    at: row.sdiStatusAt ? new Date(row.sdiStatusAt).toISOString() : null,
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
    errors: row.sdiDetail?.errors ?? [],
    outcome: row.sdiDetail?.outcome ?? null,
  };
}
