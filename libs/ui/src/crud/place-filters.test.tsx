import type { LocationRef } from '@ham/contracts';
import { crudApi } from '@ham/platform';
import { screen, waitFor } from '@testing-library/react';
import { geoApi } from '../form/geo-api';
import { answer, mockApi, renderWithPlatform } from '../testing';
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

const thingApi = crudApi<{ id: number }, unknown>({ name: 'things', path: '/things' });

const List = () => (
  <ListPage<{ id: number }> title="Servizi" api={thingApi} columns={[]} filters={placeFilters()} />
);

describe('placeFilters', () => {
  it('a location fills its area and country, which lock; the list is filtered by all three', async () => {
    const api = mockApi(
      answer(thingApi.endpoints.list, emptyPage),
      answer(geoApi.locationSearch, { items: [firenze] }),
      answer(geoApi.location, firenze, { id: 3 }),
      answer(geoApi.area, toscana, { id: 1 }),
    );
    const { user, location } = renderWithPlatform(<List />, { route: '/servizi?p=2' });
    await user.type(await screen.findByRole('combobox', { name: 'Località' }), 'fir');
    await user.click(await screen.findByRole('option', { name: /Firenze/ }));
    await waitFor(() => expect(location()).toBe('/servizi?loc=3&area=1&country=IT'));
    await waitFor(() =>
      expect(api.lastCallTo(thingApi.endpoints.list)?.query).toEqual({
        p: '1',
        ipp: '10',
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
    const api = mockApi(
      answer(thingApi.endpoints.list, emptyPage),
      answer(geoApi.areaSearch, { items: [toscana] }),
      answer(geoApi.area, toscana, { id: 1 }),
      answer(geoApi.locationSearch, { items: [firenze] }),
    );
    const { user, location } = renderWithPlatform(<List />, { route: '/servizi' });
    await user.type(await screen.findByRole('combobox', { name: 'Area' }), 'tos');
    await user.click(await screen.findByRole('option', { name: /Toscana/ }));
    await waitFor(() => expect(location()).toBe('/servizi?area=1&country=IT'));
    await user.type(screen.getByRole('combobox', { name: 'Località' }), 'f');
    await screen.findByRole('option', { name: /Firenze/ });
    expect(api.lastCallTo(geoApi.locationSearch)?.query).toMatchObject({ area: '1', country: 'IT' });
  });
});
