import type { Area, Paged } from '@ham/contracts';
import { createTestApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AdminRoutes, { contractVersion } from '../../routes';

const toscana: Area = { id: 1, name: 'Toscana', country: { id: 'IT', name: 'Italia' }, version: 2 };
const page = (items: Area[]): Paged<Area> => ({
  items,
  pageInfo: { page: 1, itemsPerPage: 10, totalItems: items.length, totalPages: items.length ? 1 : 0 },
});

describe('Aree', () => {
  it('exposes the platform contract version', () => {
    expect(contractVersion).toBe(1);
  });

  it('lists areas with Nome, Nazione, Azioni and the filters', async () => {
    const api = createTestApi({ 'GET /geo/areas': page([toscana]) });
    renderWithPlatform(<AdminRoutes />, { api, route: '/aree' });
    expect(await screen.findByRole('heading', { name: 'Aree' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Aree' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Nazione', 'Azioni']);
    const row = await screen.findByRole('row', { name: /Toscana/ });
    expect(row).toHaveTextContent('Italia');
    expect(within(row).getByRole('link', { name: 'Modifica' })).toHaveAttribute('href', '/aree/modifica/1');
    expect(screen.getByRole('link', { name: 'Aggiungi' })).toHaveAttribute('href', '/aree/nuova');
    expect(screen.getByRole('searchbox', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nazione' })).toBeInTheDocument();
  });

  it("shows 'Nessun risultato' and no 'Aggiungi' without manage_db", async () => {
    const api = createTestApi({ 'GET /geo/areas': page([]) });
    renderWithPlatform(<AdminRoutes />, { api, route: '/aree', permissions: [] });
    expect(await screen.findByText('Nessun risultato')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aggiungi' })).not.toBeInTheDocument();
  });

  it('filters by country through the picker', async () => {
    const api = createTestApi({
      'GET /geo/areas': page([toscana]),
      'GET /geo/countries/search': { items: [{ id: 'IT', name: 'Italia' }] },
    });
    const { user, location } = renderWithPlatform(<AdminRoutes />, { api, route: '/aree' });
    await user.type(await screen.findByRole('combobox', { name: 'Nazione' }), 'ita');
    await user.click(await screen.findByRole('option', { name: 'Italia' }));
    await waitFor(() => expect(location()).toBe('/aree?country=IT'));
    await waitFor(() =>
      expect(api.callsTo('GET /geo/areas').at(-1)?.query).toEqual({ p: 1, ipp: 10, country: 'IT' }),
    );
  });

  it("requires 'Nome' and 'Nazione' on submit", async () => {
    const api = createTestApi();
    const { user } = renderWithPlatform(<AdminRoutes />, { api, route: '/aree/nuova' });
    expect(await screen.findByRole('heading', { name: 'Aggiungi area' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('creates an area with {name, countryId} and returns to the list', async () => {
    const api = createTestApi({
      'GET /geo/countries/search': { items: [{ id: 'IT', name: 'Italia' }] },
      'POST /geo/areas': { ...toscana, id: 9 },
      'GET /geo/areas': page([toscana]),
    });
    const { user, location } = renderWithPlatform(<AdminRoutes />, { api, route: '/aree/nuova' });
    await user.type(await screen.findByLabelText(/Nome/), 'Toscana');
    await user.type(screen.getByRole('combobox', { name: /Nazione/ }), 'it');
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Italia' });
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/aree'));
    expect(api.callsTo('POST /geo/areas')[0].body).toEqual({ name: 'Toscana', countryId: 'IT' });
  });

  it('edits an area sending {name, countryId, version}', async () => {
    const api = createTestApi({
      'GET /geo/areas/1': toscana,
      'PUT /geo/areas/1': { ...toscana, name: 'Toscana nord', version: 3 },
      'GET /geo/areas': page([toscana]),
    });
    const { user, location } = renderWithPlatform(<AdminRoutes />, { api, route: '/aree/modifica/1' });
    expect(await screen.findByRole('heading', { name: 'Modifica area' })).toBeInTheDocument();
    const name = await screen.findByLabelText(/Nome/);
    await user.clear(name);
    await user.type(name, 'Toscana nord');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/aree'));
    expect(api.callsTo('PUT /geo/areas/1')[0].body).toEqual({
      name: 'Toscana nord',
      countryId: 'IT',
      version: 2,
    });
  });

  it('shows the 404 page for unknown paths and ids', async () => {
    renderWithPlatform(<AdminRoutes />, { route: '/aree/modifica/abc' });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla pagina iniziale' })).toHaveAttribute('href', '/');
  });
});
