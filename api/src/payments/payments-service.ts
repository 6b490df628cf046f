import {
  type CasePayments,
  caseMessages,
  defaultPlanSettings,
  formatEuro,
  type Installment,
  installmentState,
  installmentStatuses,
  invoiceTotals,
  messages,
  type Paged,
  type PaymentPlanSettings,
  type PaymentPlanUpdate,
  type PaymentsConfig,
  type PaymentWrite,
  paymentFigures,
  paymentMessages,
  planInstallments,
  type Receivable,
  type ReceivablesQuery,
  todayInRome,
} from '@ham/contracts';
import { getCaseFile } from '../cases/cases-service';
import { readConfig } from '../config-groups/config-service';
import type { Executor } from '../db/executor';
import { pageOf } from '../db/paging';
import type { Db } from '../db/schema';
import { AppError, badRequest, conflict, notFound, stale } from '../errors';
import {
  addPaid,
  findCaseForPlan,
  findInstallments,
  findInvoicing,
  findPaymentByKey,
  findPaymentOfCase,
  findPayments,
  findPlan,
  findReminders,
  insertPayment,
  insertPlanIfMissing,
  listReceivables,
  type PlanRow,
  type ReceivableRow,
  setPlanTotal,
  updatePlanSettings,
  upsertInstallments,
} from './payments-repository';

export const paymentsConfig = (db: Executor): Promise<PaymentsConfig> => readConfig(db, 'payments');

const settingsOf = (p: PlanRow): PaymentPlanSettings => ({
  depositPercent: p.deposit_percent,
  depositAmount: p.deposit_amount,
  depositDue: p.deposit_due,
  balanceDaysBefore: p.balance_days_before,
});

const caseOr404 = async (db: Executor, number: number, forUpdate = false) => {
  const head = await findCaseForPlan(db, number, forUpdate);
  if (!head) throw notFound(caseMessages.notFound(number));
  return head;
};

/**
 * What the agency owes for the case: the case file's total until the invoice is issued, then
 * what the invoice and its notes add up to (a credit note lowers it, a debit note raises it).
 */
async function amountOwed(tx: Executor, caseNumber: number) {
  const invoicing = await findInvoicing(tx, caseNumber);
  if (invoicing) {
    const amounts = invoiceTotals(invoicing.total, invoicing.notes);
    return { total: amounts.net, invoicing: amounts };
  }
  const { total } = await getCaseFile(tx, caseNumber);
  return { total, invoicing: null };
}

/**
 * The case's plan computed again from what is owed (`amountOwed`) and the arrival: the plan is
 * created from Configurazione's defaults the first time, and the stored total and installments
 * follow the case (what the 'Incassi' list and the reminders read). Issuing the invoice or a
 * note refreshes it in the same transaction.
 */
export async function refreshPlan(tx: Executor, caseNumber: number) {
  const head = await caseOr404(tx, caseNumber);
  const { total, invoicing } = await amountOwed(tx, caseNumber);
  let plan = await findPlan(tx, caseNumber);
  if (!plan) {
    const defaults = await paymentsConfig(tx);
    plan = await insertPlanIfMissing(tx, caseNumber, defaultPlanSettings(defaults, head.created_day));
  }
  await setPlanTotal(tx, caseNumber, total);
  const installments = planInstallments(total, settingsOf(plan), head.begin_date);
  await upsertInstallments(tx, caseNumber, installments);
  return { plan, installments, total, invoicing };
}

async function casePayments(tx: Executor, caseNumber: number, today: string): Promise<CasePayments> {
  const { plan, installments, total, invoicing } = await refreshPlan(tx, caseNumber);
  const [payments, reminders] = await Promise.all([
    findPayments(tx, caseNumber),
    findReminders(tx, caseNumber),
  ]);
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  return {
    caseNumber,
    plan: {
      depositMode: plan.deposit_amount === null ? 'percent' : 'amount',
      depositPercent: plan.deposit_percent,
      depositAmount: plan.deposit_amount,
      depositDue: plan.deposit_due,
      balanceDaysBefore: plan.balance_days_before,
      version: plan.version,
    },
    installments: installmentStatuses(installments, paid, today),
    payments: payments.map((p) => ({
      id: p.id,
      date: p.date,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      reason: p.reason,
      reverses: p.reverses,
      reversedBy: p.reversed_by,
      createdAt: new Date(p.created_at).toISOString(),
      createdBy: p.created_by_name,
    })),
    figures: paymentFigures(total, installments, paid, today),
    invoicing: invoicing && {
      invoiced: invoicing.invoiced,
      credited: invoicing.credited,
      debited: invoicing.debited,
      net: invoicing.net,
    },
    reminders: reminders.map((r) => ({
      kind: r.kind,
      installment: r.installment,
      due: r.due,
      to: r.to,
      sentAt: new Date(r.sent_at).toISOString(),
    })),
  };
}

/** GET /docs/:docNum/payments: the plan (brought up to date with the case), payments, figures, reminders. */
export function getCasePayments(db: Db, caseNumber: number, today = todayInRome()): Promise<CasePayments> {
  return db.transaction().execute((tx) => casePayments(tx, caseNumber, today));
}

