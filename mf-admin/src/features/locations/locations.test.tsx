import type { Location } from '@ham/contracts';
import { geoApi } from '@ham/ui';
import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AdminRoutes from '../../routes';
import {
  confirmDelete,
  confirmSave,
  expectListQuery,
  listColumns,
  page,
  renderListDeleting,
  slow,
} from '../../test/screens';
import { locations } from './api';

const toscana = { id: 1, name: 'Toscana', country: { id: 'IT', name: 'Italia' } };
const firenze: Location = {
  id: 3,
  name: 'Firenze',
  area: toscana,
  country: { id: 'IT', name: 'Italia' },
  touristTax: [],
  version: 5,
};

describe('Località', () => {
  it('lists Nome, Area, Nazione with the name, area and country filters, and deletes after the confirm', async () => {
    const { api, user } = renderListDeleting(locations, '/localita', [firenze], 3);
    expect(await listColumns('Località')).toEqual(['Nome', 'Area', 'Nazione', 'Azioni']);
    expect(screen.getByRole('searchbox', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Area' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nazione' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Firenze/ });
    expect(row).toHaveTextContent('Toscana');
    expect(within(row).getByRole('link', { name: 'Modifica' })).toHaveAttribute(
      'href',
      '/localita/modifica/3',
    );
    await confirmDelete(user, row, 'Sicuro di eliminare "Firenze"?', () =>
      api.callsTo(locations.api.endpoints.remove, { id: 3 }),
    );
  });

  it('filters by area (and its country) through the picker', async () => {
    const api = mockApi(
      answer(locations.api.endpoints.list, page([firenze])),
      answer(geoApi.areaSearch, { items: [toscana] }),
      answer(geoApi.area, toscana, { id: 1 }),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/localita' });
    await user.type(await screen.findByRole('combobox', { name: 'Area' }, slow), 'tos');
    await user.click(await screen.findByRole('option', { name: /Toscana/ }));
    await waitFor(() => expect(location()).toBe('/localita?area=1&country=IT'), slow);
    await expectListQuery(() => api.callsTo(locations.api.endpoints.list).at(-1), {
      area: '1',
      country: 'IT',
    });
  });

  it("'Aggiungi località': choosing the area fills the country and disables it; sends {name, areaId, countryId}", async () => {
    const api = mockApi(
      answer(geoApi.areaSearch, { items: [toscana] }),
      answer(locations.api.endpoints.create, { ...firenze, id: 8 }),
      answer(locations.api.endpoints.list, page([firenze])),
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
    await confirmSave(user, location, '/localita');
    expect(api.callsTo(locations.api.endpoints.create)[0].body).toEqual({
      name: 'Siena',
      areaId: 1,
      countryId: 'IT',
      touristTax: [],
    });
  });

  it("'Modifica località' loads the area and locked country and PUTs with the version", async () => {
    const api = mockApi(
      answer(geoApi.location, firenze, { id: 3 }),
      answer(locations.api.endpoints.update, { ...firenze, version: 6 }, { id: 3 }),
      answer(locations.api.endpoints.list, page([firenze])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/localita/modifica/3' });
    expect(await screen.findByRole('heading', { name: 'Modifica località' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Area/ })).toHaveValue('Toscana');
    expect(screen.getByRole('combobox', { name: /Nazione/ })).toBeDisabled();
    await confirmSave(user, location, '/localita');
    expect(api.callsTo(locations.api.endpoints.update, { id: 3 })[0].body).toEqual({
      name: 'Firenze',
      areaId: 1,
      countryId: 'IT',
      touristTax: [],
      version: 5,
    });
  });

  it("'Imposta di soggiorno': a period with its rates and exemptions; overlapping periods are refused", async () => {
    const api = mockApi(
      answer(geoApi.location, firenze, { id: 3 }),
      answer(locations.api.endpoints.update, { ...firenze, version: 6 }, { id: 3 }),
      answer(locations.api.endpoints.list, page([firenze])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, {
      route: '/localita/modifica/3',
      reference: {
        hotelCategories: [
          { id: '3', name: '3 stelle' },
          { id: '4', name: '4 stelle' },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Modifica località' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Nessuna imposta di soggiorno')).toBeInTheDocument();
    const addPeriod = screen.getByRole('button', { name: 'Aggiungi periodo' });
    await user.click(addPeriod);
    const first = screen.getByRole('group', { name: 'Riga 1' });
    await user.type(within(first).getByLabelText(/^Dal/), '01/01/2027');
    await user.type(within(first).getByLabelText(/^Al/), '31/12/2027');
    await user.type(within(first).getByLabelText(/Tariffa unica/), '3,50');
    // A category of its own; the one left empty takes the single rate.
    await user.type(within(first).getByLabelText('Tariffa 3 stelle'), '4,80');
    await user.type(within(first).getByLabelText('Notti tassate al massimo'), '7');
    await user.type(within(first).getByLabelText('Esenti sotto gli anni'), '12');
    await user.type(within(first).getByLabelText('Un accompagnatore esente ogni'), '25');
    // A second period over the first.
    await user.click(addPeriod);
    const second = screen.getByRole('group', { name: 'Riga 2' });
    await user.type(within(second).getByLabelText(/^Dal/), '01/06/2027');
    await user.type(within(second).getByLabelText(/^Al/), '30/06/2027');
    await user.type(within(second).getByLabelText(/Tariffa unica/), '5,00');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await within(second).findByText('I periodi non possono sovrapporsi')).toBeInTheDocument();
    expect(api.callsTo(locations.api.endpoints.update, { id: 3 })).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rimuovi periodo 2' }));
    await confirmSave(user, location, '/localita');
    expect(api.callsTo(locations.api.endpoints.update, { id: 3 })[0].body).toMatchObject({
      touristTax: [
        {
          validFrom: '2027-01-01',
          validTo: '2027-12-31',
          rate: 350,
          byCategory: { '3': 480 },
          maxNights: 7,
          exemptUnderAge: 12,
          driversExempt: true,
          escortFreeEvery: 25,
        },
      ],
    });
  });
});
