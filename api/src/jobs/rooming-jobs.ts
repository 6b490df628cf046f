import { formatItalianDate, purgeEndBound, todayInRome } from '@ham/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { statusIs } from '../cases/cases-repository';
import { readConfig } from '../config-groups/config-service';
import type { Db } from '../db/schema';
import { queueMail } from '../mail/outbox';
import type { OutgoingMail } from '../mail/outbox-repository';
import type { JobQueue } from './job-queue';

/**
 * The rooming list's two daily jobs (docs/product/rooming-list.md#the-agency-fills-it-in, #privacy):
 * - the reminder to the agency before its deadline: once per case and deadline (the primary key of
 *   `rooming_reminders`, written in the transaction that queues the e-mail: a second run, a retry
 *   or another replica sends nothing more);
 * - the purge of the participants' personal data N days after the trip, names, birth dates and
 *   notes replaced in place (counts per room, type and role stay), with the history lines that
 *   held them.
 */
export const ROOMING_REMINDERS_JOB = 'rooming-reminders';
export const ROOMING_REMINDERS_CRON = '45 7 * * *';
export const ROOMING_PURGE_JOB = 'rooming-purge';
export const ROOMING_PURGE_CRON = '30 3 * * *';

export interface RoomingReminderCase {
  number: number;
  name: string;
  begin_date: string;
  deadline: string;
  participants: number;
  guest_count: number;
}

export function roomingReminderMail(to: string, c: RoomingReminderCase): OutgoingMail {
  const text = [
    'Gentile cliente,',
    `le ricordiamo che entro il ${formatItalianDate(c.deadline)} va completata la rooming list della pratica ${c.number} - ${c.name} (arrivo il ${formatItalianDate(c.begin_date)}).`,
    `Partecipanti inseriti: ${c.participants} su ${c.guest_count}. La lista si compila o si carica (Excel o CSV) nel portale agenzie, in 'Le mie pratiche'.`,
    'Se ha già provveduto, non tenga conto di questo messaggio.',
    'Cordiali saluti',
  ].join('\n\n');
  return {
    kind: 'rooming_reminder',
    to,
    subject: `Rooming list pratica ${c.number}: da completare entro il ${formatItalianDate(c.deadline)}`,
    text,
    html: null,
  };
}

/**
 * Queues the reminders due on `day`: confirmed cases whose deadline falls within the next
 * `reminderDaysBefore` days (today included) and whose list has fewer participants than the
 * case's guests, to the agency's front-office e-mail (else its e-mail).
 */
export async function sendRoomingReminders(db: Db, day = todayInRome()): Promise<number> {
  const config = await readConfig(db, 'rooming');
  const deadline = sql<string>`coalesce(c.rooming_deadline, c.begin_date - ${config.deadlineDaysBefore}::int)`;
  const due = await db
    .selectFrom('cases as c')
    .innerJoin('agencies as ag', 'ag.id', 'c.customer_id')
    .select([
      'c.number',
      'c.name',
      'c.begin_date',
      'c.guest_count',
      sql<string>`to_char(${deadline}, 'YYYY-MM-DD')`.as('deadline'),
      sql<number>`(select count(*)::int from participants p where p.case_number = c.number)`.as(
        'participants',
      ),
      sql<string | null>`coalesce(ag.frontoffice_email, ag.email)`.as('email'),
    ])
    .where('c.begin_date', '>=', day)
    .where(
      sql<boolean>`${deadline} between ${day}::date and ${day}::date + ${config.reminderDaysBefore}::int`,
    )
    .where(sql<boolean>`(${statusIs('confermata', day)} or ${statusIs('fatturata', day)})`)
    .where(sql<boolean>`not exists (select 1 from rooming_reminders r
      where r.case_number = c.number and r.deadline = ${deadline})`)
    .orderBy('c.number')
    .execute();
  let sent = 0;
  for (const c of due) {
    if (!c.email || c.participants >= c.guest_count) continue;
    const to = c.email;
    await db.transaction().execute(async (tx) => {
      const claimed = await tx
        .insertInto('rooming_reminders')
        .values({ case_number: c.number, deadline: c.deadline, sent_to: to })
        .onConflict((oc) => oc.doNothing())
        .returning('case_number')
        .executeTakeFirst();
      if (!claimed) return;
      const mailId = await queueMail(tx, roomingReminderMail(to, c));
      await tx
        .updateTable('rooming_reminders')
        .set({ mail_id: mailId })
        .where('case_number', '=', c.number)
        .where('deadline', '=', c.deadline)
        .execute();
      sent += 1;
    });
  }
  return sent;
}

