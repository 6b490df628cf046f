import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { lockUnqueuedMails, lockUnsentMail, markQueued, recordAttempt } from '../mail/outbox-repository';
import { type MailTransport, transportFor } from '../mail/transport';
import { inTransaction, type JobQueue } from './job-queue';

export const MAIL_QUEUE = 'mail-delivery';

export interface MailWorkerOptions {
  /** Attempts after the first failure (default 10: with backoff, about 17 hours in all). */
  retryLimit?: number;
  /** First retry delay in seconds, doubled each time with jitter (default 60). */
  retryDelaySeconds?: number;
  /** How often the relay looks for new outbox rows (default 1 s). */
  relayIntervalMs?: number;
  /** How often the worker asks the queue for jobs (default 1 s, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** A delivery not finished after this is retried, e.g. after a crash (default 300 s). */
  expireInSeconds?: number;
}

export interface MailWorkerDeps {
  db: Db;
  config: AppConfig;
  /** The process's job queue (main.ts starts one for every job). */
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** Tests may give their own; by default SMTP_URL, or the log in demo mode. */
  transport?: MailTransport | null;
  options?: MailWorkerOptions;
}

export interface MailWorker {
  /** Hands the outbox rows waiting now to the queue (the relay also runs by itself). */
  relay(): Promise<number>;
  /** Stops the relay and the deliveries, letting those under way finish (the queue's owner stops the queue). */
  stop(): Promise<void>;
}

interface MailJob {
  outboxId: number;
}

/**
 * Delivers one outbox message at most once: the row is locked (FOR UPDATE SKIP LOCKED),
 * sent, and marked sent in the same transaction, so a second job or replica for the same
 * row finds it locked or sent and does nothing. A failure records the attempt and throws,
 * and pg-boss retries later with exponential backoff.
 */
export async function deliverOutboxMail(db: Db, transport: MailTransport, outboxId: number): Promise<void> {
  const failure = await db.transaction().execute(async (tx) => {
    const mail = await lockUnsentMail(tx, outboxId);
    if (!mail) return null;
    try {
      await transport.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordAttempt(tx, outboxId, { sent: false, error: message });
      return error instanceof Error ? error : new Error(message);
    }
    await recordAttempt(tx, outboxId, { sent: true });
    return null;
  });
  if (failure) throw failure;
}

/**
 * The mail worker (docs/product/deployment.md#e-mails): a relay moves new outbox rows to the pg-boss queue, one
 * job per row created in the same transaction that marks the row queued; pg-boss workers
 * deliver them with retries. Started by main.ts; every replica may run one.
 */
export async function startMailWorker(deps: MailWorkerDeps): Promise<MailWorker> {
  const { db, config, log } = deps;
  const transport = deps.transport === undefined ? transportFor(config, log) : deps.transport;
  if (!transport) {
    log.warn('SMTP_URL non impostato: le e-mail restano in coda nella tabella mail_outbox');
    return { relay: async () => 0, stop: async () => {} };
  }
  const options = deps.options ?? {};
  const retry = {
    retryLimit: options.retryLimit ?? 10,
    retryDelay: options.retryDelaySeconds ?? 60,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds ?? 300,
  };
  const boss: PgBoss = deps.queue.boss;
  await deps.queue.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...retry });

  const relay = () =>
    db.transaction().execute(async (tx) => {
      const ids = await lockUnqueuedMails(tx, 100);
      for (const outboxId of ids) {
        await boss.send(MAIL_QUEUE, { outboxId } satisfies MailJob, { ...retry, db: inTransaction(tx) });
      }
      await markQueued(tx, ids);
      return ids.length;
    });

  // The deliveries under way, awaited by stop() (the queue itself is stopped by its owner).
  const deliveries = new Set<Promise<void>>();
  await boss.work<MailJob>(
    MAIL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      const delivery = deliverOutboxMail(db, transport, job.data.outboxId);
      deliveries.add(delivery);
      try {
        await delivery;
      } catch (err) {
        log.warn({ err, mailId: job.data.outboxId }, 'e-mail non consegnata: nuovo tentativo più tardi');
        throw err;
      } finally {
        deliveries.delete(delivery);
      }
    },
  );

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = relay()
      .catch((err) => log.error({ err }, 'relay della posta in uscita: errore'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.relayIntervalMs ?? 1000);
      });
  };
  tick();
  log.info({ transport: transport.kind }, 'invio e-mail avviato');

  return {
    relay,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await boss.offWork(MAIL_QUEUE);
      await Promise.allSettled([...deliveries]);
      transport.close();
    },
  };
}
