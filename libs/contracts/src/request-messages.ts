import { z } from 'zod';
import { recordId } from './http';

// 'Messaggi' (docs/product/agency-portal.md#messages): the conversation of a quote request between
// the agency and the staff, with attachments (PDF, images, .xlsx; at most 10 MB each).

/** The largest attachment, in bytes. */
export const MESSAGE_MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The longest message text. */
export const MESSAGE_TEXT_MAX = 5000;
/** The longest attachment name, as stored and served. */
export const MESSAGE_FILE_NAME_MAX = 120;
/** An attachment travels as base64 in the JSON body: 4 characters for each 3 bytes. */
export const MESSAGE_MAX_ATTACHMENT_BASE64 = Math.ceil(MESSAGE_MAX_ATTACHMENT_BYTES / 3) * 4;

export const requestMessageTexts = {
  empty: 'Scrivi un messaggio o allega un file.',
  tooLong: `Il messaggio può contenere al massimo ${MESSAGE_TEXT_MAX} caratteri.`,
  tooLarge: "L'allegato supera la dimensione massima di 10 MB.",
  badType:
    'Tipo di file non ammesso: si possono allegare PDF, immagini (PNG, JPEG, WebP) e fogli Excel (.xlsx).',
  badContent: "Il contenuto dell'allegato non è valido.",
  fileName: 'Indica il nome del file.',
  notFound: 'Allegato non trovato.',
  tooMany: 'Troppi messaggi in poco tempo: riprova tra qualche minuto.',
} as const;

export const messageSides = ['staff', 'agency'] as const;
export type MessageSide = (typeof messageSides)[number];

/** One file of a message, without its bytes (GET …/attachments/:attachmentId serves them). */
export const requestMessageAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mediaType: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type RequestMessageAttachment = z.infer<typeof requestMessageAttachment>;

export const requestMessage = z.object({
  id: z.number().int(),
  side: z.enum(messageSides),
  /** The author's name as it was when they wrote ('Staff' side: the staff user's name). */
  authorName: z.string(),
  text: z.string(),
  /** ISO timestamp. */
  sentAt: z.string(),
  /** When the other side read it (null: not yet). */
  readAt: z.string().nullable(),
  attachments: z.array(requestMessageAttachment),
});
export type RequestMessage = z.infer<typeof requestMessage>;

/** A request's thread, oldest first, and how many of the other side's messages the reader has not read. */
export const requestMessageThread = z.object({
  messages: z.array(requestMessage),
  unread: z.number().int(),
});
export type RequestMessageThread = z.infer<typeof requestMessageThread>;

/** POST …/messages: a text, a file (its name and its bytes in base64), or both. */
export const requestMessageWrite = z
  .object({
    text: z.string().trim().max(MESSAGE_TEXT_MAX, requestMessageTexts.tooLong).default(''),
    attachment: z
      .object({
        fileName: z.string().trim().min(1, requestMessageTexts.fileName).max(255),
        content: z
          .string()
          .max(MESSAGE_MAX_ATTACHMENT_BASE64, requestMessageTexts.tooLarge)
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, requestMessageTexts.badContent),
      })
      .nullish(),
  })
  .refine((m) => m.text !== '' || m.attachment != null, {
    path: ['text'],
    message: requestMessageTexts.empty,
  });
export type RequestMessageWrite = z.infer<typeof requestMessageWrite>;

/** The reader's unread messages: every request's for staff, the agency's own requests' for an agency. */
export const unreadMessages = z.object({ unread: z.number().int() });
export type UnreadMessages = z.infer<typeof unreadMessages>;

/** `…/attachments/:attachmentId` of a request. */
export const requestAttachmentParams = z.object({ requestId: recordId, attachmentId: recordId });
export const myRequestAttachmentParams = z.object({ id: recordId, attachmentId: recordId });