/**
 * Purges the personal data of the trips that ended `purgeDaysAfter` days ago or more, one case per
 * transaction: each participant becomes 'Partecipante' 'N. <n>' without birth date and notes,
 * keeping role, room, accommodation type and the age at arrival (the tourist tax); the history
 * lines of the participants (which hold the old names) are deleted, those of this update with
 * them (`ham.retention`, migration 0020); the files attached to the e-mails sent to the hotels
 * (the rooming list and the voucher, which prints it) are deleted, the e-mails' record kept. Answers how many cases were purged.
 */
export async function purgeRoomingData(db: Db, day = todayInRome()): Promise<number> {
  const { purgeDaysAfter } = await readConfig(db, 'rooming');
  const cases = await db
    .selectFrom('cases as c')
    .select('c.number')
    .where('c.end_date', '<=', purgeEndBound(day, purgeDaysAfter))
    .where(sql<boolean>`exists (select 1 from participants p where p.case_number = c.number)`)
    .where(sql<boolean>`not exists (select 1 from rooming_lists r
      where r.case_number = c.number and r.purged_at is not null)`)
    .orderBy('c.number')
    .execute();
  for (const { number } of cases) {
    await db.transaction().execute(async (tx) => {
      await sql`select set_config('ham.retention', 'on', true)`.execute(tx);
      await sql`
        update participants p set
          age_at_arrival = case when p.birth_date is null then null
            else extract(year from age(c.begin_date, p.birth_date))::int end,
          last_name = 'Partecipante',
          first_name = 'N. ' || n.seq,
          birth_date = null,
          notes = null,
          version = p.version + 1,
          updated_at = now()
        from cases c, (select id, row_number() over (order by position, id) as seq
          from participants where case_number = ${number}) n
        where p.case_number = ${number} and c.number = p.case_number and n.id = p.id`.execute(tx);
      await tx
        .insertInto('rooming_lists')
        .values({ case_number: number, purged_at: sql`now()` })
        .onConflict((oc) => oc.column('case_number').doUpdateSet({ purged_at: sql`now()` }))
        .execute();
      await sql`delete from history where table_name = 'participants'
        and parent_table = 'cases' and parent_id = ${String(number)}`.execute(tx);
      await sql`delete from mail_attachments a using hotel_mails h
        where h.case_number = ${number} and a.mail_id = h.mail_id
          and (a.filename like 'rooming-list-%' or a.filename like 'voucher-%')`.execute(tx);
    });
  }
  return cases.length;
}

async function schedule(
  deps: { db: Db; queue: JobQueue; log: FastifyBaseLogger },
  name: string,
  cron: string,
  run: (db: Db) => Promise<number>,
  message: string,
) {
  const { boss } = deps.queue;
  await deps.queue.createQueue(name, { name, policy: 'singleton', retryLimit: 3 });
  await boss.schedule(name, cron, {}, { tz: 'Europe/Rome' });
  await boss.work(name, async () => {
    deps.log.info({ count: await run(deps.db) }, message);
  });
}

/** Schedules both jobs on the process's job queue (main.ts); every replica may call it. */
export async function startRoomingSchedules(deps: { db: Db; queue: JobQueue; log: FastifyBaseLogger }) {
  await schedule(
    deps,
    ROOMING_REMINDERS_JOB,
    ROOMING_REMINDERS_CRON,
    (db) => sendRoomingReminders(db),
    'promemoria rooming list',
  );
  await schedule(
    deps,
    ROOMING_PURGE_JOB,
    ROOMING_PURGE_CRON,
    (db) => purgeRoomingData(db),
    'cancellazione dati partecipanti',
  );
}