/** PUT /docs/:docNum/payment-plan: the plan's settings over the version read. */
export function savePaymentPlan(db: Db, caseNumber: number, input: PaymentPlanUpdate, today = todayInRome()) {
  return db.transaction().execute(async (tx) => {
    await caseOr404(tx, caseNumber, true);
    await refreshPlan(tx, caseNumber);
    const settings: PaymentPlanSettings = {
      depositPercent: input.depositMode === 'percent' ? input.depositPercent : null,
      depositAmount: input.depositMode === 'amount' ? input.depositAmount : null,
      depositDue: input.depositDue,
      balanceDaysBefore: input.balanceDaysBefore,
    };
    if (!(await updatePlanSettings(tx, caseNumber, input.version, settings))) throw stale();
    return casePayments(tx, caseNumber, today);
  });
}

/** Checks a refund that reverses a payment: one of this case, positive, not yet reversed, for its whole amount. */
async function checkReversal(tx: Executor, caseNumber: number, input: PaymentWrite) {
  if (input.reverses === null) return;
  const original = await findPaymentOfCase(tx, caseNumber, input.reverses);
  if (!original) throw badRequest(messages.validation, { reverses: paymentMessages.reverseNotFound });
  if (original.amount < 0)
    throw badRequest(messages.validation, { reverses: paymentMessages.reverseOnlyPayments });
  if (original.reversed_by !== null) throw conflict('AlreadyReversed', paymentMessages.reversedAlready);
  if (input.amount !== -original.amount)
    throw badRequest(messages.validation, {
      amount: `L'importo dello storno deve essere ${formatEuro(-original.amount)}`,
    });
}

/**
 * POST /docs/:docNum/payments: records a payment (or a refund) once per idempotency key. The
 * case is locked first (as every case writer does), so two sends of the same key, or a
 * payment racing the case's delete, are serialized. An amount over what is still owed asks
 * for confirmation (409 Overpayment; `force` records it: credit on account).
 */
export async function recordPayment(
  db: Db,
  caseNumber: number,
  input: PaymentWrite,
  { force, accountId, today = todayInRome() }: { force: boolean; accountId: number | null; today?: string },
): Promise<{ created: boolean; payments: CasePayments }> {
  return db.transaction().execute(async (tx) => {
    await caseOr404(tx, caseNumber, true);
    const known = await findPaymentByKey(tx, input.idempotencyKey);
    if (known) {
      if (known.case_number !== caseNumber) throw conflict('Conflict', paymentMessages.keyOfOtherCase);
      return { created: false, payments: await casePayments(tx, caseNumber, today) };
    }
    const { total } = await refreshPlan(tx, caseNumber);
    const paid = (await findPayments(tx, caseNumber)).reduce((sum, p) => sum + p.amount, 0);
    await checkReversal(tx, caseNumber, input);
    if (input.amount < 0 && -input.amount > paid)
      throw badRequest(messages.validation, { amount: paymentMessages.refundOverPaid(formatEuro(paid)) });
    const outstanding = Math.max(0, total - paid);
    if (input.amount > 0 && input.amount > outstanding && !force)
      throw new AppError(409, 'Overpayment', paymentMessages.overpayment(formatEuro(outstanding)), {
        outstanding,
      });
    const inserted = await insertPayment(tx, {
      case_number: caseNumber,
      date: input.date,
      amount: input.amount,
      method: input.method,
      reference: input.reference,
      reason: input.reason,
      reverses: input.reverses,
      idempotency_key: input.idempotencyKey,
      created_by: accountId,
    });
    // Recorded meanwhile for another case (this case's own sends wait on its lock).
    if (!inserted) throw conflict('Conflict', paymentMessages.keyOfOtherCase);
    await addPaid(tx, caseNumber, input.amount);
    return { created: true, payments: await casePayments(tx, caseNumber, today) };
  });
}

const toReceivable = (r: ReceivableRow, today: string): Receivable => {
  const installment: Installment = { kind: r.kind, due: r.due, amount: r.amount, prior: 0 };
  return {
    caseNumber: r.case_number,
    caseName: r.case_name,
    arrival: r.begin_date,
    agency: { id: r.agency_id, name: r.agency_name },
    kind: r.kind,
    due: r.due,
    amount: r.amount,
    paid: r.paid,
    outstanding: r.amount - r.paid,
    state: installmentState(installment, r.paid, today),
  };
};

export { toReceivable };

/** GET /docs/receivables: the installments across cases by due day. */
export async function getReceivables(
  db: Db,
  q: ReceivablesQuery,
  today = todayInRome(),
): Promise<Paged<Receivable>> {
  const { items, total } = await listReceivables(db, q, today);
  return pageOf(
    items.map((r) => toReceivable(r, today)),
    q,
    total,
  );
}

/** The installments of a case as stored (tests, the reminders job). */
export const storedInstallments = (db: Executor, caseNumber: number) => findInstallments(db, caseNumber);
