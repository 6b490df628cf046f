import type { Executor, Tx } from '../db/executor';

export type MailKind =
  | 'invitation'
  | 'agency_access'
  | 'password_reset'
  | 'expiring_options'
  | 'document'
  | 'quote_request'
  | 'quote_receipt'
  | 'quote_message'
  | 'payment_reminder'
  | 'sdi_pec'
  | 'release_notice'
  | 'hotel_mail'
  | 'rooming_reminder'
  | 'quote_offer'
  | 'quote_offer_answer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Files sent with the message (e.g. the PDF of a document), stored with it in the outbox. */
  attachments?: MailAttachment[];
}

export interface OutboxRow extends Omit<OutgoingMail, 'attachments'> {
  id: number;
  attachments: MailAttachment[];
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
}

export async function insertOutboxMail(
  db: Executor,
  { attachments, ...mail }: OutgoingMail,
): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  if (attachments?.length) {
    await db
      .insertInto('mail_attachments')
      .values(
        attachments.map((a) => ({
          mail_id: row.id,
          filename: a.filename,
          content_type: a.contentType,
          content: Buffer.from(a.content),
        })),
      )
      .execute();
  }
  return row.id;
}

async function attachmentsOf(db: Executor, mailId: number): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom('mail_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('mail_id', '=', mailId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ filename: r.filename, contentType: r.content_type, content: r.content }));
}

/** The attachments' names of recent messages (GET /dev/mails). */
export async function attachmentNames(db: Executor, mailIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (!mailIds.length) return names;
  const rows = await db
    .selectFrom('mail_attachments')
    .select(['mail_id', 'filename'])
    .where('mail_id', 'in', mailIds)
    .orderBy('id')
    .execute();
  for (const r of rows) names.set(r.mail_id, [...(names.get(r.mail_id) ?? []), r.filename]);
  return names;
}

/** The newest messages first (GET /dev/mails). */
export async function listRecentMails(db: Executor, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to', 'subject', 'text', 'created_at', 'sent_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Rows not yet handed to the job queue, locked so that two relays (two API replicas)
 * never hand over the same row.
 */
export async function lockUnqueuedMails(tx: Tx, limit: number): Promise<number[]> {
  const rows = await tx
    .selectFrom('mail_outbox')
    .select('id')
    .where('queued_at', 'is', null)
    .where('sent_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.map((r) => r.id);
}

export async function markQueued(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length)
    await tx.updateTable('mail_outbox').set({ queued_at: new Date() }).where('id', 'in', ids).execute();
}

/** The unsent message, locked for this delivery; undefined when it was sent or another worker holds it. */
export async function lockUnsentMail(tx: Tx, id: number): Promise<OutboxRow | undefined> {
  const row = await tx
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to', 'subject', 'text', 'html', 'created_at', 'sent_at', 'attempts'])
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return (
    row && {
      attachments: await attachmentsOf(tx, row.id),
      id: row.id,
      kind: row.kind as MailKind,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      attempts: row.attempts,
    }
  );
}

export async function recordAttempt(
  tx: Tx,
  id: number,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<void> {
  await tx
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      ...(outcome.sent
        ? { sent_at: new Date(), last_error: null }
        : { last_error: outcome.error.slice(0, 1000) }),
    }))
    .where('id', '=', id)
    .execute();
}
