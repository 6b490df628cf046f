import type { Installment, InstallmentState, PaymentPlanSettings, ReceivablesQuery } from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { PaymentTable } from '../db/schema';

// All SQL of Incassi: plans, installments, payments, the 'Incassi' list, the statement, reminders.

/** The case's head as the plan needs it; `forUpdate` locks the case (the first lock of every case writer). */
export async function findCaseForPlan(db: Executor, number: number, forUpdate = false) {
  let q = db
    .selectFrom('cases')
    .select([
      'number',
      'name',
      'begin_date',
      'customer_id',
      sql<string>`to_char(created_at at time zone 'Europe/Rome', 'YYYY-MM-DD')`.as('created_day'),
    ])
    .where('number', '=', number);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The case's invoice total and its notes' totals (cents); undefined before the invoice is issued. */
export async function findInvoicing(db: Executor, caseNumber: number) {
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'total'])
    .where('case_number', '=', caseNumber)
    .where('kind', '=', 'TD01')
    .executeTakeFirst();
  if (!invoice) return undefined;
  const notes = await db
    .selectFrom('invoices')
    .select(['kind', 'total'])
    .where('related_invoice_id', '=', invoice.id)
    .execute();
  return {
    total: invoice.total,
    notes: notes.map((n) => ({ kind: n.kind as 'TD04' | 'TD05', total: n.total })),
  };
}

export async function findPlan(db: Executor, caseNumber: number) {
  return db.selectFrom('payment_plans').selectAll().where('case_number', '=', caseNumber).executeTakeFirst();
}
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

