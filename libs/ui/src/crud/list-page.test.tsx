import type { Paged } from '@ham/contracts';
import { crudApi } from '@ham/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { answer, apiError, mockApi, renderWithPlatform, type TestRequest } from '../testing';
import { ListPage, type ListPageProps } from './list-page';
import { FILTER_DEBOUNCE_MS } from './use-list-controller';

type Row = { id: number; name: string; country: { id: string; name: string } };

const rows: Row[] = [
  { id: 1, name: 'Toscana', country: { id: 'IT', name: 'Italia' } },
  { id: 2, name: 'Provenza', country: { id: 'FR', name: 'Francia' } },
];

function pagedAnswer(req: TestRequest): Paged<Row> {
  const q = req.query ?? {};
  const items = rows.filter((r) => !q.name || r.name.toLowerCase().includes(String(q.name).toLowerCase()));
  return {
    items,
    pageInfo: {
      page: Number(q.p),
      itemsPerPage: Number(q.ipp),
      totalItems: 42,
      totalPages: items.length ? 5 : 0,
    },
  };
}

const thingApi = crudApi<Row, unknown>({ name: 'things', path: '/things' });

const props: ListPageProps<Row> = {
  title: 'Aree',
  api: thingApi,
  columns: [
    { header: 'Nome', cell: (r) => r.name },
    { header: 'Nazione', cell: (r) => r.country.name },
  ],
  filters: [
    { type: 'text', name: 'name', label: 'Nome' },
    { type: 'country', name: 'country', label: 'Nazione' },
  ],
  addRoute: '/things/new',
  editRoute: (r) => `/things/edit/${r.id}`,
  deleteMessage: (r) => `Sicuro di eliminare "${r.name}"?`,
  permission: 'manage_db',
};

