import { caseTotals } from '@ham/contracts';
import { answer, apiError, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { caseApi } from '../../shared/case-api';
import { emptyCase, euroText, paged, reference } from '../../test/fixtures';
import { fullCase } from '../../test/full-case';
import { itemApi } from '../items/api';

// The confirm dialog is a chunk loaded on demand: its first load in a test file takes a while.
jest.setTimeout(30_000);
const findConfirm = () => screen.findByRole('alertdialog', {}, { timeout: 15_000 });

describe('Case detail', () => {
  it('shows the empty-state info, Cliente and Azioni', async () => {
    mockApi(answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }));
    renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
    expect(await screen.findByRole('heading', { name: 'Pratica 12 - Gita Firenze' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nessuna voce inserita nella pratica, usare il menù Azioni per aggiungere hotel e altre voci',
      ),
    ).toBeInTheDocument();
    const customer = screen.getByRole('complementary', { name: 'Cliente' });
    expect(customer).toHaveTextContent('Viaggi Rossi srl');
    expect(customer).toHaveTextContent('00100 Roma');
    const actions = screen.getByRole('complementary', { name: 'Azioni' });
    expect(within(actions).getByRole('link', { name: 'Modifica dati pratica' })).toHaveAttribute(
      'href',
      '/pratiche/modifica/12',
    );
    expect(within(actions).getByRole('link', { name: 'Aggiungi ristorante' })).toHaveAttribute(
      'href',
      '/pratiche/dettagli/12/pasto/nuovo',
    );
    expect(within(actions).getByRole('link', { name: 'Costi e riduzioni aggiuntivi' })).toHaveAttribute(
      'href',
      '/pratiche/dettagli/12/extra',
    );
    expect(screen.getByLabelText('Importo totale')).toHaveTextContent(euroText(0));
  });

  it("shows the case's status beside its name, and its notes", async () => {
    const notes = 'Richiesta: 2 celiaci\nArrivo in pullman';
    mockApi(answer(caseApi.endpoints.detail, { ...emptyCase, status: 'scaduta', notes }, { docNum: 12 }));
    renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
    const heading = await screen.findByRole('heading', { name: 'Pratica 12 - Gita Firenze' });
    expect(heading.parentElement).toHaveTextContent('Opzione scaduta');
    expect(screen.getByRole('complementary', { name: 'Note' })).toHaveTextContent('Richiesta: 2 celiaci');
  });

  it('shows the stay, the sections and the Importo totale the API computes too', async () => {
    mockApi(answer(caseApi.endpoints.detail, fullCase, { docNum: 12 }));
    renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
    const stay = await screen.findByRole('region', { name: 'Hotel Hotel Bellavista' });
    expect(stay).toHaveTextContent('Dal 10/03/2027 al 13/03/2027 · 3 notti · 40 ospiti');
    expect(stay).toHaveTextContent('Opzionato fino al 01/02/2027 · Mario');
    const grid = within(stay).getByRole('table', { name: /Trattamento giorno per giorno/ });
    expect(within(grid).getAllByRole('row')).toHaveLength(5);
    const costs = within(stay).getByRole('table', { name: /Costi/ });
    expect(costs).toHaveTextContent('Mezza pensione - Doppia');
    expect(costs).toHaveTextContent(euroText(600000));
    expect(costs).toHaveTextContent(euroText(585000));
    const meals = screen.getByRole('table', { name: 'Ristoranti' });
    expect(within(meals).getByRole('row', { name: /Trattoria da Gigi/ })).toHaveTextContent(euroText(76000));
    expect(screen.getByRole('table', { name: 'Trasferimenti ed escursioni in bus' })).toHaveTextContent(
      'Autolinee Toscane',
    );
    expect(screen.getByRole('table', { name: 'Visite guidate' })).toHaveTextContent(euroText(24000));
    expect(screen.getByRole('table', { name: 'Costi e riduzioni aggiuntivi' })).toHaveTextContent(
      euroText(-10000),
    );
    // The screen's total (shared rule) equals the API's and the hand-computed 7.200,00.
    expect(caseTotals(fullCase).total).toBe(fullCase.total);
    expect(fullCase.total).toBe(720000);
    expect(screen.getByLabelText('Importo totale')).toHaveTextContent(euroText(720000));
    expect(
      screen.queryByText(
        'Nessuna voce inserita nella pratica, usare il menù Azioni per aggiungere hotel e altre voci',
      ),
    ).not.toBeInTheDocument();
  });

  it('deletes a meal after confirm and reloads the case', async () => {
    const api = mockApi(answer(caseApi.endpoints.detail, fullCase, { docNum: 12 }));
    api.on(answer(itemApi.meals.remove, () => undefined, { id: 21 }));
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
    const row = await screen.findByRole('row', { name: /Trattoria da Gigi/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Elimina' }));
    const dialog = await findConfirm();
    expect(dialog).toHaveTextContent('Sicuro di eliminare il pasto presso "Trattoria da Gigi"?');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(api.callsTo(itemApi.meals.remove, { id: 21 })).toHaveLength(1));
    await waitFor(() => expect(api.callsTo(caseApi.endpoints.detail, { docNum: 12 })).toHaveLength(2));
  });

  it('deletes the case after confirm and goes to the list', async () => {
    const api = mockApi(
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
      answer(caseApi.endpoints.list, paged([])),
    );
    api.on(answer(caseApi.endpoints.remove, () => undefined, { docNum: 12 }));
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      route: '/pratiche/dettagli/12',
      reference,
    });
    await user.click(await screen.findByRole('button', { name: 'Elimina pratica' }));
    await user.click(within(await findConfirm()).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(location()).toBe('/pratiche'));
    expect(api.callsTo(caseApi.endpoints.remove, { docNum: 12 })).toHaveLength(1);
  });

  it('a case with issued invoices is not deleted: the API says why, the page stays', async () => {
    const api = mockApi(answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }));
    api.on(
      answer(
        caseApi.endpoints.remove,
        () => {
          throw apiError(409, 'CaseHasInvoices', 'Pratica con fatture emesse: non si può eliminare');
        },
        { docNum: 12 },
      ),
    );
    const { user, location, platform } = renderWithPlatform(<CasesRoutes />, {
      route: '/pratiche/dettagli/12',
      reference,
    });
    await user.click(await screen.findByRole('button', { name: 'Elimina pratica' }));
    await user.click(within(await findConfirm()).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(platform.notify).toHaveBeenCalledWith(
        expect.objectContaining({
          status: 'error',
          description: 'Pratica con fatture emesse: non si può eliminare',
        }),
      ),
    );
    expect(location()).toBe('/pratiche/dettagli/12');
  });

  it('says when the case does not exist', async () => {
    renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/99', reference });
    expect(await screen.findByText('Non è stata trovata nessuna pratica con numero 99')).toBeInTheDocument();
  });
});
