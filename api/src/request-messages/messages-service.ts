import { messages, quoteMessages } from '@ham/contracts';
import {
  MESSAGE_MAX_ATTACHMENT_BYTES,
  type MessageSide,
  type RequestMessage,
  type RequestMessageThread,
  type RequestMessageWrite,
  requestMessageTexts,
  type UnreadMessages,
} from '@ham/contracts/request-messages';
import type { AppConfig } from '../config';
import { readConfig } from '../config-groups/config-service';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { queueMail } from '../mail/outbox';
import { quoteMessageMail } from '../mail/templates';
import { findRequest } from '../quote-requests/requests-repository';
import { detectAttachmentType, safeFileName } from './attachment-rules';
import {
  countUnread,
  findAttachment,
  insertAttachment,
  insertMessage,
  listThread,
  markRead,
  otherSide,
  staffWriters,
} from './messages-repository';

/**
 * Who reads or writes a request's messages: staff (any request) or an agency user (the requests of
 * their agency only: another agency's request is simply not found, as in GET /quotereq/:id).
 */
export interface MessageReader {
  side: MessageSide;
  accountId: number;
  name: string;
  /** An agency user's agency. */
  agencyId?: number;
}

const requestNotFound = () => notFound(quoteMessages.requestNotFound);

/** The request, when the reader may see it (404 otherwise). */
async function visibleRequest(db: Executor, reader: MessageReader, requestId: number) {
  const row = await findRequest(db, requestId);
  if (!row || (reader.side === 'agency' && row.agency_id !== reader.agencyId)) throw requestNotFound();
  return row;
}

/** GET …/messages: the thread, and how many of the other side's messages the reader's side has not read. */
export async function getThread(
  db: Db,
  reader: MessageReader,
  requestId: number,
): Promise<RequestMessageThread> {
  await visibleRequest(db, reader, requestId);
  const thread = await listThread(db, requestId);
  const other = otherSide(reader.side);
  return { messages: thread, unread: thread.filter((m) => m.side === other && m.readAt === null).length };
}

/** POST …/messages/read: the other side's messages are read by the reader's side (the desk, or the agency). */
export async function readThread(db: Db, reader: MessageReader, requestId: number): Promise<UnreadMessages> {
  await visibleRequest(db, reader, requestId);
  await markRead(db, requestId, otherSide(reader.side), reader.accountId);
  return unreadFor(db, reader);
}

/** GET …/unread-messages: staff, the agencies' messages not read on any request; an agency, the staff's on its own. */
export function unreadFor(db: Executor, reader: MessageReader): Promise<UnreadMessages> {
  const other = otherSide(reader.side);
  const scope = reader.side === 'agency' ? { agencyId: reader.agencyId ?? -1 } : 'all';
  return countUnread(db, other, scope).then((unread) => ({ unread }));
}

/** The attachment checked: its bytes decoded, its size, its type by content, its safe name (400/413 otherwise). */
function checkedAttachment(input: NonNullable<RequestMessageWrite['attachment']>) {
  const content = Buffer.from(input.content, 'base64');
  if (content.length > MESSAGE_MAX_ATTACHMENT_BYTES)
    throw new AppError(413, 'PayloadTooLarge', requestMessageTexts.tooLarge);
  if (content.length === 0)
    throw badRequest(messages.validation, { attachment: requestMessageTexts.badContent });
  const type = detectAttachmentType(content);
  if (!type) throw badRequest(requestMessageTexts.badType, { attachment: requestMessageTexts.badType });
  return { fileName: safeFileName(input.fileName, type), mediaType: type.mediaType, content };
}

/**
 * POST …/messages: in one transaction, the message with its file, the other side's messages read
 * (answering is reading), and the e-mail to the other side: an agency's message to the 'Richieste
 * preventivo' address of Configurazione, or, without one, to the staff users who wrote on the
 * request; a staff message to the address of the agency user who sent the request.
 */
export async function sendMessage(
  db: Db,
  reader: MessageReader,
  requestId: number,
  input: RequestMessageWrite,
  config: Pick<AppConfig, 'publicUrl'>,
): Promise<RequestMessage> {
  const file = input.attachment ? checkedAttachment(input.attachment) : null;
  return db.transaction().execute(async (tx) => {
    const request = await visibleRequest(tx, reader, requestId);
    const { id, createdAt } = await insertMessage(tx, {
      requestId,
      side: reader.side,
      authorId: reader.accountId,
      authorName: reader.name,
      text: input.text,
    });
    const fileId = file ? await insertAttachment(tx, id, file) : null;
    await markRead(tx, requestId, otherSide(reader.side), reader.accountId);

    const summary = {
      requestId,
      agencyName: request.agency_name,
      authorName: reader.name,
      text: input.text,
      fileNames: file ? [file.fileName] : [],
    };
    if (reader.side === 'agency') {
      const { email } = await readConfig(tx, 'quoterequests');
      const to = email ? [email] : await staffWriters(tx, requestId);
      for (const address of to)
        await queueMail(
          tx,
          quoteMessageMail(address, summary, true, `${config.publicUrl}/richieste/${requestId}`),
        );
    } else {
      await queueMail(
        tx,
        quoteMessageMail(
          request.contact_email,
          summary,
          false,
          `${config.publicUrl}/mie-richieste/${requestId}`,
        ),
      );
    }
    return {
      id,
      side: reader.side,
      authorName: reader.name,
      text: input.text,
      sentAt: createdAt.toISOString(),
      readAt: null,
      attachments:
        file && fileId !== null
          ? [{ id: fileId, fileName: file.fileName, mediaType: file.mediaType, size: file.content.length }]
          : [],
    };
  });
}

/** GET …/attachments/:attachmentId: a file of the request's messages (404 when it is another request's). */
export async function getAttachment(db: Db, reader: MessageReader, requestId: number, attachmentId: number) {
  await visibleRequest(db, reader, requestId);
  const file = await findAttachment(db, requestId, attachmentId);
  if (!file) throw notFound(requestMessageTexts.notFound);
  return file;
}