/** Creates the plan if missing (concurrent first reads: one row), then locks and reads it. */
export async function insertPlanIfMissing(db: Executor, caseNumber: number, s: PaymentPlanSettings) {
  await db
    .insertInto('payment_plans')
    .values({
      case_number: caseNumber,
      deposit_percent: s.depositPercent,
      deposit_amount: s.depositAmount,
      deposit_due: s.depositDue,
      balance_days_before: s.balanceDaysBefore,
    })
    .onConflict((oc) => oc.column('case_number').doNothing())
    .execute();
  return db
    .selectFrom('payment_plans')
    .selectAll()
    .where('case_number', '=', caseNumber)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Saves the settings over `version`; undefined when the version is stale. */
export async function updatePlanSettings(
  db: Executor,
  caseNumber: number,
  version: number,
  s: PaymentPlanSettings,
) {
  return db
    .updateTable('payment_plans')
    .set({
      deposit_percent: s.depositPercent,
      deposit_amount: s.depositAmount,
      deposit_due: s.depositDue,
      balance_days_before: s.balanceDaysBefore,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('case_number', '=', caseNumber)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
}

export async function setPlanTotal(db: Executor, caseNumber: number, total: number) {
  await db
    .updateTable('payment_plans')
    .set({ case_total: total })
    .where('case_number', '=', caseNumber)
    .where('case_total', '<>', total)
    .execute();
}

export async function addPaid(db: Executor, caseNumber: number, amount: number) {
  await db
    .updateTable('payment_plans')
    .set({ paid: sql`paid + ${amount}` })
    .where('case_number', '=', caseNumber)
    .execute();
}

export async function findInstallments(db: Executor, caseNumber: number) {
  return db
    .selectFrom('payment_installments')
    .select(['id', 'kind', 'due', 'amount', 'prior'])
    .where('case_number', '=', caseNumber)
    .orderBy('prior')
    .orderBy('kind')
    .execute();
}

/** Writes the installments as computed, keeping each row (and its reminders); only what changed is written. */
export async function upsertInstallments(db: Executor, caseNumber: number, installments: Installment[]) {
  await db
    .insertInto('payment_installments')
    .values(
      installments.map((i) => ({
        case_number: caseNumber,
        kind: i.kind,
        due: i.due,
        amount: i.amount,
        prior: i.prior,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['case_number', 'kind'])
        .doUpdateSet((eb) => ({
          due: eb.ref('excluded.due'),
          amount: eb.ref('excluded.amount'),
          prior: eb.ref('excluded.prior'),
        }))
        .where(
          sql<boolean>`(payment_installments.due, payment_installments.amount, payment_installments.prior) is distinct from (excluded.due, excluded.amount, excluded.prior)`,
        ),
    )
    .execute();
}

export async function findPayments(db: Executor, caseNumber: number) {
  return db
    .selectFrom('payments as p')
    .leftJoin('accounts as a', 'a.id', 'p.created_by')
    .leftJoin('payments as r', 'r.reverses', 'p.id')
    .select([
      'p.id',
      'p.date',
      'p.amount',
      'p.method',
      'p.reference',
      'p.reason',
      'p.reverses',
      'r.id as reversed_by',
      'p.created_at',
      sql<string | null>`a.first_name || ' ' || a.last_name`.as('created_by_name'),
    ])
    .where('p.case_number', '=', caseNumber)
    .orderBy('p.date')
    .orderBy('p.id')
    .execute();
}
export type PaymentRow = Awaited<ReturnType<typeof findPayments>>[number];

export async function findPaymentByKey(db: Executor, key: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'case_number'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function findPaymentOfCase(db: Executor, caseNumber: number, id: number) {
  return db
    .selectFrom('payments as p')
    .leftJoin('payments as r', 'r.reverses', 'p.id')
    .select(['p.id', 'p.amount', 'r.id as reversed_by'])
    .where('p.case_number', '=', caseNumber)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** Inserts the payment; undefined when its idempotency key is already recorded (the one row stays). */
export async function insertPayment(db: Executor, row: Omit<PaymentTable, 'id' | 'created_at'>) {
  return db
    .insertInto('payments')
    .values(row)
    .onConflict((oc) => oc.constraint('payments_idempotency_key_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function findReminders(db: Executor, caseNumber: number) {
  return db
    .selectFrom('payment_reminders as r')
    .innerJoin('payment_installments as i', 'i.id', 'r.installment_id')
    .select(['r.kind', 'i.kind as installment', 'r.due', 'r.to', 'r.sent_at'])
    .where('i.case_number', '=', caseNumber)
    .orderBy('r.sent_at')
    .execute();
}

// ---- 'Incassi' -------------------------------------------------------------------------

/** The state of an installment in SQL, the same as rules/payment-plan's installmentState. */
function stateFilter(state: InstallmentState, today: string) {
  const covered = sql<boolean>`p.paid >= i.prior + i.amount`;
  if (state === 'incassato') return covered;
  return state === 'scaduto'
    ? sql<boolean>`not (${covered}) and i.due < ${today}`
    : sql<boolean>`not (${covered}) and i.due >= ${today}`;
}

function receivablesBase(db: Executor, q: Omit<ReceivablesQuery, 'p' | 'ipp'>, today: string) {
  let query = db
    .selectFrom('payment_installments as i')
    .innerJoin('payment_plans as p', 'p.case_number', 'i.case_number')
    .innerJoin('cases as c', 'c.number', 'i.case_number')
    .where('i.amount', '>', 0);
  if (q.agency !== undefined) query = query.where('c.customer_id', '=', q.agency);
  if (q.from) query = query.where('i.due', '>=', q.from);
  if (q.to) query = query.where('i.due', '<=', q.to);
  if (q.state) {
    query = query.where(stateFilter(q.state, today));
  }
  return query;
}

function receivablesSelect(db: Executor, q: Omit<ReceivablesQuery, 'p' | 'ipp'>, today: string) {
  return receivablesBase(db, q, today)
    .innerJoin('agencies as a', 'a.id', 'c.customer_id')
    .select([
      'i.case_number',
      'c.name as case_name',
      'c.begin_date',
      'a.id as agency_id',
      'a.full_name as agency_name',
      'i.kind',
      'i.due',
      'i.amount',
      sql<number>`least(i.amount, greatest(0, p.paid - i.prior))`.as('paid'),
    ])
    .orderBy('i.due')
    .orderBy('i.case_number')
    .orderBy('i.kind');
}
export type ReceivableRow = Awaited<ReturnType<ReturnType<typeof receivablesSelect>['execute']>>[number];

export async function listReceivables(db: Executor, q: ReceivablesQuery, today: string) {
  const [count, items] = await Promise.all([
    receivablesBase(db, q, today).select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    receivablesSelect(db, q, today)
      .limit(q.ipp)
      .offset((q.p - 1) * q.ipp)
      .execute(),
  ]);
  return { items, total: Number(count.total) };
}

/** The whole selection a page at a time (exports), by keyset on (due, case, kind). */
export async function* receivablesInPages(
  db: Executor,
  q: Omit<ReceivablesQuery, 'p' | 'ipp'>,
  today: string,
  pageSize = 500,
): AsyncGenerator<ReceivableRow[]> {
  let after: ReceivableRow | undefined;
  for (;;) {
    let query = receivablesSelect(db, q, today);
    if (after) {
      const a = after;
      query = query.where(
        sql<boolean>`(i.due, i.case_number, i.kind) > (${a.due}, ${a.case_number}, ${a.kind})`,
      );
    }
    const page = await query.limit(pageSize).execute();
    if (page.length) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1];
  }
}

// ---- 'Estratto conto' ------------------------------------------------------------------

export async function findAgencyName(db: Executor, id: number) {
  return db.selectFrom('agencies').select(['id', 'full_name']).where('id', '=', id).executeTakeFirst();
}

/**
 * The agency's balance before `from`: invoices and debit notes owed, credit notes and
 * payments (refunds negative) received.
 */
export async function statementOpening(db: Executor, agencyId: number, from: string): Promise<number> {
  const row = await sql<{ docs: string | null; paid: string | null }>`
    select
      (select sum(case when inv.kind = 'TD04' then -abs(inv.total) else inv.total end)
         from invoices inv join cases c on c.number = inv.case_number
        where c.customer_id = ${agencyId} and inv.docdate < ${from}) as docs,
      (select sum(p.amount) from payments p join cases c on c.number = p.case_number
        where c.customer_id = ${agencyId} and p.date < ${from}) as paid`.execute(db);
  const r = row.rows[0];
  return Number(r?.docs ?? 0) - Number(r?.paid ?? 0);
}

export interface StatementRow {
  date: string;
  kind: 'TD01' | 'TD04' | 'TD05' | 'payment';
  number: number | null;
  year: number | null;
  case_number: number | null;
  amount: number;
  method: string | null;
  reference: string | null;
}

/**
 * Documents and payments of the agency's cases within the period, in date order (on a day,
 * documents before payments, each kind by id). Sorted by the DATE columns themselves: a sort on
 * their text form compared 7,000 strings by collation and cost more than the rest of the query.
 */
export async function statementRows(db: Executor, agencyId: number, from: string, to: string) {
  const result = await sql<StatementRow>`
    select l.date, l.kind, l.number, l.year, l.case_number, l.amount, l.method, l.reference
      from (
        select inv.docdate as date, 0 as payment, inv.id, inv.kind, inv.number, inv.year, inv.case_number,
               inv.total as amount, null::text as method, null::text as reference
          from invoices inv join cases c on c.number = inv.case_number
         where c.customer_id = ${agencyId} and inv.docdate between ${from} and ${to}
        union all
        select p.date, 1, p.id, 'payment', null, null, p.case_number, p.amount, p.method, p.reference
          from payments p join cases c on c.number = p.case_number
         where c.customer_id = ${agencyId} and p.date between ${from} and ${to}
      ) l
     order by l.date, l.payment, l.id`.execute(db);
  return result.rows;
}

/** The agency's installments still owed (any due day), earliest first. */
export async function openInstallments(db: Executor, agencyId: number) {
  return db
    .selectFrom('payment_installments as i')
    .innerJoin('payment_plans as p', 'p.case_number', 'i.case_number')
    .innerJoin('cases as c', 'c.number', 'i.case_number')
    .select([
      'i.case_number',
      'c.name as case_name',
      'i.kind',
      'i.due',
      'i.amount',
      sql<number>`least(i.amount, greatest(0, p.paid - i.prior))`.as('paid'),
    ])
    .where('c.customer_id', '=', agencyId)
    .where('i.amount', '>', 0)
    .where(sql<boolean>`p.paid < i.prior + i.amount`)
    .orderBy('i.due')
    .orderBy('i.case_number')
    .limit(500)
    .execute();
}

// ---- reminders -------------------------------------------------------------------------

/**
 * Installments not covered whose reminder of `kind` is due on `day` and not yet sent:
 * 'preavviso' when due on `day + daysBefore`... or earlier but still ahead (a plan saved late),
 * 'sollecito' when the due day is before `day`.
 */
export async function installmentsToRemind(
  db: Executor,
  kind: 'preavviso' | 'sollecito',
  day: string,
  daysBefore: number,
) {
  let q = db
    .selectFrom('payment_installments as i')
    .innerJoin('payment_plans as p', 'p.case_number', 'i.case_number')
    .innerJoin('cases as c', 'c.number', 'i.case_number')
    .innerJoin('agencies as a', 'a.id', 'c.customer_id')
    .leftJoin('payment_reminders as r', (j) =>
      j.onRef('r.installment_id', '=', 'i.id').on('r.kind', '=', kind),
    )
    .select([
      'i.id',
      'i.case_number',
      'c.name as case_name',
      'i.kind',
      'i.due',
      'i.amount',
      sql<number>`least(i.amount, greatest(0, p.paid - i.prior))`.as('paid'),
      'a.full_name as agency_name',
      sql<string | null>`coalesce(a.email, a.frontoffice_email)`.as('email'),
    ])
    .where('i.amount', '>', 0)
    .where(sql<boolean>`p.paid < i.prior + i.amount`)
    .where('r.id', 'is', null);
  q =
    kind === 'preavviso'
      ? q.where('i.due', '>', day).where(sql<boolean>`i.due <= ${day}::date + ${daysBefore}::int`)
      : q.where('i.due', '<', day);
  return q.orderBy('i.due').orderBy('i.case_number').execute();
}

/** Records a reminder; false when it was already recorded (another replica, a retry). */
export async function insertReminder(
  db: Executor,
  row: { installment_id: number; kind: 'preavviso' | 'sollecito'; due: string; to: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_reminders')
    .values(row)
    .onConflict((oc) => oc.constraint('payment_reminders_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setReminderMail(db: Executor, installmentId: number, kind: string, mailId: number) {
  await db
    .updateTable('payment_reminders')
    .set({ mail_id: mailId })
    .where('installment_id', '=', installmentId)
    .where('kind', '=', kind as 'preavviso')
    .execute();
}

/** Case numbers whose plan should be recomputed by the daily job: cases not yet ended. */
export async function casesToRefresh(db: Executor, today: string, afterNumber: number, limit: number) {
  const rows = await db
    .selectFrom('cases')
    .select('number')
    .where('end_date', '>=', today)
    .where('number', '>', afterNumber)
    .orderBy('number')
    .limit(limit)
    .execute();
  return rows.map((r) => r.number);
}