describe('ListPage', () => {
  it('shows the columns, the rows, the actions and the pagination', async () => {
    const api = mockApi(answer(thingApi.endpoints.list, pagedAnswer));
    renderWithPlatform(<ListPage {...props} />, {});
    expect(await screen.findByRole('cell', { name: 'Toscana' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Aree' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Nazione', 'Azioni']);
    const row = screen.getByRole('row', { name: /Toscana/ });
    expect(within(row).getByRole('link', { name: 'Modifica' })).toHaveAttribute('href', '/things/edit/1');
    expect(screen.getByRole('link', { name: 'Aggiungi' })).toHaveAttribute('href', '/things/new');
    expect(screen.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Elementi per pagina')).toHaveValue('10');
    expect(api.calls[0].query).toEqual({ p: '1', ipp: '10' });
  });

  it('takes items per page from the UI options and hides writes without the permission', async () => {
    const api = mockApi(answer(thingApi.endpoints.list, pagedAnswer));
    renderWithPlatform(<ListPage {...props} />, { permissions: [], uiOptions: { itemsPerPage: 25 } });
    expect(await screen.findByRole('cell', { name: 'Toscana' })).toBeInTheDocument();
    expect(api.calls[0].query).toEqual({ p: '1', ipp: '25' });
    expect(screen.queryByRole('link', { name: 'Aggiungi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();
  });

  it("shows 'Nessun risultato' when the list is empty", async () => {
    mockApi(
      answer(thingApi.endpoints.list, {
        items: [],
        pageInfo: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 },
      }),
    );
    renderWithPlatform(<ListPage {...props} />, {});
    expect(await screen.findByText('Nessun risultato')).toBeInTheDocument();
  });

  it('keeps page and items per page in the URL', async () => {
    const api = mockApi(answer(thingApi.endpoints.list, pagedAnswer));
    const { user, location } = renderWithPlatform(<ListPage {...props} />, { route: '/things?p=2' });
    await screen.findByRole('cell', { name: 'Toscana' });
    expect(api.calls[0].query).toMatchObject({ p: '2' });
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(location()).toBe('/things?p=3'));
    await user.selectOptions(screen.getByLabelText('Elementi per pagina'), '20');
    await waitFor(() => expect(location()).toBe('/things?ipp=20'));
    await waitFor(() => expect(api.calls.at(-1)?.query).toEqual({ p: '1', ipp: '20' }));
  });

  it('debounces the text filter by 500 ms and resets the page to 1', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi(answer(thingApi.endpoints.list, pagedAnswer));
      const { user, location } = renderWithPlatform(<ListPage {...props} />, {
        route: '/things?p=3',
        advanceTimers: jest.advanceTimersByTime,
      });
      await screen.findByRole('cell', { name: 'Toscana' });
      await user.type(screen.getByLabelText('Nome'), 'tosc');
      expect(screen.getByLabelText('Nome')).toHaveValue('tosc');
      act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS - 100));
      expect(location()).toBe('/things?p=3');
      expect(api.calls.every((c) => c.query?.name === undefined)).toBe(true);
      act(() => jest.advanceTimersByTime(100));
      await waitFor(() => expect(location()).toBe('/things?name=tosc'));
      await waitFor(() => expect(api.calls.at(-1)?.query).toEqual({ p: '1', ipp: '10', name: 'tosc' }));
      expect(api.calls.filter((c) => c.query?.name).length).toBe(1);
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'Provenza' })).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops a typed filter when the user leaves before its debounce (e.g. a click on Modifica)', async () => {
    jest.useFakeTimers();
    try {
      mockApi(answer(thingApi.endpoints.list, pagedAnswer));
      const { user, location } = renderWithPlatform(<ListPage {...props} />, {
        route: '/things',
        advanceTimers: jest.advanceTimersByTime,
      });
      await screen.findByRole('cell', { name: 'Toscana' });
      await user.type(screen.getByLabelText('Nome'), 'tosc');
      const row = screen.getByRole('row', { name: /Toscana/ });
      await user.click(within(row).getByRole('link', { name: 'Modifica' }));
      await waitFor(() => expect(location()).toBe('/things/edit/1'));
      act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
      expect(location()).toBe('/things/edit/1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('deletes after confirmation and refreshes the list', async () => {
    const api = mockApi(
      answer(thingApi.endpoints.list, pagedAnswer),
      answer(thingApi.endpoints.remove, () => undefined),
    );
    const { user, platform } = renderWithPlatform(<ListPage {...props} />, {});
    const row = await screen.findByRole('row', { name: /Provenza/ });
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sicuro di eliminare "Provenza"?');
    const listCalls = api.callsTo(thingApi.endpoints.list).length;
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(api.callsTo(thingApi.endpoints.remove, { id: 2 })).toHaveLength(1));
    await waitFor(() => expect(api.callsTo(thingApi.endpoints.list).length).toBe(listCalls + 1));
    expect(platform.notify).toHaveBeenCalledWith({ status: 'success', title: 'Eliminazione completata' });
  });

  it('refreshes after a delete even when a list fetch started before it (a row of the previous page)', async () => {
    const deleted = new Set<number>();
    let release: (() => void) | undefined;
    const current = (req: TestRequest) => {
      const page = pagedAnswer(req);
      return { ...page, items: page.items.filter((r) => !deleted.has(r.id)) };
    };
    const api = mockApi(
      answer(thingApi.endpoints.list, (req) => {
        const answer = current(req);
        // The first filtered fetch is slow: it answers what it read before the delete.
        if (req.query?.name && !release) return new Promise((resolve) => (release = () => resolve(answer)));
        return answer;
      }),
      answer(thingApi.endpoints.remove, (req) => void deleted.add(Number(req.path.split('/').at(-1)))),
    );
    const { user } = renderWithPlatform(<ListPage {...props} />, {});
    await screen.findByRole('row', { name: /Provenza/ });
    await user.type(screen.getByLabelText('Nome'), 'prov');
    await waitFor(() => expect(release).toBeDefined());
    const row = screen.getByRole('row', { name: /Provenza/ });
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(api.callsTo(thingApi.endpoints.remove, { id: 2 })).toHaveLength(1));
    act(() => release?.());
    await waitFor(() => expect(screen.queryByRole('row', { name: /Provenza/ })).not.toBeInTheDocument());
  });

  it('does nothing when the delete is cancelled', async () => {
    const api = mockApi(answer(thingApi.endpoints.list, pagedAnswer));
    const { user } = renderWithPlatform(<ListPage {...props} />, {});
    const row = await screen.findByRole('row', { name: /Toscana/ });
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("shows the server's message when the record is in use", async () => {
    mockApi(
      answer(thingApi.endpoints.list, pagedAnswer),
      answer(thingApi.endpoints.remove, () => {
        throw apiError(409, 'InstanceInUse', "Impossibile eliminare l'area: ci sono località collegate");
      }),
    );
    const { user, platform } = renderWithPlatform(<ListPage {...props} />, {});
    const row = await screen.findByRole('row', { name: /Toscana/ });
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(platform.notify).toHaveBeenCalledWith({
        status: 'error',
        title: 'Eliminazione non riuscita',
        description: "Impossibile eliminare l'area: ci sono località collegate",
      }),
    );
  });

  it('offers the filters in a 384 px drawer with Rimuovi filtri', async () => {
    mockApi(answer(thingApi.endpoints.list, pagedAnswer));
    const { user, location } = renderWithPlatform(<ListPage {...props} filterLayout="drawer" />, {
      route: '/things?name=tosc&p=2',
    });
    await screen.findByRole('cell', { name: 'Toscana' });
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Filtra/ }));
    expect(await screen.findByLabelText('Nome')).toHaveValue('tosc');
    await user.click(screen.getByRole('button', { name: /Rimuovi filtri/ }));
    await waitFor(() => expect(location()).toBe('/things'));
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });
});
