import type { ExpiredOption } from '@ham/contracts';
import { answer, columnHeaders, expectTexts, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { paged, reference } from '../../test/fixtures';
import { expiredOptionApi } from './api';

jest.setTimeout(30_000);

const option: ExpiredOption = {
  id: 77,
  expires: '2026-11-01',
  hotel: { id: 3, name: 'Hotel Bellavista' },
  begin: '2027-03-10',
  end: '2027-03-13',
  places: 40,
  guestType: { id: 's', name: 'Scuole' },
  contact: 'Mario Bianchi',
  stayId: 7,
  caseNumber: 12,
};

describe('Opzioni scadute', () => {
  it('lists Scadenza, Hotel, Periodo, Posti, Riferimento and deletes after confirm', async () => {
    let items = [option];
    const api = mockApi(answer(expiredOptionApi.endpoints.list, () => paged(items)));
    api.on(
      answer(
        expiredOptionApi.endpoints.remove,
        () => {
          items = [];
        },
        { id: 77 },
      ),
    );
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/opzioni-scadute', reference });
    const table = await screen.findByRole('table', { name: 'Opzioni scadute' });
    expect(columnHeaders(table)).toEqual(['Scadenza', 'Hotel', 'Periodo', 'Posti', 'Riferimento', 'Azioni']);
    const row = await screen.findByRole('row', { name: /Mario Bianchi/ });
    expectTexts(row, ['01/11/2026', '10/03/2027 - 13/03/2027', '40']);
    expect(within(row).getByRole('link', { name: 'Mario Bianchi' })).toHaveAttribute(
      'href',
      '/pratiche/dettagli/12',
    );
    expect(api.callsTo(expiredOptionApi.endpoints.list)[0].query).toEqual({ p: '1', ipp: '10' });
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    expect(dialog).toHaveTextContent(
      'Sicuro di eliminare l\'opzione scaduta di "Mario Bianchi" presso "Hotel Bellavista"?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(api.callsTo(expiredOptionApi.endpoints.remove, { id: 77 })).toHaveLength(1));
    expect(await screen.findByText('Nessun risultato')).toBeInTheDocument();
  });
});
