import type { MessageSide, RequestMessage } from '@ham/contracts/request-messages';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** SQL of a quote request's messages (docs/product/agency-portal.md#messages). Services own transactions and rules. */

export const otherSide = (side: MessageSide): MessageSide => (side === 'staff' ? 'agency' : 'staff');

/** A request's thread, oldest first, each message with its files (their names and sizes, not their bytes). */
export async function listThread(db: Executor, requestId: number): Promise<RequestMessage[]> {
  const rows = await db
    .selectFrom('quote_request_messages as m')
    .select(['m.id', 'm.side', 'm.author_name', 'm.text', 'm.created_at', 'm.read_at'])
    .where('m.request_id', '=', requestId)
    .orderBy('m.id')
    .execute();
  const files = rows.length
    ? await db
        .selectFrom('quote_request_attachments as a')
        .innerJoin('quote_request_messages as m', 'm.id', 'a.message_id')
        .select(['a.id', 'a.message_id', 'a.file_name', 'a.media_type', 'a.size'])
        .where('m.request_id', '=', requestId)
        .orderBy('a.id')
        .execute()
    : [];
  return rows.map((m) => ({
    id: m.id,
    side: m.side,
    authorName: m.author_name,
    text: m.text,
    sentAt: m.created_at.toISOString(),
    readAt: m.read_at ? m.read_at.toISOString() : null,
    attachments: files
      .filter((f) => f.message_id === m.id)
      .map((f) => ({ id: f.id, fileName: f.file_name, mediaType: f.media_type, size: f.size })),
  }));
}

export interface MessageValues {
  requestId: number;
  side: MessageSide;
  authorId: number;
  authorName: string;
  text: string;
}

/** The new message's id and time. */
export async function insertMessage(
  db: Executor,
  v: MessageValues,
): Promise<{ id: number; createdAt: Date }> {
  const row = await db
    .insertInto('quote_request_messages')
    .values({
      request_id: v.requestId,
      side: v.side,
      author_id: v.authorId,
      author_name: v.authorName,
      text: v.text,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at };
}

export interface AttachmentValues {
  fileName: string;
  mediaType: string;
  content: Buffer;
}

/** The new file's id. */
export async function insertAttachment(
  db: Executor,
  messageId: number,
  a: AttachmentValues,
): Promise<number> {
  const row = await db
    .insertInto('quote_request_attachments')
    .values({
      message_id: messageId,
      file_name: a.fileName,
      media_type: a.mediaType,
      size: a.content.length,
      content: a.content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The messages `side` wrote on a request, read now by `readerId` (on behalf of the other side). */
export async function markRead(db: Executor, requestId: number, side: MessageSide, readerId: number) {
  await db
    .updateTable('quote_request_messages')
    .set({ read_at: sql`now()`, read_by: readerId })
    .where('request_id', '=', requestId)
    .where('side', '=', side)
    .where('read_at', 'is', null)
    .execute();
}

/** The unread messages `side` wrote: on one request, on an agency's requests, or on all. */
export async function countUnread(
  db: Executor,
  side: MessageSide,
  scope: { requestId: number } | { agencyId: number } | 'all',
): Promise<number> {
  let q = db
    .selectFrom('quote_request_messages as m')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('m.side', '=', side)
    .where('m.read_at', 'is', null);
  if (scope !== 'all' && 'requestId' in scope) q = q.where('m.request_id', '=', scope.requestId);
  if (scope !== 'all' && 'agencyId' in scope)
    q = q.where('m.request_id', 'in', (eb) =>
      eb.selectFrom('quote_requests').select('id').where('agency_id', '=', scope.agencyId),
    );
  const row = await q.executeTakeFirstOrThrow();
  return row.n;
}

/** One file of a request's messages, with its bytes; undefined when it is not that request's. */
export async function findAttachment(db: Executor, requestId: number, attachmentId: number) {
  return db
    .selectFrom('quote_request_attachments as a')
    .innerJoin('quote_request_messages as m', 'm.id', 'a.message_id')
    .select(['a.file_name', 'a.media_type', 'a.content'])
    .where('a.id', '=', attachmentId)
    .where('m.request_id', '=', requestId)
    .executeTakeFirst();
}

/** The e-mail addresses of the staff users who wrote on a request (who handle it), active ones only. */
export async function staffWriters(db: Executor, requestId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('quote_request_messages as m')
    .innerJoin('accounts as a', 'a.id', 'm.author_id')
    .select('a.email')
    .distinct()
    .where('m.request_id', '=', requestId)
    .where('m.side', '=', 'staff')
    .where('a.active', '=', true)
    .execute();
  return rows.map((r) => r.email);
}
