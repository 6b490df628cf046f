import type { CaseMarginRead, MarginsReport } from '@ham/contracts';
import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { caseApi } from '../../shared/case-api';
import { emptyCase, euroText, reference } from '../../test/fixtures';
import { marginsApi } from './api';

jest.setTimeout(30_000);
const slow = { timeout: 10_000 };

const margin: CaseMarginRead = {
  sale: 349000,
  cost: 270000,
  margin: 79000,
  marginPercent: 22.64,
  missingCosts: 1,
  lines: [
    {
      kind: 'stay',
      id: 1,
      description: 'Hotel Bellavista',
      date: '2027-03-10',
      sale: 300000,
      cost: 240000,
      costMissing: false,
    },
    {
      kind: 'busTrip',
      id: 2,
      description: 'Autolinee Toscane',
      date: '2027-03-11',
      sale: 49000,
      cost: 30000,
      costMissing: true,
    },
  ],
};

const vatRow = (
  index: number,
  over: Partial<MarginsReport['rows'][number]> & Record<string, unknown> = {},
) => ({
  key: `2027-0${index}`,
  year: 2027,
  index,
  begin: `2027-0${index}-01`,
  end: `2027-0${index}-28`,
  sales: 0,
  costs: 0,
  margin: 0,
  carriedIn: 0,
  taxableMargin: 0,
  carriedOut: 0,
  lostAtYearEnd: 0,
  vat: 0,
  cases: 0,
  ...over,
});

const report: MarginsReport = {
  from: '2027-01-01',
  to: '2027-02-28',
  by: 'invoice',
  rows: [
    {
      number: 15,
      name: 'Liceo Volta',
      customer: 'Viaggi Rossi srl',
      beginDate: '2027-03-10',
      invoiceDate: '2027-01-10',
      sale: 349000,
      cost: 270000,
      margin: 79000,
      marginPercent: 22.64,
      missingCosts: 1,
    },
    {
      number: 16,
      name: 'Perdita',
      customer: 'Viaggi Rossi srl',
      beginDate: '2027-03-12',
      invoiceDate: '2027-02-01',
      sale: 60000,
      cost: 80000,
      margin: -20000,
      marginPercent: -33.33,
      missingCosts: 0,
    },
  ],
  totals: { cases: 2, sale: 409000, cost: 350000, margin: 59000, marginPercent: 14.43, missingCosts: 1 },
  vat: {
    kind: 'month',
    rate: 22,
    periods: [
      vatRow(1, { sales: 349000, costs: 270000, margin: 79000, taxableMargin: 79000, vat: 14246, cases: 1 }),
      vatRow(2, { sales: 60000, costs: 80000, margin: -20000, carriedOut: 20000, cases: 1 }),
    ],
  },
};

describe('Margins', () => {
  it("the case page shows sale, cost, margin and flags the line without a cost ('costo mancante')", async () => {
    mockApi(
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
      answer(marginsApi.endpoints.caseMargin, margin, { docNum: 12 }),
    );
    renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
    const card = await screen.findByRole('region', { name: 'Margine' }, slow);
    await waitFor(() => expect(card).toHaveTextContent(euroText(79000)));
    expect(card).toHaveTextContent(euroText(349000));
    expect(card).toHaveTextContent(euroText(270000));
    expect(card).toHaveTextContent('22,64%');
    expect(card).toHaveTextContent('1 voce senza costo di acquisto: il margine è sovrastimato.');
    const lines = within(card).getByRole('table', { name: 'Margine per voce' });
    expect(within(lines).getByRole('row', { name: /Autolinee Toscane/ })).toHaveTextContent('costo mancante');
    expect(within(lines).getByRole('row', { name: /Hotel Bellavista/ })).toHaveTextContent(euroText(240000));
  });

  it("'Margini' shows the period's cases linked to their page, the totals and the VAT periods with the method", async () => {
    const api = mockApi(answer(marginsApi.endpoints.report, report));
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      route: '/pratiche/margini?from=2027-01-01&to=2027-02-28&by=invoice',
      reference,
    });
    expect(await screen.findByRole('heading', { name: 'Margini', level: 1 }, slow)).toBeVisible();
    const cases = await screen.findByRole('table', { name: 'Pratiche del periodo' }, slow);
    expect(api.callsTo(marginsApi.endpoints.report)[0].query).toEqual({
      from: '2027-01-01',
      to: '2027-02-28',
      by: 'invoice',
    });
    const first = within(cases).getByRole('row', { name: /Liceo Volta/ });
    expect(first).toHaveTextContent('10/01/2027');
    expect(first).toHaveTextContent('costo mancante');
    expect(within(first).getByRole('link', { name: '15 - Liceo Volta' })).toHaveAttribute(
      'href',
      '/pratiche/dettagli/15',
    );
    expect(within(cases).getByRole('row', { name: /Perdita/ })).toHaveTextContent('-33,33%');

    const totals = screen.getByRole('region', { name: 'Totali' });
    expect(totals).toHaveTextContent(euroText(409000));
    expect(totals).toHaveTextContent(euroText(59000));
    expect(totals).toHaveTextContent('14,43%');

    const vat = screen.getByRole('region', { name: 'IVA sul margine (regime 74-ter)' });
    expect(vat).toHaveTextContent('Metodo: margine del periodo = vendite − costi del periodo (mese)');
    expect(vat).toHaveTextContent('IVA = margine × 22 / 122');
    expect(vat).toHaveTextContent('aiuto per il commercialista');
    const periods = within(vat).getByRole('table', { name: 'IVA sul margine per periodo' });
    expect(within(periods).getByRole('row', { name: /Gennaio 2027/ })).toHaveTextContent(euroText(14246));
    expect(within(periods).getByRole('row', { name: /Febbraio 2027/ })).toHaveTextContent(euroText(20000));
    expect(screen.getByRole('link', { name: 'Esporta Excel' }).getAttribute('href')).toContain(
      '/margins/export?',
    );

    // a period's cases: the report of that period
    await user.click(within(periods).getByRole('link', { name: /^\d+ pratiche di Febbraio 2027$/ }));
    await waitFor(() =>
      expect(location()).toBe('/pratiche/margini?from=2027-02-01&to=2027-02-28&by=invoice'),
    );
  });
});
