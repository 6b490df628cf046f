import { z } from 'zod';
import { isoDate, optionalText, versioned, whenPresent } from './common';
import { recordId } from './http';
import { messages } from './messages';
import { paged, pageQuery } from './paging';
import { installmentKinds } from './rules/payment-plan';
import { periodRule } from './schema-parts';

// Incassi: a case's payment plan and payments, the 'Incassi' list across cases, and the
// agency's statement ('Estratto conto'). Money in integer cents.

export const paymentMethods = ['bonifico', 'carta', 'contanti', 'assegno', 'compensazione'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bonifico: 'Bonifico',
  carta: 'Carta',
  contanti: 'Contanti',
  assegno: 'Assegno',
  compensazione: 'Compensazione',
};

export const installmentStates = ['da_incassare', 'scaduto', 'incassato'] as const;

export const paymentMessages = {
  reasonRequired: 'Indicare il motivo del rimborso',
  notZero: "L'importo non può essere zero",
  overpayment: (outstanding: string) =>
    `L'importo supera quanto resta da incassare (${outstanding}): la differenza resterà come credito dell'agenzia. Registrare comunque?`,
  refundOverPaid: (paid: string) => `Il rimborso supera quanto incassato (${paid})`,
  reversedAlready: 'Questo incasso è già stato stornato',
  reverseNotFound: 'Incasso da stornare inesistente in questa pratica',
  reverseOnlyPayments: 'Si può stornare solo un incasso, non un rimborso',
  keyOfOtherCase: 'Chiave di invio già usata per un altro incasso',
  caseHasPayments:
    'Impossibile eliminare la pratica: ha degli incassi registrati (si possono solo stornare).',
  depositChoice: "Indicare la percentuale o l'importo dell'acconto",
  percent: 'Percentuale da 0 a 100',
} as const;

const cents = z
  .number()
  .int(messages.integer)
  .min(-99_999_999, messages.minAmount)
  .max(99_999_999, messages.maxAmount);
const days = z.number().int(messages.integer).min(0, messages.notNegative).max(365, 'Massimo 365 giorni');

/** PUT /docs/:docNum/payment-plan: the acconto as a percentage or an amount, its due day, the saldo's days before arrival. */
const planFields = z.object({
  depositMode: z.enum(['percent', 'amount'], whenPresent(messages.invalidValue)),
  depositPercent: z
    .number()
    .int(messages.integer)
    .min(0, paymentMessages.percent)
    .max(100, paymentMessages.percent)
    .nullish()
    .transform((v) => v ?? null),
  depositAmount: cents
    .min(0, messages.notNegative)
    .nullish()
    .transform((v) => v ?? null),
  depositDue: isoDate,
  balanceDaysBefore: days,
});
function checkDeposit(v: z.output<typeof planFields>, ctx: z.RefinementCtx) {
  if (v.depositMode === 'percent' && v.depositPercent === null)
    ctx.addIssue({ code: 'custom', path: ['depositPercent'], message: messages.required });
  if (v.depositMode === 'amount' && v.depositAmount === null)
    ctx.addIssue({ code: 'custom', path: ['depositAmount'], message: messages.required });
}
export const paymentPlanWrite = planFields.superRefine(checkDeposit);
export type PaymentPlanWrite = z.output<typeof paymentPlanWrite>;
export const paymentPlanUpdate = planFields.merge(versioned).superRefine(checkDeposit);
export type PaymentPlanUpdate = z.output<typeof paymentPlanUpdate>;

/** POST /docs/:docNum/payments: a payment (positive) or a refund (negative, with its reason). */
export const paymentWrite = z
  .object({
    date: isoDate,
    amount: cents.refine((v) => v !== 0, paymentMessages.notZero),
    method: z.enum(paymentMethods, whenPresent('Metodo di pagamento non valido')),
    reference: optionalText(200),
    reason: optionalText(500),
    /** The payment a refund reverses (a reversal is the only way to undo a payment). */
    reverses: z
      .number({ error: 'Incasso da stornare non valido' })
      .int('Incasso da stornare non valido')
      .positive('Incasso da stornare non valido')
      .max(2_147_483_647, 'Incasso da stornare non valido')
      .nullish()
      .transform((v) => v ?? null),
    /** Chosen by the client once per form: a retried or double-clicked send records one payment. */
    idempotencyKey: z.string().trim().min(8, messages.tooShort(8)).max(100, messages.tooLong(100)),
  })
  .superRefine((v, ctx) => {
    if (v.amount < 0 && v.reason === null)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: paymentMessages.reasonRequired });
  });
export type PaymentWrite = z.output<typeof paymentWrite>;

