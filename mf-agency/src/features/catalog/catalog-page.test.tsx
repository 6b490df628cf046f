import type { CatalogHotel, CatalogRestaurant, Paged, StaticData } from '@ham/contracts';
import { geoApi } from '@ham/ui';
import { answer, mockApi, renderWithPlatform, testFirenze } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AgencyRoutes from '../../routes';
import { catalogApi } from './api';

const { endpoints } = catalogApi;

const slow = { timeout: 5000 };
const reference: Partial<StaticData> = {
  guestTypes: [
    { id: 's', name: 'Studenti', baseAccomodationId: 'mul', extraAccomodationIds: [] },
    { id: 'a', name: 'Adulti', baseAccomodationId: 'dbl', extraAccomodationIds: [] },
  ],
};
const page = <T,>(items: T[], p = 1, totalPages = 2): Paged<T> => ({
  items,
  pageInfo: { page: p, itemsPerPage: 10, totalItems: totalPages * 10, totalPages },
});
const hotel: CatalogHotel = {
  id: 4,
  name: 'Hotel Bellavista',
  category: { id: '3', name: '3 stelle' },
  position: { id: 'c', name: 'Centro' },
  address: 'Via Roma 1',
  city: 'Firenze',
  location: { id: 2, name: 'Firenze' },
  area: { id: 1, name: 'Firenze e Toscana' },
  country: { id: 'IT', name: 'Italia' },
};
const restaurant: CatalogRestaurant = {
  id: 8,
  name: 'Trattoria Sergio',
  location: testFirenze(2, { id: 1, name: 'Firenze e Toscana' }),
  address: 'Piazza San Lorenzo 8',
  price: 1700,
  freeEvery: 20,
};

describe('Catalogo online', () => {
  it('searches nothing without a place; a place, a guest type or a service type reloads from page 1', async () => {
    const api = mockApi(
      answer(geoApi.placeSearch, {
        items: [{ id: 1, name: 'Firenze e Toscana', type: 'area', context: 'Italia' }],
      }),
      answer(endpoints.hotels, ({ query }) => page([hotel], Number(query.p))),
      answer(endpoints.restaurants, page([restaurant], 1, 1)),
    );
    const { user, location } = renderWithPlatform(<AgencyRoutes />, { route: '/catalogo', reference });
    expect(
      await screen.findByText("Scegliere un'area o una località per vedere il catalogo.", {}, slow),
    ).toBeVisible();
    expect(api.calls.filter((c) => c.path.startsWith('/quotereq'))).toEqual([]);

    await user.type(screen.getByRole('combobox', { name: 'Area / Località' }), 'fir');
    await user.click(await screen.findByRole('option', { name: /Firenze e Toscana/ }));
    const hotels = await screen.findByRole('region', { name: 'Hotel' });
    expect(await within(hotels).findByRole('heading', { name: 'Hotel Bellavista' })).toBeVisible();
    expect(api.callsTo(endpoints.hotels)[0].query).toEqual({
      area: '1',
      gt: 's',
      p: '1',
      ipp: '10',
    });

    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await waitFor(() => expect(location()).toContain('p=2'));
    await user.selectOptions(screen.getByLabelText('Partecipanti'), 'Adulti');
    await waitFor(() =>
      expect(api.callsTo(endpoints.hotels).at(-1)?.query).toEqual({
        area: '1',
        gt: 'a',
        p: '1',
        ipp: '10',
      }),
    );
    expect(location()).not.toContain('p=2');

    await user.selectOptions(screen.getByLabelText('Tipo servizio'), 'Ristoranti');
    const restaurants = await screen.findByRole('region', { name: 'Ristoranti' });
    expect(await within(restaurants).findByText('Menù: 17,00 € a persona')).toBeVisible();
    expect(within(restaurants).getByText('Gratuità: 1 ogni 20')).toBeVisible();
    expect(api.callsTo(endpoints.restaurants)[0].query).toEqual({
      area: '1',
      gt: 'a',
      p: '1',
      ipp: '10',
    });
  });
});
