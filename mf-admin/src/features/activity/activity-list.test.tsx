import type { HistoryEntry } from '@ham/contracts/history';
import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AdminRoutes from '../../routes';
import { page, slow } from '../../test/screens';
import { activityApi } from './api';

const line = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  at: '2026-11-28T15:30:00.000Z',
  who: 'Mario Rossi',
  whoKind: 'staff',
  userId: 3,
  table: 'areas',
  tableName: 'Area',
  recordId: '12',
  label: 'Garda',
  op: 'U',
  action: 'Modificato',
  forced: false,
  changes: [{ field: 'name', label: 'Nome', old: 'Lago di Garda', new: 'Garda' }],
  ...over,
});

describe('Registro attività', () => {
  it('lists the lines; a row opens its record, a deleted one shows its last state; filters go to the API', async () => {
    const api = mockApi(
      answer(
        activityApi.endpoints.list,
        page([
          line({}),
          line({
            id: 2,
            op: 'D',
            action: 'Eliminato',
            who: 'sistema',
            recordId: '13',
            label: 'Langhe',
            changes: [{ field: 'name', label: 'Nome', old: 'Langhe', new: '' }],
          }),
        ]),
      ),
    );
    const { user } = renderWithPlatform(<AdminRoutes />, { route: '/registro-attivita' });
    const table = await screen.findByRole('table', { name: 'Registro attività' }, slow);
    await within(table).findByText('Nome: Lago di Garda → Garda', {}, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Nome: Lago di Garda → Garda')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Apri Area Garda' })).toHaveAttribute(
      'href',
      '/aree/modifica/12',
    );
    expect(within(rows[1]).queryByRole('link', { name: /Apri/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scarica CSV' }).getAttribute('href')).toContain(
      '/history/export?format=csv',
    );
    await user.click(within(rows[1]).getByRole('button', { name: 'Dettagli della modifica di Area Langhe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Area Langhe (ultimo stato)' }, slow);
    expect(await within(dialog).findByRole('row', { name: 'Nome Langhe —' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await user.type(screen.getByRole('searchbox', { name: 'Testo' }), 'garda');
    await waitFor(
      () => expect(api.callsTo(activityApi.endpoints.list).at(-1)?.query).toMatchObject({ q: 'garda' }),
      slow,
    );
  });
});
