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
});
export type DevMail = z.infer<typeof devMail>;
