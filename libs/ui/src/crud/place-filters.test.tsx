import type { LocationRef } from '@ham/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createTestApi, renderWithPlatform } from '../testing';
import { ListPage } from './list-page';
import { placeFilters } from './place-filters';

const firenze: LocationRef = {
  id: 3,
  name: 'Firenze',
  area: { id: 1, name: 'Toscana' },
  country: { id: 'IT', name: 'Italia' },
};
const toscana = { id: 1, name: 'Toscana', country: { id: 'IT', name: 'Italia' }, version: 0 };
const emptyPage = { items: [], pageInfo: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 } };

const List = () => (
  <ListPage<{ id: number }>
    title="Servizi"
    resource="things"
    path="/things"
    columns={[]}
    filters={placeFilters()}
  />
);

describe('placeFilters', () => {
  it('a location fills its area and country, which lock; the list is filtered by all three', async () => {
    const api = createTestApi({
      'GET /things': emptyPage,
      'GET /geo/locations/search': { items: [firenze] },
      'GET /geo/locations/3': { ...firenze, version: 0 },
      'GET /geo/areas/1': toscana,
    });
    const { user, location } = renderWithPlatform(<List />, { api, route: '/servizi?p=2' });
    await user.type(await screen.findByRole('combobox', { name: 'Località' }), 'fir');
    await user.click(await screen.findByRole('option', { name: /Firenze/ }));
    await waitFor(() => expect(location()).toBe('/servizi?loc=3&area=1&country=IT'));
    await waitFor(() =>
      expect(api.callsTo('GET /things').at(-1)?.query).toEqual({
        p: 1,
        ipp: 10,
        loc: '3',
        area: '1',
        country: 'IT',
      }),
    );
    expect(await screen.findByDisplayValue('Toscana')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Nazione' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Località' })).toHaveValue('Firenze');
  });

  it('an area narrows the locations offered and fills the country', async () => {
    const api = createTestApi({
      'GET /things': emptyPage,
      'GET /geo/areas/search': { items: [toscana] },
      'GET /geo/areas/1': toscana,
      'GET /geo/locations/search': { items: [firenze] },
    });
    const { user, location } = renderWithPlatform(<List />, { api, route: '/servizi' });
    await user.type(await screen.findByRole('combobox', { name: 'Area' }), 'tos');
    await user.click(await screen.findByRole('option', { name: /Toscana/ }));
    await waitFor(() => expect(location()).toBe('/servizi?area=1&country=IT'));
    await user.type(screen.getByRole('combobox', { name: 'Località' }), 'f');
    await screen.findByRole('option', { name: /Firenze/ });
    expect(api.callsTo('GET /geo/locations/search').at(-1)?.query).toMatchObject({ area: 1, country: 'IT' });
  });
});
