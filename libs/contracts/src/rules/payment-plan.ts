import { addDays, maxDate, minDate } from './dates';

/**
 * The payment plan of a case: an 'Acconto' (a percentage of the case's total, or a fixed
 * amount) and a 'Saldo' (the rest). Pure and table-tested (payment-plan.test.ts); the API
 * stores its result for the 'Incassi' list and the screens show the same figures.
 * Money is integer cents.
 */
export type InstallmentKind = 'acconto' | 'saldo';
export const installmentKinds = ['acconto', 'saldo'] as const;

/** How one case pays: the acconto as a percentage or an amount (exactly one), its due day, and the saldo's days before arrival. */
export interface PaymentPlanSettings {
  /** Whole percent 0..100, or null when `depositAmount` is given. */
  depositPercent: number | null;
  /** Cents, or null when `depositPercent` is given. */
  depositAmount: number | null;
  depositDue: string;
  balanceDaysBefore: number;
}

/** The defaults of 'Configurazione' → 'Incassi'. */
export interface PaymentDefaults {
  depositPercent: number;
  depositDaysAfter: number;
  balanceDaysBefore: number;
}

export interface Installment {
  kind: InstallmentKind;
  due: string;
  /** Cents owed by this installment. */
  amount: number;
  /** Cents owed by the installments before it (what a payment pays first). */
  prior: number;
}

export type InstallmentState = 'da_incassare' | 'scaduto' | 'incassato';

export interface InstallmentStatus extends Installment {
  /** Cents of this installment covered by what was received. */
  paid: number;
  state: InstallmentState;
}

export interface PaymentFigures {
  /** 'Dovuto': the case's total. */
  due: number;
  /** 'Incassato': the sum of the payments (refunds negative). */
  paid: number;
  /** 'Da incassare': what is still owed (never negative). */
  outstanding: number;
  /** 'Scaduto': the part of the installments past their due day not covered. */
  overdue: number;
  /** Received beyond the total: credit on account. */
  credit: number;
}

/** A percentage of cents, rounded half away from zero to the cent. */
export function percentOf(total: number, percent: number): number {
  const exact = (total * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** A new case's plan from the defaults: the acconto `depositDaysAfter` days after `from` (the case's creation). */
export function defaultPlanSettings(defaults: PaymentDefaults, from: string): PaymentPlanSettings {
  return {
    depositPercent: defaults.depositPercent,
    depositAmount: null,
    depositDue: addDays(from, defaults.depositDaysAfter),
    balanceDaysBefore: defaults.balanceDaysBefore,
  };
}

/**
 * The two installments of a case whose total is `total` cents and whose guests arrive on
 * `arrival`. The acconto never exceeds the total (nor goes below zero); the saldo is the rest,
 * due `balanceDaysBefore` days before arrival. When the arrival is too close (the saldo would
 * fall due before the acconto), the acconto is due at the latest on the arrival day and the
 * saldo on the same day as the acconto.
 */
export function planInstallments(total: number, s: PaymentPlanSettings, arrival: string): Installment[] {
  const owed = Math.max(0, total);
  const wanted = s.depositAmount ?? percentOf(owed, s.depositPercent ?? 0);
  const deposit = Math.min(owed, Math.max(0, wanted));
  const depositDue = minDate(s.depositDue, arrival);
  const balanceDue = maxDate(addDays(arrival, -s.balanceDaysBefore), depositDue);
  return [
    { kind: 'acconto', due: depositDue, amount: deposit, prior: 0 },
    { kind: 'saldo', due: balanceDue, amount: owed - deposit, prior: deposit },
  ];
}

/** What `paid` cents cover of an installment (paid in order: the acconto first). */
export function installmentPaid(i: Pick<Installment, 'amount' | 'prior'>, paid: number): number {
  return Math.min(i.amount, Math.max(0, paid - i.prior));
}

/** 'incassato' when covered, 'scaduto' when its due day is before `today` and it is not, else 'da incassare'. */
export function installmentState(i: Installment, paid: number, today: string): InstallmentState {
  if (installmentPaid(i, paid) >= i.amount) return 'incassato';
  return i.due < today ? 'scaduto' : 'da_incassare';
}

export function installmentStatuses(
  installments: Installment[],
  paid: number,
  today: string,
): InstallmentStatus[] {
  return installments.map((i) => ({
    ...i,
    paid: installmentPaid(i, paid),
    state: installmentState(i, paid, today),
  }));
}

/** 'Dovuto', 'Incassato', 'Da incassare', 'Scaduto' and the credit on account. */
export function paymentFigures(
  total: number,
  installments: Installment[],
  paid: number,
  today: string,
): PaymentFigures {
  const due = Math.max(0, total);
  const overdue = installments
    .filter((i) => i.due < today)
    .reduce((sum, i) => sum + i.amount - installmentPaid(i, paid), 0);
  return {
    due,
    paid,
    outstanding: Math.max(0, due - paid),
    overdue,
    credit: Math.max(0, paid - due),
  };
}

/** The Italian label of an installment's state (lists, exports, the statement). */
export const installmentStateLabels: Record<InstallmentState, string> = {
  da_incassare: 'Da incassare',
  scaduto: 'Scaduto',
  incassato: 'Incassato',
};

export const installmentKindLabels: Record<InstallmentKind, string> = { acconto: 'Acconto', saldo: 'Saldo' };
