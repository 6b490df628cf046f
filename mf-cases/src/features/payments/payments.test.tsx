import type { CasePayments } from '@ham/contracts';
import { answer, apiError, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { caseApi } from '../../shared/case-api';
import { emptyCase, euroText, reference } from '../../test/fixtures';
import { paymentApi } from './api';

// Dialogs are chunks loaded on demand: their first load in a test file takes a while.
jest.setTimeout(30_000);

const plan: CasePayments = {
  caseNumber: 12,
  plan: {
    depositMode: 'percent',
    depositPercent: 30,
    depositAmount: null,
    depositDue: '2027-01-10',
    balanceDaysBefore: 30,
    version: 0,
  },
  installments: [
    { kind: 'acconto', due: '2027-01-10', amount: 30_000, prior: 0, paid: 30_000, state: 'incassato' },
    { kind: 'saldo', due: '2027-02-08', amount: 70_000, prior: 30_000, paid: 0, state: 'scaduto' },
  ],
  payments: [
    {
      id: 5,
      date: '2027-01-05',
      amount: 30_000,
      method: 'bonifico',
      reference: 'CRO 77',
      reason: null,
      reverses: null,
      reversedBy: null,
      createdAt: '2027-01-05T10:00:00.000Z',
      createdBy: 'Mario Rossi',
    },
  ],
  figures: { due: 100_000, paid: 30_000, outstanding: 70_000, overdue: 70_000, credit: 0 },
  reminders: [
    {
      kind: 'sollecito',
      installment: 'saldo',
      due: '2027-02-08',
      to: 'amm@rossi.it',
      sentAt: '2027-02-09T06:30:00.000Z',
    },
  ],
};

const render = () => {
  const api = mockApi(
    answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
    answer(paymentApi.endpoints.casePayments, plan, { docNum: 12 }),
  );
  const rendered = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
  return { api, ...rendered };
};

describe("The case's 'Incassi' section", () => {
  it('shows Dovuto, Incassato, Da incassare, Scaduto, the plan, the payments and the reminders sent', async () => {
    render();
    const section = await screen.findByRole('region', { name: 'Incassi' });
    await waitFor(() => expect(within(section).getByTestId('pay-due')).toHaveTextContent(euroText(100_000)));
    expect(within(section).getByTestId('pay-paid')).toHaveTextContent(euroText(30_000));
    expect(within(section).getByTestId('pay-outstanding')).toHaveTextContent(euroText(70_000));
    expect(within(section).getByTestId('pay-overdue')).toHaveTextContent(euroText(70_000));
    const installments = within(section).getByRole('table', { name: 'Piano dei pagamenti' });
    expect(within(installments).getByRole('row', { name: /Acconto/ })).toHaveTextContent('Incassato');
    expect(within(installments).getByRole('row', { name: /Saldo/ })).toHaveTextContent('08/02/2027');
    expect(within(installments).getByRole('row', { name: /Saldo/ })).toHaveTextContent('Scaduto');
    const payments = within(section).getByRole('table', { name: 'Pagamenti ricevuti' });
    expect(within(payments).getByRole('row', { name: /CRO 77/ })).toHaveTextContent('Bonifico');
    expect(within(section).getByRole('table', { name: 'Promemoria inviati' })).toHaveTextContent('Sollecito');
  });

  it('once invoiced: Fatturato, Note di credito, Netto fatturato, and Dovuto is the net', async () => {
    mockApi(
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
      answer(
        paymentApi.endpoints.casePayments,
        {
          ...plan,
          figures: { ...plan.figures, due: 90_000, outstanding: 60_000 },
          invoicing: { invoiced: 100_000, credited: 10_000, debited: 0, net: 90_000 },
        },
        { docNum: 12 },
      ),
    );
    renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
    const section = await screen.findByRole('region', { name: 'Incassi' });
    await waitFor(() => expect(within(section).getByTestId('pay-net')).toHaveTextContent(euroText(90_000)));
    expect(within(section).getByText('Fatturato').nextSibling).toHaveTextContent(euroText(100_000));
    expect(within(section).getByText('Note di credito').nextSibling).toHaveTextContent(euroText(10_000));
    expect(within(section).queryByText('Note di debito')).toBeNull();
    expect(within(section).getByTestId('pay-due')).toHaveTextContent(euroText(90_000));
  });

  it('before the invoice the section shows no invoiced amounts', async () => {
    render();
    const section = await screen.findByRole('region', { name: 'Incassi' });
    await within(section).findByTestId('pay-due');
    expect(within(section).queryByText('Fatturato')).toBeNull();
    expect(within(section).queryByTestId('pay-net')).toBeNull();
  });

  it('records a payment once per dialog: the same key is resent with force after confirming an overpayment', async () => {
    const { api, user } = render();
    let calls = 0;
    api.on(
      answer(
        paymentApi.endpoints.record,
        () => {
          calls += 1;
          if (calls === 1) throw apiError(409, 'Overpayment', "L'importo supera quanto resta da incassare");
          return plan;
        },
        { docNum: 12 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Registra incasso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registra incasso' }, { timeout: 15_000 });
    const amount = within(dialog).getByRole('textbox', { name: /^Importo/ });
    await user.clear(amount);
    await user.type(amount, '800,00');
    await user.type(within(dialog).getByRole('textbox', { name: /Riferimento/ }), 'CRO 99');
    await user.click(within(dialog).getByRole('button', { name: 'Registra' }));
    const question = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    expect(question).toHaveTextContent("L'importo supera quanto resta da incassare");
    await user.click(within(question).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(api.callsTo(paymentApi.endpoints.record)).toHaveLength(2));
    const [first, second] = api.callsTo(paymentApi.endpoints.record);
    expect(first.body).toMatchObject({
      amount: 80_000,
      method: 'bonifico',
      reference: 'CRO 99',
      reverses: null,
    });
    expect(first.query).toEqual({});
    expect(second.query).toEqual({ force: 'true' });
    expect((second.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (first.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('a refund asks for its reason and is sent negative; a reversal names the payment', async () => {
    const { api, user } = render();
    api.on(answer(paymentApi.endpoints.record, plan, { docNum: 12 }));
    const row = await screen.findByRole('row', { name: /CRO 77/ });
    await user.click(within(row).getByRole('button', { name: 'Storna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Storna incasso' }, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Registra' }));
    expect(await within(dialog).findByText('Indicare il motivo del rimborso')).toBeInTheDocument();
    expect(api.callsTo(paymentApi.endpoints.record)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Bonifico respinto');
    await user.click(within(dialog).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(api.callsTo(paymentApi.endpoints.record)).toHaveLength(1));
    expect(api.callsTo(paymentApi.endpoints.record)[0].body).toMatchObject({
      amount: -30_000,
      reverses: 5,
      reason: 'Bonifico respinto',
    });
  });
});