export const payment = z.object({
  id: z.number().int(),
  date: z.string(),
  amount: z.number().int(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  reverses: z.number().int().nullable(),
  reversedBy: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

export const installment = z.object({
  kind: z.enum(installmentKinds),
  due: z.string(),
  amount: z.number().int(),
  prior: z.number().int(),
  paid: z.number().int(),
  state: z.enum(installmentStates),
});
export type InstallmentRead = z.infer<typeof installment>;

export const paymentFiguresSchema = z.object({
  due: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  overdue: z.number().int(),
  credit: z.number().int(),
});

export const reminderSent = z.object({
  kind: z.enum(['preavviso', 'sollecito']),
  installment: z.enum(installmentKinds),
  due: z.string(),
  to: z.string(),
  sentAt: z.string(),
});
export type ReminderSent = z.infer<typeof reminderSent>;

/** GET /docs/:docNum/payments: the plan, its installments, the payments, the figures, the reminders sent. */
export const casePayments = z.object({
  caseNumber: z.number().int(),
  plan: z.object({
    depositMode: z.enum(['percent', 'amount']),
    depositPercent: z.number().int().nullable(),
    depositAmount: z.number().int().nullable(),
    depositDue: z.string(),
    balanceDaysBefore: z.number().int(),
    version: z.number().int(),
  }),
  installments: z.array(installment),
  payments: z.array(payment),
  figures: paymentFiguresSchema,
  /** The invoice and its notes once issued (then `figures.due` is their net); absent before. */
  invoicing: z
    .object({
      invoiced: z.number().int(),
      credited: z.number().int(),
      debited: z.number().int(),
      net: z.number().int(),
    })
    .nullish(),
  reminders: z.array(reminderSent),
});
export type CasePayments = z.infer<typeof casePayments>;

// ---- 'Incassi': the installments across cases ----------------------------------------

/** GET /docs/receivables: by agency, due period and state, paged (also .xlsx / .csv without paging). */
export const receivablesQuery = z
  .object({
    agency: recordId.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    state: z.enum(installmentStates, whenPresent('Stato non valido')).optional(),
  })
  .merge(pageQuery)
  .superRefine((v, ctx) => {
    if (v.from && v.to)
      periodRule('from', 'to', { maxDays: Number.POSITIVE_INFINITY })(v as { from: string; to: string }, ctx);
  });
export type ReceivablesQuery = z.infer<typeof receivablesQuery>;

export const receivable = z.object({
  caseNumber: z.number().int(),
  caseName: z.string(),
  arrival: z.string(),
  agency: z.object({ id: z.number().int(), name: z.string() }),
  kind: z.enum(installmentKinds),
  due: z.string(),
  amount: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  state: z.enum(installmentStates),
});
export type Receivable = z.infer<typeof receivable>;
export const receivablesPage = paged(receivable);

// ---- 'Estratto conto' -----------------------------------------------------------------

/** ?from&to of a statement: at most 366 days. */
export const statementQuery = z
  .object({ from: isoDate, to: isoDate })
  .superRefine((v, ctx) => periodRule('from', 'to')(v, ctx));
export type StatementQuery = z.infer<typeof statementQuery>;

export const statementLineKinds = ['fattura', 'nota_credito', 'nota_debito', 'incasso', 'rimborso'] as const;
export const statementLineLabels: Record<(typeof statementLineKinds)[number], string> = {
  fattura: 'Fattura',
  nota_credito: 'Nota di credito',
  nota_debito: 'Nota di debito',
  incasso: 'Incasso',
  rimborso: 'Rimborso',
};

export const statementLine = z.object({
  date: z.string(),
  kind: z.enum(statementLineKinds),
  /** 'n. 12/2026' for a document, the method and reference for a payment. */
  description: z.string(),
  caseNumber: z.number().int().nullable(),
  /** What the agency owes more (invoice, debit note, refund). */
  debit: z.number().int(),
  /** What the agency owes less (credit note, payment). */
  credit: z.number().int(),
  balance: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const openItem = z.object({
  caseNumber: z.number().int(),
  caseName: z.string(),
  kind: z.enum(installmentKinds),
  due: z.string(),
  outstanding: z.number().int(),
  state: z.enum(installmentStates),
});
export type OpenItem = z.infer<typeof openItem>;

/** GET /agencies/:id/statement (staff) and GET /quotereq/statement (the agency's own). */
export const statement = z.object({
  agency: z.object({ id: z.number().int(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  opening: z.number().int(),
  closing: z.number().int(),
  lines: z.array(statementLine),
  openItems: z.array(openItem),
});
export type Statement = z.infer<typeof statement>;

// ---- Configurazione → 'Incassi' -------------------------------------------------------

export const paymentsConfigWrite = z.object({
  depositPercent: z
    .number()
    .int(messages.integer)
    .min(0, paymentMessages.percent)
    .max(100, paymentMessages.percent),
  depositDaysAfter: days,
  balanceDaysBefore: days,
  remindersEnabled: z.boolean(),
  reminderDaysBefore: days,
});
export type PaymentsConfigWrite = z.output<typeof paymentsConfigWrite>;
export const paymentsConfigUpdate = paymentsConfigWrite.merge(versioned);
export type PaymentsConfigUpdate = z.output<typeof paymentsConfigUpdate>;
export const paymentsConfig = paymentsConfigWrite.merge(versioned);
export type PaymentsConfig = z.infer<typeof paymentsConfig>;
