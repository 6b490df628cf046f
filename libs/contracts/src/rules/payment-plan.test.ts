import {
  defaultPlanSettings,
  type Installment,
  installmentStatuses,
  type PaymentPlanSettings,
  paymentFigures,
  percentOf,
  planInstallments,
} from './payment-plan';

const settings = (over: Partial<PaymentPlanSettings> = {}): PaymentPlanSettings => ({
  depositPercent: 30,
  depositAmount: null,
  depositDue: '2026-03-08',
  balanceDaysBefore: 30,
  ...over,
});

describe('percentOf (cents, half away from zero)', () => {
  it.each([
    [100_000, 30, 30_000],
    [333, 30, 100], // 99.9 → 100
    [335, 30, 101], // 100.5 → 101
    [1, 50, 1], // 0.5 → 1
    [3, 50, 2], // 1.5 → 2
    [12_345, 0, 0],
    [12_345, 100, 12_345],
    [-335, 30, -101],
  ])('%i × %i%% = %i', (total, percent, cents) => expect(percentOf(total, percent)).toBe(cents));
});

describe('defaultPlanSettings', () => {
  it('puts the acconto N days after the creation day', () => {
    expect(
      defaultPlanSettings({ depositPercent: 30, depositDaysAfter: 7, balanceDaysBefore: 30 }, '2026-02-25'),
    ).toEqual({ depositPercent: 30, depositAmount: null, depositDue: '2026-03-04', balanceDaysBefore: 30 });
  });
});

describe('planInstallments', () => {
  const arrival = '2026-06-10';
  it.each<[string, number, Partial<PaymentPlanSettings>, [string, number, string, number]]>([
    // name, total, settings, [acconto due, acconto, saldo due, saldo]
    ['30% of 1.000,00 €', 100_000, {}, ['2026-03-08', 30_000, '2026-05-11', 70_000]],
    [
      '30% of 1.234,57 € rounds the acconto, the saldo is the rest',
      123_457,
      {},
      ['2026-03-08', 37_037, '2026-05-11', 86_420],
    ],
    [
      'an amount instead of a percentage',
      100_000,
      { depositPercent: null, depositAmount: 25_000 },
      ['2026-03-08', 25_000, '2026-05-11', 75_000],
    ],
    [
      'an amount over the total is cut to the total',
      10_000,
      { depositPercent: null, depositAmount: 25_000 },
      ['2026-03-08', 10_000, '2026-05-11', 0],
    ],
    [
      '0% leaves everything to the saldo',
      50_000,
      { depositPercent: 0 },
      ['2026-03-08', 0, '2026-05-11', 50_000],
    ],
    [
      '100% leaves nothing to the saldo',
      50_000,
      { depositPercent: 100 },
      ['2026-03-08', 50_000, '2026-05-11', 0],
    ],
    ['an empty case owes nothing', 0, {}, ['2026-03-08', 0, '2026-05-11', 0]],
    ['a negative total (discounts) owes nothing', -5_000, {}, ['2026-03-08', 0, '2026-05-11', 0]],
    [
      'saldo 0 days before: on the arrival day',
      100_000,
      { balanceDaysBefore: 0 },
      ['2026-03-08', 30_000, '2026-06-10', 70_000],
    ],
    // Arrival too close: the saldo would fall before the acconto → both on the acconto's day.
    [
      'arrival too close: saldo with the acconto',
      100_000,
      { depositDue: '2026-05-20' },
      ['2026-05-20', 30_000, '2026-05-20', 70_000],
    ],
    // The acconto after the arrival is brought back to the arrival day.
    [
      'acconto after arrival: due on arrival',
      100_000,
      { depositDue: '2026-06-15' },
      ['2026-06-10', 30_000, '2026-06-10', 70_000],
    ],
  ])('%s', (_name, total, over, [depositDue, deposit, balanceDue, balance]) => {
    const plan = planInstallments(total, settings(over), arrival);
    expect(plan).toEqual([
      { kind: 'acconto', due: depositDue, amount: deposit, prior: 0 },
      { kind: 'saldo', due: balanceDue, amount: balance, prior: deposit },
    ]);
    expect(plan[0].amount + plan[1].amount).toBe(Math.max(0, total));
  });

  it('follows a change of the total: the percentage moves, a fixed amount stays', () => {
    const pct = settings();
    expect(planInstallments(100_000, pct, arrival).map((i) => i.amount)).toEqual([30_000, 70_000]);
    expect(planInstallments(120_000, pct, arrival).map((i) => i.amount)).toEqual([36_000, 84_000]);
    const fixed = settings({ depositPercent: null, depositAmount: 30_000 });
    expect(planInstallments(120_000, fixed, arrival).map((i) => i.amount)).toEqual([30_000, 90_000]);
    // Total lowered below what the acconto asks: the acconto is the whole total.
    expect(planInstallments(20_000, fixed, arrival).map((i) => i.amount)).toEqual([20_000, 0]);
  });
});

describe('installment states and figures', () => {
  const plan: Installment[] = [
    { kind: 'acconto', due: '2026-03-08', amount: 30_000, prior: 0 },
    { kind: 'saldo', due: '2026-05-11', amount: 70_000, prior: 30_000 },
  ];
  it.each<[string, number, string, [string, number, string, number], [number, number, number, number]]>([
    // name, paid, today, [acconto state, paid, saldo state, paid], [due, paid, outstanding, overdue]
    [
      'nothing paid, nothing due yet',
      0,
      '2026-03-08',
      ['da_incassare', 0, 'da_incassare', 0],
      [100_000, 0, 100_000, 0],
    ],
    [
      'nothing paid, acconto missed',
      0,
      '2026-03-09',
      ['scaduto', 0, 'da_incassare', 0],
      [100_000, 0, 100_000, 30_000],
    ],
    [
      'acconto paid in part, missed',
      10_000,
      '2026-03-09',
      ['scaduto', 10_000, 'da_incassare', 0],
      [100_000, 10_000, 90_000, 20_000],
    ],
    [
      'acconto paid',
      30_000,
      '2026-04-01',
      ['incassato', 30_000, 'da_incassare', 0],
      [100_000, 30_000, 70_000, 0],
    ],
    [
      'more than the acconto pays part of the saldo',
      50_000,
      '2026-05-12',
      ['incassato', 30_000, 'scaduto', 20_000],
      [100_000, 50_000, 50_000, 50_000],
    ],
    ['all paid', 100_000, '2026-07-01', ['incassato', 30_000, 'incassato', 70_000], [100_000, 100_000, 0, 0]],
  ])('%s', (_name, paid, today, [s1, p1, s2, p2], [due, got, outstanding, overdue]) => {
    const statuses = installmentStatuses(plan, paid, today);
    expect(statuses.map((s) => [s.state, s.paid])).toEqual([
      [s1, p1],
      [s2, p2],
    ]);
    expect(paymentFigures(100_000, plan, paid, today)).toEqual({
      due,
      paid: got,
      outstanding,
      overdue,
      credit: 0,
    });
  });

  it('gives the amount over the total as credit on account', () => {
    expect(paymentFigures(100_000, plan, 105_000, '2026-07-01')).toEqual({
      due: 100_000,
      paid: 105_000,
      outstanding: 0,
      overdue: 0,
      credit: 5_000,
    });
  });
});
