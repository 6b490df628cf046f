import type { Executor } from '../db/executor';
import { insertOutboxMail, type OutgoingMail } from './outbox-repository';

/**
 * Queues an e-mail (docs/product/deployment.md#e-mails): call it with the transaction of the change that causes
 * the message, so the message exists exactly when the change was committed. The mail
 * worker (jobs/mail-worker.ts) delivers it.
 */
export function queueMail(tx: Executor, mail: OutgoingMail): Promise<number> {
  return insertOutboxMail(tx, mail);
}
