import { addDays, casePayments, paymentMessages, receivablesPage, statement } from '@ham/contracts';
import { sendPaymentReminders } from '../src/jobs/payment-reminders-job';
import { casesSuite, d, today } from './cases-fixtures';
import { cookieFor, createAccount, createAgency, insertId, validationError } from './helpers';
import { xlsxRows } from './xlsx-support';

const t = casesSuite();
const call = (...args: Parameters<typeof t.call>) => t.call(...args);

let key = 0;
const newKey = () => `chiave-${Date.now()}-${++key}`;

/** A case of `total` cents (one extra line), arriving on `arrival`, for `customerId`. */
async function caseOf(total: number, arrival = d(60), customerId = t.world.customerId) {
  const n = await t.newCase({ beginDate: arrival, endDate: addDays(arrival, 5), customerId });
  const put = await call('PUT', `/docs/${n}/extras`, {
    items: [{ description: 'Pacchetto', value: total }],
    version: 0,
  });
  expect(put.statusCode).toBe(200);
  return n;
}

const payments = async (n: number) => {
  const res = await call('GET', `/docs/${n}/payments`);
  expect(res.statusCode).toBe(200);
  return casePayments.parse(res.json());
};
const pay = (n: number, body: Record<string, unknown>, query = '') =>
  call('POST', `/docs/${n}/payments${query}`, {
    date: today,
    method: 'bonifico',
    idempotencyKey: newKey(),
    ...body,
  });
const paymentCount = async (n: number) =>
  (await t.ctx.db.selectFrom('payments').select('id').where('case_number', '=', n).execute()).length;

