import type { Statement } from '@ham/contracts';
import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AgencyRoutes from '../../routes';
import { statementApi } from './api';

const statement: Statement = {
  agency: { id: 3, name: 'Viaggi Demo S.r.l.' },
  from: '2026-01-01',
  to: '2026-12-31',
  opening: 0,
  closing: 70_000,
  lines: [
    {
      date: '2026-03-02',
      kind: 'fattura',
      description: 'n. 4/2026',
      caseNumber: 12,
      debit: 100_000,
      credit: 0,
      balance: 100_000,
    },
    {
      date: '2026-03-10',
      kind: 'incasso',
      description: 'Bonifico – CRO 77',
      caseNumber: 12,
      debit: 0,
      credit: 30_000,
      balance: 70_000,
    },
  ],
  openItems: [
    {
      caseNumber: 12,
      caseName: 'Liceo Galilei',
      kind: 'saldo',
      due: '2027-02-08',
      outstanding: 70_000,
      state: 'da_incassare',
    },
  ],
};

describe("The agency's 'Estratto conto'", () => {
  it('shows its movements with the balance and offers the period as PDF and as Excel', async () => {
    const api = mockApi(answer(statementApi.endpoints.statement, statement));
    renderWithPlatform(<AgencyRoutes />, { route: '/estratto-conto' });
    const movements = await screen.findByRole('table', { name: 'Movimenti' }, { timeout: 5000 });
    expect(within(movements).getByRole('row', { name: /CRO 77/ })).toHaveTextContent('700,00');
    const query = api.callsTo(statementApi.endpoints.statement)[0].query;
    const excel = screen.getByRole('link', { name: 'Scarica Excel' });
    await waitFor(() =>
      expect(excel.getAttribute('href')).toBe(
        `/api/quotereq/statement.xlsx?from=${query.from}&to=${query.to}`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Apri PDF' }).getAttribute('href')).toContain(
      '/api/quotereq/statement.pdf?',
    );
  });
});
