import {
  formatEuro,
  formatItalianDate,
  type InstallmentKind,
  installmentKindLabels,
  todayInRome,
} from '@ham/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import { queueMail } from '../mail/outbox';
import type { OutgoingMail } from '../mail/outbox-repository';
import {
  casesToRefresh,
  insertReminder,
  installmentsToRemind,
  setReminderMail,
} from '../payments/payments-repository';
import { paymentsConfig, refreshPlan } from '../payments/payments-service';
import type { JobQueue } from './job-queue';

/**
 * The payment reminders to the agencies (Configurazione → 'Incassi'): every morning, for each
 * installment not yet covered, a 'preavviso' from N days before its due day and a 'sollecito'
 * from the day after it was missed. Each is sent once: the reminder's row (unique per
 * installment and kind) and its outbox e-mail are written in one transaction, so a second run
 * of the same day, a retry or another replica sends nothing more.
 */
export const PAYMENT_REMINDERS_JOB = 'payment-reminders';
export const PAYMENT_REMINDERS_CRON = '30 7 * * *';

export interface ReminderInstallment {
  case_number: number;
  case_name: string;
  kind: InstallmentKind;
  due: string;
  amount: number;
  paid: number;
  agency_name: string;
}

export function paymentReminderMail(
  to: string,
  kind: 'preavviso' | 'sollecito',
  i: ReminderInstallment,
): OutgoingMail {
  const what = `${installmentKindLabels[i.kind].toLowerCase()} della pratica ${i.case_number} - ${i.case_name}`;
  const owed = formatEuro(i.amount - i.paid);
  const text = [
    'Gentile cliente,',
    kind === 'preavviso'
      ? `le ricordiamo che il ${formatItalianDate(i.due)} scade il pagamento dell'${what}: ${owed}.`
      : `non risulta ancora ricevuto il pagamento dell'${what}, scaduto il ${formatItalianDate(i.due)}: ${owed}.`,
    'Se ha già provveduto, non tenga conto di questo messaggio.',
    'Cordiali saluti',
  ].join('\n\n');
  return {
    kind: 'payment_reminder',
    to,
    subject:
      kind === 'preavviso'
        ? `Promemoria pagamento pratica ${i.case_number} (scadenza ${formatItalianDate(i.due)})`
        : `Sollecito pagamento pratica ${i.case_number} (scaduto il ${formatItalianDate(i.due)})`,
    text,
    html: null,
  };
}

/** Brings the plans of the cases not yet ended up to date with their totals (one transaction each). */
export async function refreshOpenPlans(db: Db, day: string): Promise<number> {
  let after = 0;
  let count = 0;
  for (;;) {
    const numbers = await casesToRefresh(db, day, after, 200);
    for (const n of numbers) {
      await db.transaction().execute((tx) => refreshPlan(tx, n));
    }
    count += numbers.length;
    if (numbers.length < 200) return count;
    after = numbers[numbers.length - 1];
  }
}

/** Queues the reminders due on `day`; answers how many of each kind were queued. */
export async function sendPaymentReminders(db: Db, day = todayInRome()) {
  const config = await paymentsConfig(db);
  if (!config.remindersEnabled) return { preavviso: 0, sollecito: 0 };
  await refreshOpenPlans(db, day);
  const sent = { preavviso: 0, sollecito: 0 };
  for (const kind of ['preavviso', 'sollecito'] as const) {
    const due = await installmentsToRemind(db, kind, day, config.reminderDaysBefore);
    for (const i of due) {
      if (!i.email) continue;
      const email = i.email;
      await db.transaction().execute(async (tx) => {
        if (!(await insertReminder(tx, { installment_id: i.id, kind, due: i.due, to: email }))) return;
        const mailId = await queueMail(tx, paymentReminderMail(email, kind, i));
        await setReminderMail(tx, i.id, kind, mailId);
        sent[kind] += 1;
      });
    }
  }
  return sent;
}

/** Schedules the job on the process's job queue (main.ts); every replica may call it. */
export async function startPaymentRemindersSchedule(deps: {
  db: Db;
  queue: JobQueue;
  log: FastifyBaseLogger;
}) {
  const { boss } = deps.queue;
  await deps.queue.createQueue(PAYMENT_REMINDERS_JOB, {
    name: PAYMENT_REMINDERS_JOB,
    policy: 'singleton',
    retryLimit: 3,
  });
  await boss.schedule(PAYMENT_REMINDERS_JOB, PAYMENT_REMINDERS_CRON, {}, { tz: 'Europe/Rome' });
  await boss.work(PAYMENT_REMINDERS_JOB, async () => {
    const result = await sendPaymentReminders(deps.db);
    deps.log.info(result, 'promemoria incassi');
  });
}
