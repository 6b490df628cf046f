import type { Db } from '../db/schema';
import { queueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';

/**
 * Queues the password-reset e-mail in the mail outbox; the mail worker delivers it (SMTP,
 * or in demo mode the log and /api/dev/mails). The link never goes to the log otherwise.
 */
export async function sendPasswordResetLink(db: Db, email: string, link: string): Promise<void> {
  await queueMail(db, passwordResetMail(email, link));
}
