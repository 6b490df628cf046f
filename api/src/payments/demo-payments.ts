import { addDays, todayInRome } from '@ham/contracts';
import type { Executor } from '../db/executor';
import { addPaid, findPlan, insertPayment, updatePlanSettings } from './payments-repository';
import { refreshPlan } from './payments-service';

/** What the demo records on a few cases, by the start of the case's name. */
interface DemoMoney {
  /** The acconto's due day, days from today (negative: already past). */
  depositDueIn?: number;
  /** Payments received: days from today (≤ 0), share of the total in per cent, method, reference. */
  payments: { daysAgo: number; percent: number; method: 'bonifico' | 'carta'; reference: string }[];
}

const DEMO_MONEY: Record<string, DemoMoney> = {
  // The acconto paid by bank transfer: the saldo still to come.
  'ITIS Fermi': { payments: [{ daysAgo: 2, percent: 30, method: 'bonifico', reference: 'CRO 0412 5583' }] },
  // The acconto fell due five days ago and nothing came: 'Scaduto' on 'Incassi'.
  'Circolo Anziani': { depositDueIn: -5, payments: [] },
  // Part of the acconto by card.
  'Istituto Marconi': { payments: [{ daysAgo: 1, percent: 10, method: 'carta', reference: 'POS 33871' }] },
  // Acconto and part of the saldo.
  'Liceo Artistico Brera': {
    payments: [
      { daysAgo: 6, percent: 30, method: 'bonifico', reference: 'CRO 0399 1027' },
      { daysAgo: 1, percent: 40, method: 'bonifico', reference: 'CRO 0411 7764' },
    ],
  },
};

/**
 * The demo's 'Incassi' (demo mode, first start, inside the seed's transaction): every demo case
 * gets its payment plan from Configurazione's defaults, and a few get payments or a missed
 * acconto, so that 'Incassi', the statements and the reminders have something to show. Cases
 * the browser tests work on are left alone.
 */
export async function seedDemoPayments(tx: Executor, today = todayInRome()) {
  const admin = await tx
    .selectFrom('accounts')
    .select('id')
    .where('role_id', '=', 'admin')
    .orderBy('id')
    .executeTakeFirst();
  const cases = await tx.selectFrom('cases').select(['number', 'name']).orderBy('number').execute();
  for (const c of cases) {
    const { total } = await refreshPlan(tx, c.number);
    const money = Object.entries(DEMO_MONEY).find(([prefix]) => c.name.startsWith(prefix))?.[1];
    if (!money || total <= 0) continue;
    if (money.depositDueIn !== undefined) {
      const plan = await findPlan(tx, c.number);
      if (plan)
        await updatePlanSettings(tx, c.number, plan.version, {
          depositPercent: plan.deposit_percent,
          depositAmount: plan.deposit_amount,
          depositDue: addDays(today, money.depositDueIn),
          balanceDaysBefore: plan.balance_days_before,
        });
    }
    for (const [k, p] of money.payments.entries()) {
      const amount = Math.round((total * p.percent) / 100);
      await insertPayment(tx, {
        case_number: c.number,
        date: addDays(today, -p.daysAgo),
        amount,
        method: p.method,
        reference: p.reference,
        reason: null,
        reverses: null,
        idempotency_key: `demo-${c.number}-${k}`,
        created_by: admin?.id ?? null,
      });
      await addPaid(tx, c.number, amount);
    }
    await refreshPlan(tx, c.number);
  }
}
