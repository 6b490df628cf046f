import { answer, columnHeaders, expectTexts, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes, { contractVersion } from '../../routes';
import { agencySearch } from '../../shared/agency-filter';
import { caseApi } from '../../shared/case-api';
import { emptyCase, listItem, paged, reference } from '../../test/fixtures';

describe('Elenco pratiche', () => {
  it('exposes the platform contract version', () => {
    expect(contractVersion).toBe(1);
  });

  it('lists the cases with their columns', async () => {
    mockApi(answer(caseApi.endpoints.list, paged([listItem])));
    renderWithPlatform(<CasesRoutes />, { route: '/pratiche', reference });
    const table = await screen.findByRole('table', { name: 'Elenco pratiche' });
    expect(columnHeaders(table)).toEqual([
      'Numero',
      'Nome',
      'Agenzia',
      'Dal',
      'Al',
      'Stato',
      'Tipologia',
      'N. partecipanti',
      'Utente',
      'Azioni',
    ]);
    const row = await screen.findByRole('row', { name: /Gita Firenze/ });
    expectTexts(row, [
      'Viaggi Rossi',
      '10/03/2027',
      '13/03/2027',
      'Confermata',
      'Scuole',
      '40',
      'Anna Rossi',
    ]);
    expect(within(row).getByRole('link', { name: '12' })).toHaveAttribute('href', '/pratiche/dettagli/12');
    expect(within(row).getByRole('link', { name: /Modifica/ })).toHaveAttribute(
      'href',
      '/pratiche/modifica/12',
    );
    expect(screen.getByRole('link', { name: 'Aggiungi' })).toHaveAttribute('href', '/pratiche/nuova');
  });

  it('filters by name', async () => {
    const api = mockApi(answer(caseApi.endpoints.list, paged([listItem])));
    const { user, location } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche', reference });
    await user.type(await screen.findByRole('searchbox', { name: 'Nome' }), 'gita');
    await waitFor(() => expect(location()).toBe('/pratiche?name=gita'), { timeout: 2000 });
    await waitFor(() =>
      expect(api.callsTo(caseApi.endpoints.list).at(-1)?.query).toEqual({ p: '1', ipp: '10', name: 'gita' }),
    );
  });

  it('filters by status, agency and period, on the server', async () => {
    const api = mockApi(answer(caseApi.endpoints.list, paged([listItem])));
    api.on(
      answer(agencySearch, { items: [{ id: 4, fullName: 'Viaggi Rossi', city: 'Roma', country: null }] }),
    );
    const { user, location } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche', reference });
    const filters = await screen.findByRole('search', { name: 'Filtri' });
    expect(within(filters).getByRole('combobox', { name: 'Stato' })).toBeInTheDocument();
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Stato' }), 'In opzione');
    await user.type(within(filters).getByRole('combobox', { name: /Agenzia/ }), 'Viaggi');
    await user.click(await screen.findByRole('option', { name: /Viaggi Rossi/ }));
    await user.type(within(filters).getByRole('textbox', { name: 'Periodo dal' }), '01/03/2027');
    await user.type(within(filters).getByRole('textbox', { name: 'Periodo al' }), '31/03/2027');
    await user.tab();
    await waitFor(() =>
      expect(api.callsTo(caseApi.endpoints.list).at(-1)?.query).toEqual({
        p: '1',
        ipp: '10',
        status: 'opzione',
        agency: '4',
        from: '2027-03-01',
        to: '2027-03-31',
      }),
    );
    expect(location()).toContain('status=opzione');
  });

  it("goes to a case by number with Enter, and alerts when it doesn't exist", async () => {
    const api = mockApi(answer(caseApi.endpoints.list, paged([listItem])));
    api.on(answer(caseApi.endpoints.exists, { exists: false }, { docNum: 99 }));
    api.on(answer(caseApi.endpoints.exists, { exists: true }, { docNum: 12 }));
    api.on(answer(caseApi.endpoints.detail, { ...emptyCase, number: 12 }, { docNum: 12 }));
    const { user, location } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche', reference });
    const box = await screen.findByRole('textbox', { name: 'Vai alla pratica numero' });
    await user.type(box, '99{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stata trovata nessuna pratica con numero 99',
    );
    await user.clear(box);
    await user.type(box, '12');
    await user.click(screen.getByRole('button', { name: 'Vai alla pratica' }));
    await waitFor(() => expect(location()).toBe('/pratiche/dettagli/12'));
  });
});
