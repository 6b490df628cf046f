import type { Location, Paged } from '@ham/contracts';
import { geoApi } from '@ham/ui';
import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AdminRoutes from '../../routes';
import { locationApi } from './api';

const slow = { timeout: 5000 };
const toscana = { id: 1, name: 'Toscana', country: { id: 'IT', name: 'Italia' } };
const firenze: Location = {
  id: 3,
  name: 'Firenze',
  area: toscana,
  country: { id: 'IT', name: 'Italia' },
  version: 5,
};
const page = (items: Location[]): Paged<Location> => ({
  items,
  pageInfo: { page: 1, itemsPerPage: 10, totalItems: items.length, totalPages: items.length ? 1 : 0 },
});

describe('Località', () => {
  it('lists Nome, Area, Nazione with the name, area and country filters, and deletes after the confirm', async () => {
    const api = mockApi(
      answer(locationApi.endpoints.list, page([firenze])),
      answer(locationApi.endpoints.remove, () => undefined, { id: 3 }),
    );
    const { user } = renderWithPlatform(<AdminRoutes />, { route: '/localita' });
    const table = await screen.findByRole('table', { name: 'Località' }, slow);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Area', 'Nazione', 'Azioni']);
    expect(screen.getByRole('searchbox', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Area' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nazione' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Firenze/ });
    expect(row).toHaveTextContent('Toscana');
    expect(within(row).getByRole('link', { name: 'Modifica' })).toHaveAttribute(
      'href',
      '/localita/modifica/3',
    );
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    expect(dialog).toHaveTextContent('Sicuro di eliminare "Firenze"?');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(api.callsTo(locationApi.endpoints.remove, { id: 3 })).toHaveLength(1), slow);
  });

  it('filters by area (and its country) through the picker', async () => {
    const api = mockApi(
      answer(locationApi.endpoints.list, page([firenze])),
      answer(geoApi.areaSearch, { items: [toscana] }),
      answer(geoApi.area, toscana, { id: 1 }),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/localita' });
    await user.type(await screen.findByRole('combobox', { name: 'Area' }, slow), 'tos');
    await user.click(await screen.findByRole('option', { name: /Toscana/ }));
    await waitFor(() => expect(location()).toBe('/localita?area=1&country=IT'), slow);
    await waitFor(() =>
      expect(api.callsTo(locationApi.endpoints.list).at(-1)?.query).toEqual({
        p: '1',
        ipp: '10',
        area: '1',
        country: 'IT',
      }),
    );
  });

  it("'Aggiungi località': choosing the area fills the country and disables it; sends {name, areaId, countryId}", async () => {
    const api = mockApi(
      answer(geoApi.areaSearch, { items: [toscana] }),
      answer(locationApi.endpoints.create, { ...firenze, id: 8 }),
      answer(locationApi.endpoints.list, page([firenze])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/localita/nuova' });
    expect(await screen.findByRole('heading', { name: 'Aggiungi località' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(3);
    const country = screen.getByRole('combobox', { name: /Nazione/ });
    expect(country).toBeEnabled();
    await user.type(screen.getByLabelText(/Nome/), ' Siena ');
    await user.type(screen.getByRole('combobox', { name: /Area/ }), 'tos');
    await user.click(await screen.findByRole('option', { name: /Toscana/ }));
    await waitFor(() => expect(country).toBeDisabled());
    expect(country).toHaveValue('Italia');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/localita'), slow);
    expect(api.callsTo(locationApi.endpoints.create)[0].body).toEqual({
      name: 'Siena',
      areaId: 1,
      countryId: 'IT',
    });
  });

  it("'Modifica località' loads the area and locked country and PUTs with the version", async () => {
    const api = mockApi(
      answer(geoApi.location, firenze, { id: 3 }),
      answer(locationApi.endpoints.update, { ...firenze, version: 6 }, { id: 3 }),
      answer(locationApi.endpoints.list, page([firenze])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/localita/modifica/3' });
    expect(await screen.findByRole('heading', { name: 'Modifica località' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Area/ })).toHaveValue('Toscana');
    expect(screen.getByRole('combobox', { name: /Nazione/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/localita'), slow);
    expect(api.callsTo(locationApi.endpoints.update, { id: 3 })[0].body).toEqual({
      name: 'Firenze',
      areaId: 1,
      countryId: 'IT',
      version: 5,
    });
  });
});