describe('the payment plan', () => {
  test('a new case starts from the defaults: acconto 30% a week after creation, saldo 30 days before arrival', async () => {
    const n = await caseOf(123_457);
    const p = await payments(n);
    expect(p.plan).toEqual({
      depositMode: 'percent',
      depositPercent: 30,
      depositAmount: null,
      depositDue: d(7),
      balanceDaysBefore: 30,
      version: 0,
    });
    expect(p.installments).toEqual([
      { kind: 'acconto', due: d(7), amount: 37_037, prior: 0, paid: 0, state: 'da_incassare' },
      { kind: 'saldo', due: d(30), amount: 86_420, prior: 37_037, paid: 0, state: 'da_incassare' },
    ]);
    expect(p.figures).toEqual({ due: 123_457, paid: 0, outstanding: 123_457, overdue: 0, credit: 0 });
  });

  test('follows the case total; edited per case as an amount; stale version 409; Italian field messages', async () => {
    const n = await caseOf(100_000);
    expect((await payments(n)).installments.map((i) => i.amount)).toEqual([30_000, 70_000]);
    await call('PUT', `/docs/${n}/extras`, {
      items: [{ description: 'Pacchetto', value: 200_000 }],
      version: 1,
    });
    expect((await payments(n)).installments.map((i) => i.amount)).toEqual([60_000, 140_000]);

    const plan = { depositMode: 'amount', depositAmount: 50_000, depositDue: d(10), balanceDaysBefore: 20 };
    const saved = await call('PUT', `/docs/${n}/payment-plan`, { ...plan, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(casePayments.parse(saved.json()).installments.map((i) => [i.due, i.amount])).toEqual([
      [d(10), 50_000],
      [d(40), 150_000],
    ]);
    expect((await call('PUT', `/docs/${n}/payment-plan`, { ...plan, version: 0 })).json().error).toBe(
      'StaleRecord',
    );

    const bad = await call('PUT', `/docs/${n}/payment-plan`, {
      depositMode: 'percent',
      depositPercent: 120,
      depositDue: '2026-02-30',
      balanceDaysBefore: -1,
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      depositPercent: 'Percentuale da 0 a 100',
      depositDue: expect.stringMatching(/data/i),
      balanceDaysBefore: 'Il valore non può essere negativo',
    });
    const noAmount = await call('PUT', `/docs/${n}/payment-plan`, {
      depositMode: 'amount',
      depositDue: d(10),
      balanceDaysBefore: 20,
      version: 1,
    });
    expect(noAmount.json()).toEqual(validationError({ depositAmount: 'Campo obbligatorio' }));
    expect((await call('GET', '/docs/999999/payments')).statusCode).toBe(404);
  });

  test('the defaults come from Configurazione → Incassi', async () => {
    const cfg = await call(
      'PUT',
      '/config/payments',
      {
        depositPercent: 50,
        depositDaysAfter: 3,
        balanceDaysBefore: 10,
        remindersEnabled: false,
        reminderDaysBefore: 5,
        version: 0,
      },
      t.users.admin,
    );
    expect(cfg.statusCode).toBe(200);
    const n = await caseOf(10_000);
    expect((await payments(n)).installments.map((i) => [i.due, i.amount])).toEqual([
      [d(3), 5_000],
      [d(50), 5_000],
    ]);
    await t.ctx.db.deleteFrom('config_groups').where('id', '=', 'payments').execute();
  });
});

describe('payments', () => {
  test('an acconto and a saldo give the figures; a retried send records one payment', async () => {
    const n = await caseOf(100_000);
    const idempotencyKey = newKey();
    const first = await pay(n, { amount: 30_000, reference: 'CRO 123', idempotencyKey });
    expect(first.statusCode).toBe(201);
    const again = await pay(n, { amount: 30_000, reference: 'CRO 123', idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(await paymentCount(n)).toBe(1);

    // A double click: the same key twice at once.
    const twin = newKey();
    const both = await Promise.all([
      pay(n, { amount: 10_000, idempotencyKey: twin }),
      pay(n, { amount: 10_000, idempotencyKey: twin }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await paymentCount(n)).toBe(2);

    const p = casePayments.parse((await pay(n, { amount: 60_000, method: 'carta' })).json());
    expect(p.figures).toEqual({ due: 100_000, paid: 100_000, outstanding: 0, overdue: 0, credit: 0 });
    expect(p.installments.map((i) => i.state)).toEqual(['incassato', 'incassato']);
    expect(p.payments.map((x) => [x.amount, x.method, x.createdBy])).toEqual([
      [30_000, 'bonifico', 'Test operatore'],
      [10_000, 'bonifico', 'Test operatore'],
      [60_000, 'carta', 'Test operatore'],
    ]);
    // The key of this case used for another case: 409, nothing recorded there.
    const other = await caseOf(1_000);
    const reused = await pay(other, { amount: 500, idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(await paymentCount(other)).toBe(0);
  });

  test('over the outstanding amount asks to confirm; with force it becomes credit on account', async () => {
    const n = await caseOf(10_000);
    const over = await pay(n, { amount: 12_000 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      error: 'Overpayment',
      message: paymentMessages.overpayment('100,00\u00a0€'),
    });
    expect(await paymentCount(n)).toBe(0);
    const forced = await pay(n, { amount: 12_000 }, '?force=true');
    expect(forced.statusCode).toBe(201);
    expect(casePayments.parse(forced.json()).figures).toEqual({
      due: 10_000,
      paid: 12_000,
      outstanding: 0,
      overdue: 0,
      credit: 2_000,
    });
  });

  test('a refund needs a reason and cannot exceed what was received; a payment is reversed once', async () => {
    const n = await caseOf(50_000);
    const received = casePayments.parse((await pay(n, { amount: 20_000 })).json()).payments[0];
    expect((await pay(n, { amount: -5_000 })).json()).toEqual(
      validationError({ reason: paymentMessages.reasonRequired }),
    );
    expect((await pay(n, { amount: -25_000, reason: 'Rinuncia' })).json()).toEqual(
      validationError({ amount: paymentMessages.refundOverPaid('200,00\u00a0€') }),
    );
    expect((await pay(n, { amount: -5_000, reverses: received.id, reason: 'Errore' })).json().fields).toEqual(
      {
        amount: "L'importo dello storno deve essere -200,00\u00a0€",
      },
    );
    const reversed = await pay(n, { amount: -20_000, reverses: received.id, reason: 'Bonifico respinto' });
    expect(reversed.statusCode).toBe(201);
    const p = casePayments.parse(reversed.json());
    expect(p.payments.map((x) => [x.amount, x.reverses, x.reversedBy])).toEqual([
      [20_000, null, p.payments[1].id],
      [-20_000, received.id, null],
    ]);
    expect(p.figures.paid).toBe(0);
    const twice = await pay(n, { amount: -20_000, reverses: received.id, reason: 'Ancora' });
    expect(twice.json().error).toBe('AlreadyReversed');
  });

  test('bad input: Italian field messages, never a 500, nothing written', async () => {
    const n = await caseOf(10_000);
    const res = await call('POST', `/docs/${n}/payments`, {
      date: '2026-13-01',
      amount: 12.5,
      method: 'bitcoin',
      idempotencyKey: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['amount', 'date', 'idempotencyKey', 'method']);
    expect(res.json().fields.method).toBe('Metodo di pagamento non valido');
    expect((await pay(n, { amount: 0 })).json().fields).toEqual({ amount: paymentMessages.notZero });
    expect((await pay(999_999, { amount: 100 })).statusCode).toBe(404);
    expect(await paymentCount(n)).toBe(0);
  });

  test('a case with payments cannot be deleted: a clean Italian 409', async () => {
    const n = await caseOf(10_000);
    await pay(n, { amount: 1_000 });
    const res = await call('DELETE', `/docs/${n}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'InstanceInUse', message: paymentMessages.caseHasPayments });
    expect(await paymentCount(n)).toBe(1);
    // Without payments the case goes, and its plan with it.
    const m = await caseOf(10_000);
    await payments(m);
    expect((await call('DELETE', `/docs/${m}`)).statusCode).toBe(204);
  });

  test('agency users reach none of the staff routes', async () => {
    const n = await caseOf(10_000);
    for (const [method, url] of [
      ['GET', `/docs/${n}/payments`],
      ['POST', `/docs/${n}/payments`],
      ['GET', '/docs/receivables'],
      ['GET', `/agencies/${t.world.customerId}/statement?from=${d(-10)}&to=${d(10)}`],
    ] as const) {
      expect((await call(method, url, method === 'POST' ? {} : undefined, t.users.agency)).statusCode).toBe(
        403,
      );
    }
  });
});

describe("'Incassi' across cases", () => {
  test('filters by agency, due period and state; paged; the export has the same rows', async () => {
    const agency = await insertId(t.ctx.db, 'agencies', {
      full_name: 'Agenzia Incassi',
      city: 'Roma',
      country_id: 'IT',
    });
    const paidCase = await caseOf(10_000, d(60), agency);
    const lateCase = await caseOf(20_000, d(60), agency);
    await payments(lateCase);
    // The late case's acconto fell due ten days ago.
    await call('PUT', `/docs/${lateCase}/payment-plan`, {
      depositMode: 'percent',
      depositPercent: 50,
      depositDue: d(-10),
      balanceDaysBefore: 30,
      version: 0,
    });
    await pay(paidCase, { amount: 10_000 });

    const list = async (q: string) => {
      const res = await call('GET', `/docs/receivables?agency=${agency}${q}`);
      expect(res.statusCode).toBe(200);
      return receivablesPage.parse(res.json());
    };
    const all = await list('');
    expect(all.items.map((r) => [r.caseNumber, r.kind, r.due, r.amount, r.paid, r.state])).toEqual([
      [lateCase, 'acconto', d(-10), 10_000, 0, 'scaduto'],
      [paidCase, 'acconto', d(7), 3_000, 3_000, 'incassato'],
      [paidCase, 'saldo', d(30), 7_000, 7_000, 'incassato'],
      [lateCase, 'saldo', d(30), 10_000, 0, 'da_incassare'],
    ]);
    expect(all.items[0].agency.name).toBe('Agenzia Incassi');
    expect((await list('&state=scaduto')).items.map((r) => r.caseNumber)).toEqual([lateCase]);
    expect((await list('&state=incassato')).items).toHaveLength(2);
    expect((await list('&state=da_incassare')).items.map((r) => [r.caseNumber, r.kind])).toEqual([
      [lateCase, 'saldo'],
    ]);
    expect((await list(`&from=${d(0)}&to=${d(10)}`)).items).toHaveLength(1);
    const page2 = await list('&ipp=3&p=2');
    expect(page2.pageInfo).toEqual({ page: 2, itemsPerPage: 3, totalItems: 4, totalPages: 2 });
    expect(page2.items).toHaveLength(1);
    expect((await call('GET', '/docs/receivables?state=perso')).json().fields).toEqual({
      state: 'Stato non valido',
    });
    expect((await call('GET', `/docs/receivables?from=${d(10)}&to=${d(0)}`)).statusCode).toBe(400);

    const csv = await call('GET', `/docs/receivables.csv?agency=${agency}&state=scaduto`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Scaduto');
    const xlsx = await call('GET', `/docs/receivables.xlsx?agency=${agency}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  test('a formula in a case name is exported as text', async () => {
    const agency = await insertId(t.ctx.db, 'agencies', {
      full_name: '=HYPERLINK("x")',
      city: 'Roma',
      country_id: 'IT',
    });
    const n = await caseOf(10_000, d(60), agency);
    await payments(n);
    const csv = await call('GET', `/docs/receivables.csv?agency=${agency}`);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe("'Estratto conto'", () => {
  async function statementWorld() {
    const email = `estratto-${newKey()}@test.it`;
    const agencyId = await createAgency(t.ctx.db, email);
    const cookie = await cookieFor(t.ctx.db, await createAccount(t.ctx.db, { email, agencyId }));
    const n = await caseOf(100_000, d(60), agencyId);
    const invoice = (
      kind: 'TD01' | 'TD04' | 'TD05',
      number: number,
      docdate: string,
      total: number,
      related: number | null = null,
    ) =>
      insertId(t.ctx.db, 'invoices', {
        case_number: n,
        year: Number(docdate.slice(0, 4)),
        number: number + agencyId * 10,
        docdate,
        customer_name: 'x',
        case_name: 'y',
        total,
        snapshot: '{}',
        kind,
        related_invoice_id: related,
      });
    const inv = await invoice('TD01', 1, d(-40), 100_000);
    await invoice('TD04', 2, d(-5), 10_000, inv);
    await invoice('TD05', 3, d(-3), 2_000, inv);
    await pay(n, { amount: 30_000, date: d(-20), reference: 'CRO 1' });
    await pay(n, { amount: 50_000, date: d(-2) });
    return { agencyId, cookie, n };
  }

  test('opening balance, lines in date order with the running balance, open items', async () => {
    const { agencyId, n } = await statementWorld();
    const res = await call('GET', `/agencies/${agencyId}/statement?from=${d(-10)}&to=${d(0)}`);
    expect(res.statusCode).toBe(200);
    const s = statement.parse(res.json());
    // Before the period: invoice 1.000,00 − payment 300,00.
    expect(s.opening).toBe(70_000);
    expect(s.lines.map((l) => [l.date, l.kind, l.debit, l.credit, l.balance, l.caseNumber])).toEqual([
      [d(-5), 'nota_credito', 0, 10_000, 60_000, n],
      [d(-3), 'nota_debito', 2_000, 0, 62_000, n],
      [d(-2), 'incasso', 0, 50_000, 12_000, n],
    ]);
    expect(s.closing).toBe(12_000);
    // Owed once invoiced: invoice + debit note − credit note (920,00) − paid (800,00), as the balance says.
    expect(s.openItems.map((i) => [i.kind, i.outstanding])).toEqual([['saldo', 12_000]]);

    const pdf = await call('GET', `/agencies/${agencyId}/statement.pdf?from=${d(-10)}&to=${d(0)}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await call('GET', `/agencies/${agencyId}/statement.xlsx?from=${d(-10)}&to=${d(0)}`);
    expect(xlsx.statusCode).toBe(200);
    expect((await call('GET', `/agencies/999999/statement?from=${d(-10)}&to=${d(0)}`)).statusCode).toBe(404);
    expect((await call('GET', `/agencies/${agencyId}/statement?from=${d(0)}&to=${d(-10)}`)).statusCode).toBe(
      400,
    );
  });

  test("the agency's user sees its own statement, never another agency's; staff use their own route", async () => {
    const a = await statementWorld();
    const b = await statementWorld();
    const url = `/quotereq/statement?from=${d(-60)}&to=${d(0)}`;
    const own = await call('GET', url, undefined, a.cookie);
    expect(own.statusCode).toBe(200);
    const s = statement.parse(own.json());
    expect(s.agency.id).toBe(a.agencyId);
    expect(s.lines.every((l) => l.caseNumber === a.n)).toBe(true);
    expect(JSON.stringify(s)).not.toContain(`"caseNumber":${b.n}`);
    // No parameter picks the agency: one given is not a field of the query, the session decides.
    const tried = await call('GET', `${url}&agency=${b.agencyId}`, undefined, a.cookie);
    expect(tried.statusCode === 400 || statement.parse(tried.json()).agency.id === a.agencyId).toBe(true);
    expect((await call('GET', url, undefined, t.users.admin)).statusCode).toBe(403);
    const pdf = await call('GET', `/quotereq/statement.pdf?from=${d(-60)}&to=${d(0)}`, undefined, b.cookie);
    expect(pdf.statusCode).toBe(200);
    // Its Excel: the agency's own lines only ('Pratica' is the fourth column).
    const xlsx = await call('GET', `/quotereq/statement.xlsx?from=${d(-60)}&to=${d(0)}`, undefined, b.cookie);
    expect(xlsx.statusCode).toBe(200);
    const [head, ...lines] = await xlsxRows(xlsx.rawPayload, 7, 'Estratto conto');
    expect(head[6]).toBe('Saldo');
    // The lines between 'Saldo iniziale' and 'Saldo finale' name only the agency's own case.
    expect([
      ...new Set(
        lines
          .slice(1)
          .map((row) => row[3])
          .filter((c) => c !== null),
      ),
    ]).toEqual([b.n]);
    // Never a cost: the statement carries only invoiced amounts and payments.
    expect(JSON.stringify(s)).not.toMatch(/cost/i);
  });
});

describe('reminders', () => {
  test('N days before each due day and the day after a missed one, each sent once; the case shows them', async () => {
    await t.ctx.db.deleteFrom('mail_outbox').execute();
    const agency = await insertId(t.ctx.db, 'agencies', {
      full_name: 'Agenzia Promemoria',
      city: 'Roma',
      country_id: 'IT',
      email: 'amministrazione@promemoria.it',
    });
    const n = await caseOf(10_000, d(60), agency);
    await payments(n);
    await call('PUT', `/docs/${n}/payment-plan`, {
      depositMode: 'percent',
      depositPercent: 30,
      depositDue: d(-1),
      balanceDaysBefore: 55,
      version: 0,
    });
    // Acconto missed yesterday → sollecito; saldo due in 5 days (within 7) → preavviso.
    const first = await sendPaymentReminders(t.ctx.db, today);
    expect(first.preavviso).toBeGreaterThanOrEqual(1);
    expect(first.sollecito).toBeGreaterThanOrEqual(1);
    const mails = await t.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', 'amministrazione@promemoria.it')
      .execute();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining(`Promemoria pagamento pratica ${n}`),
      expect.stringContaining(`Sollecito pagamento pratica ${n}`),
    ]);
    // A second run (another replica, a retry) sends nothing more.
    await sendPaymentReminders(t.ctx.db, today);
    await Promise.all([sendPaymentReminders(t.ctx.db, today), sendPaymentReminders(t.ctx.db, today)]);
    expect(
      (
        await t.ctx.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('to', '=', 'amministrazione@promemoria.it')
          .execute()
      ).length,
    ).toBe(2);
    const p = await payments(n);
    expect(p.reminders.map((r) => [r.kind, r.installment, r.to]).sort()).toEqual([
      ['preavviso', 'saldo', 'amministrazione@promemoria.it'],
      ['sollecito', 'acconto', 'amministrazione@promemoria.it'],
    ]);
  });

  test('nothing when switched off in Configurazione', async () => {
    await call(
      'PUT',
      '/config/payments',
      {
        depositPercent: 30,
        depositDaysAfter: 7,
        balanceDaysBefore: 30,
        remindersEnabled: false,
        reminderDaysBefore: 7,
        version: 0,
      },
      t.users.admin,
    );
    expect(await sendPaymentReminders(t.ctx.db, today)).toEqual({ preavviso: 0, sollecito: 0 });
    await t.ctx.db.deleteFrom('config_groups').where('id', '=', 'payments').execute();
  });
});
