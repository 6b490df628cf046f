import { z } from 'zod';

/** GET /api/dev/mails (demo mode only): the outbox, newest first. */
export const devMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** When the worker handed it over (printed to the log in demo mode); null while queued. */
  sentAt: z.string().nullable(),
  /** The names of its attached files (e.g. the PDF sent to an agency). */
  attachments: z.array(z.string()),
});
export type DevMail = z.infer<typeof devMail>;
