import type { HistoryEntry } from '@ham/contracts/history';
import { screen, within } from '@testing-library/react';
import { answer, mockApi, renderWithPlatform } from '../testing';
import { historyApi } from './history-api';
import { HistoryPanel } from './history-panel';

const line = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  at: '2026-11-28T15:30:00.000Z',
  who: 'Mario Rossi',
  whoKind: 'staff',
  userId: 3,
  table: 'hotel_prices',
  tableName: 'Prezzo listino',
  recordId: '12',
  label: null,
  op: 'U',
  action: 'Modificato',
  forced: false,
  changes: [{ field: 'prices', label: 'Prezzi', old: 'hb: 50,00 €', new: 'hb: 55,50 €' }],
  ...over,
});

describe('HistoryPanel', () => {
  it('is closed until asked; then lists when, who, what and old → new, forced marked', async () => {
    const api = mockApi(
      answer(historyApi.record, {
        items: [
          line({
            id: 2,
            forced: true,
            who: 'sistema',
            whoKind: 'system',
            userId: null,
            action: 'Rilasciata',
            changes: [],
          }),
          line({}),
        ],
        pageInfo: { page: 1, itemsPerPage: 20, totalItems: 2, totalPages: 1 },
      }),
    );
    const { user } = renderWithPlatform(<HistoryPanel target={{ kind: 'price', id: 12 }} />);
    expect(api.callsTo(historyApi.record)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Mostra storico' }));
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByText('sistema')).toBeInTheDocument();
    expect(within(entries[0]).getByText('Forzata')).toBeInTheDocument();
    expect(within(entries[1]).getByText('28/11/2026 16:30')).toBeInTheDocument();
    expect(
      within(entries[1]).getByRole('row', { name: /Prezzi hb: 50,00 € hb: 55,50 €/ }),
    ).toBeInTheDocument();
    expect(api.callsTo(historyApi.record)[0].params).toEqual({ kind: 'price', id: '12' });
  });

  it('says so when nothing was recorded', async () => {
    mockApi(
      answer(historyApi.config, {
        items: [],
        pageInfo: { page: 1, itemsPerPage: 20, totalItems: 0, totalPages: 0 },
      }),
    );
    const { user } = renderWithPlatform(<HistoryPanel target={{ kind: 'config', id: 'company' }} />);
    await user.click(screen.getByRole('button', { name: 'Mostra storico' }));
    expect(await screen.findByText('Nessuna modifica registrata.')).toBeInTheDocument();
  });
});
