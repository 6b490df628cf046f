import type { Paged } from '@ham/contracts';
import type { Endpoint } from '@ham/platform';
import { geoApi } from '@ham/ui';
import {
  answer,
  columnHeaders,
  createTestPlatform,
  mockApi,
  TestProviders,
  testReference,
} from '@ham/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buses } from './features/buses/api';
import { guides } from './features/guides/api';
import { restaurants } from './features/restaurants/api';
import ServicesRoutes, { contractVersion } from './routes';
import { firenze, marioPayload } from './test/fixtures';

const page = <T,>(items: T[]): Paged<T> => ({
  items,
  pageInfo: { page: 1, itemsPerPage: 10, totalItems: items.length, totalPages: items.length ? 1 : 0 },
});

/** The fields of a saved service besides what the form sends. */
const saved = (id: number) => ({
  id,
  address: null,
  phone: null,
  fax: null,
  email: null,
  website: null,
  version: 1,
});

function renderAt(route: string, ...handlers: Parameters<typeof mockApi>) {
  const api = mockApi(...handlers);
  const platform = {
    ...createTestPlatform({}),
    reference: {
      ...testReference,
      guestTypes: [
        { id: 's', name: 'Studenti', baseAccomodationId: 'mul', extraAccomodationIds: [] },
        { id: 'a', name: 'Adulti', baseAccomodationId: 'dbl', extraAccomodationIds: [] },
      ],
    },
  };
  const user = userEvent.setup();
  const result = render(
    <TestProviders platform={platform} route={route}>
      <ServicesRoutes />
    </TestProviders>,
  );
  return { api, user, location: () => result.getByTestId('location').textContent ?? '' };
}

/** The add screen at `route` of a service: Firenze found by the location picker, `record` saved. */
function renderAdd<TRecord>(
  route: string,
  resource: { api: { endpoints: { create: Endpoint<TRecord, unknown>; list: Endpoint<Paged<unknown>> } } },
  record: TRecord,
) {
  return renderAt(
    route,
    answer(geoApi.locationSearch, { items: [firenze] }),
    answer(resource.api.endpoints.create, record),
    answer(resource.api.endpoints.list, page([])),
  );
}

async function pickLocation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /Località/ }), 'fir');
  await user.click(await screen.findByRole('option', { name: /Firenze/ }));
}

test('exposes the platform contract version', () => {
  expect(contractVersion).toBe(1);
});

describe('Ristoranti', () => {
  it('lists Nome, Località, Azioni with the name and place filters', async () => {
    renderAt(
      '/ristoranti',
      answer(restaurants.api.endpoints.list, page([{ id: 7, name: 'Da Mario', location: firenze }])),
    );
    expect(columnHeaders(await screen.findByRole('table', { name: 'Ristoranti' }))).toEqual([
      'Nome',
      'Località',
      'Azioni',
    ]);
    const row = await screen.findByRole('row', { name: /Da Mario/ });
    expect(row).toHaveTextContent('Firenze');
    expect(within(row).getByRole('link', { name: 'Modifica' })).toHaveAttribute(
      'href',
      '/ristoranti/modifica/7',
    );
    for (const name of ['Località', 'Area', 'Nazione']) {
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('searchbox', { name: 'Nome' })).toBeInTheDocument();
  });

  it('creates a restaurant with two menus, one with freebies', async () => {
    const { api, user, location } = renderAdd('/ristoranti/nuovo', restaurants, {
      ...saved(9),
      name: 'Da Mario',
      location: firenze,
      prices: {},
      costs: {},
      freeEvery: {},
    });
    expect(await screen.findByRole('heading', { name: 'Aggiungi ristorante' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nome/), 'Da Mario');
    await pickLocation(user);
    const students = screen.getByRole('group', { name: 'Menù Studenti' });
    const adults = screen.getByRole('group', { name: 'Menù Adulti' });
    await user.click(within(students).getByText('Disponibile'));
    await user.click(within(adults).getByText('Disponibile'));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await within(students).findByText('Campo obbligatorio')).toBeInTheDocument();

    await user.type(within(students).getByLabelText(/Prezzo/), '18,50');
    await user.type(within(students).getByLabelText(/Costo/), '14');
    await user.click(within(students).getByText('Gratuità'));
    await user.type(within(students).getByLabelText(/Una gratuità ogni/), '20');
    await user.type(within(adults).getByLabelText(/Prezzo/), '28');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/ristoranti'));
    expect(api.callsTo(restaurants.api.endpoints.create)[0].body).toEqual({
      ...marioPayload,
      prices: { s: 1850, a: 2800 },
      costs: { s: 1400 },
      freeEvery: { s: 20 },
    });
  }, 30_000);
});

describe('Bus', () => {
  it('saves price rows sorted by seats and refuses duplicated seats', async () => {
    const { api, user, location } = renderAdd('/bus/nuovo', buses, {
      ...saved(4),
      name: 'Bus',
      location: firenze,
      duration: null,
      prices: [],
    });
    expect(await screen.findByRole('heading', { name: 'Aggiungi servizio bus' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nome/), 'Autoservizi Fiorentini');
    await pickLocation(user);
    await user.selectOptions(screen.getByLabelText(/Durata/), 'Giornata intera');
    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    const row = (n: number) => screen.getByRole('group', { name: `Riga ${n}` });
    await user.type(within(row(1)).getByLabelText(/Posti fino a/), '54');
    await user.type(within(row(1)).getByLabelText(/Prezzo/), '520');
    await user.type(within(row(2)).getByLabelText(/Posti fino a/), '54');
    await user.type(within(row(2)).getByLabelText(/Prezzo/), '280');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await within(row(2)).findByText('Numero di posti già presente')).toBeInTheDocument();

    await user.clear(within(row(2)).getByLabelText(/Posti fino a/));
    await user.type(within(row(2)).getByLabelText(/Posti fino a/), '19');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/bus'));
    expect(api.callsTo(buses.api.endpoints.create)[0].body).toMatchObject({
      duration: 'FD',
      locationId: 3,
      prices: [
        { maxSeats: 19, price: 28000, cost: null },
        { maxSeats: 54, price: 52000, cost: null },
      ],
    });
  }, 30_000);
});

describe('Guide', () => {
  it("lists Nome, Località, Tipologia, Azioni and asks 'Sicuro di eliminare'", async () => {
    const { api, user } = renderAt(
      '/guida',
      answer(
        guides.api.endpoints.list,
        page([{ id: 2, name: 'Uffizi', location: firenze, guestType: { id: 's', name: 'Studenti' } }]),
      ),
      answer(guides.api.endpoints.remove, () => undefined, { id: 2 }),
    );
    expect(columnHeaders(await screen.findByRole('table', { name: 'Guide' }))).toEqual([
      'Nome',
      'Località',
      'Tipologia',
      'Azioni',
    ]);
    const row = await screen.findByRole('row', { name: /Uffizi/ });
    expect(row).toHaveTextContent('Studenti');
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Sicuro di eliminare "Uffizi"?')).toBeInTheDocument();
    expect(api.callsTo(guides.api.endpoints.remove, { id: 2 })).toHaveLength(0);
  });

  it('shows the 404 page for unknown paths and ids', async () => {
    renderAt('/guida/modifica/abc');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
