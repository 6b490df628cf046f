import type { Area } from '@ham/contracts';
import { geoApi } from '@ham/ui';
import { answer, apiError, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AdminRoutes, { contractVersion } from '../../routes';
import { confirmSave, expectListQuery, listColumns, page } from '../../test/screens';
import { areas } from './api';

const toscana: Area = { id: 1, name: 'Toscana', country: { id: 'IT', name: 'Italia' }, version: 2 };
const italy = answer(geoApi.countrySearch, { items: [{ id: 'IT', name: 'Italia' }] });

describe('Aree', () => {
  it('exposes the platform contract version', () => {
    expect(contractVersion).toBe(1);
  });

  it('lists areas with Nome, Nazione, Azioni and the filters', async () => {
    mockApi(answer(areas.api.endpoints.list, page([toscana])));
    renderWithPlatform(<AdminRoutes />, { route: '/aree' });
    expect(await screen.findByRole('heading', { name: 'Aree' })).toBeInTheDocument();
    expect(await listColumns('Aree')).toEqual(['Nome', 'Nazione', 'Azioni']);
    const row = await screen.findByRole('row', { name: /Toscana/ });
    expect(row).toHaveTextContent('Italia');
    expect(within(row).getByRole('link', { name: 'Modifica' })).toHaveAttribute('href', '/aree/modifica/1');
    expect(screen.getByRole('link', { name: 'Aggiungi' })).toHaveAttribute('href', '/aree/nuova');
    expect(screen.getByRole('searchbox', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nazione' })).toBeInTheDocument();
  });

  it("shows 'Nessun risultato' and no 'Aggiungi' without manage_db", async () => {
    mockApi(answer(areas.api.endpoints.list, page([])));
    renderWithPlatform(<AdminRoutes />, { route: '/aree', permissions: [] });
    expect(await screen.findByText('Nessun risultato')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aggiungi' })).not.toBeInTheDocument();
  });

  it('filters by country through the picker', async () => {
    const api = mockApi(answer(areas.api.endpoints.list, page([toscana])), italy);
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/aree' });
    await user.type(await screen.findByRole('combobox', { name: 'Nazione' }), 'ita');
    await user.click(await screen.findByRole('option', { name: 'Italia' }));
    await waitFor(() => expect(location()).toBe('/aree?country=IT'));
    await expectListQuery(() => api.callsTo(areas.api.endpoints.list).at(-1), { country: 'IT' });
  });

  it("requires 'Nome' and 'Nazione' on submit", async () => {
    const api = mockApi();
    const { user } = renderWithPlatform(<AdminRoutes />, { route: '/aree/nuova' });
    expect(await screen.findByRole('heading', { name: 'Aggiungi area' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('creates an area with {name, countryId} and returns to the list', async () => {
    const api = mockApi(
      italy,
      answer(areas.api.endpoints.create, { ...toscana, id: 9 }),
      answer(areas.api.endpoints.list, page([toscana])),
    );
    const { user, location, platform } = renderWithPlatform(<AdminRoutes />, { route: '/aree/nuova' });
    await user.type(await screen.findByLabelText(/Nome/), 'Toscana');
    await user.type(screen.getByRole('combobox', { name: /Nazione/ }), 'it');
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Italia' });
    await user.keyboard('{Enter}');
    await confirmSave(user, location, '/aree');
    expect(api.callsTo(areas.api.endpoints.create)[0].body).toEqual({ name: 'Toscana', countryId: 'IT' });
    expect(platform.notify).toHaveBeenCalledWith({ status: 'success', title: 'Salvataggio completato' });
  });

  it('edits an area sending {name, countryId, version}', async () => {
    const api = mockApi(
      answer(areas.api.endpoints.detail, toscana),
      answer(areas.api.endpoints.update, ({ body }) => ({ ...toscana, name: body.name, version: 3 })),
      answer(areas.api.endpoints.list, page([toscana])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/aree/modifica/1' });
    expect(await screen.findByRole('heading', { name: 'Modifica area' })).toBeInTheDocument();
    const name = await screen.findByLabelText(/Nome/);
    await user.clear(name);
    await user.type(name, 'Toscana nord');
    await confirmSave(user, location, '/aree');
    expect(api.callsTo(areas.api.endpoints.update)[0]).toMatchObject({
      params: { id: '1' },
      body: { name: 'Toscana nord', countryId: 'IT', version: 2 },
    });
  });

  it("says a stale save above the buttons, in the server's words", async () => {
    mockApi(
      answer(areas.api.endpoints.detail, toscana),
      answer(areas.api.endpoints.update, () => {
        throw apiError(409, 'StaleRecord', "L'elemento è stato modificato da un altro utente");
      }),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/aree/modifica/1' });
    await screen.findByDisplayValue('Toscana');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'elemento è stato modificato da un altro utente",
    );
    expect(location()).toBe('/aree/modifica/1');
  });

  it('shows the 404 page for unknown paths and ids', async () => {
    renderWithPlatform(<AdminRoutes />, { route: '/aree/modifica/abc' });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla pagina iniziale' })).toHaveAttribute('href', '/');
  });
});
