import type { AllotmentReleasesResponse, ReleaseNight } from '@ham/contracts';
import { answer, mockApi } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderHotels } from '../../test/render-hotels';
import { releasesApi } from './api';
import { sortNights } from './releases-page';

jest.setTimeout(20_000);

const renderReleases = (route = '/disponibilita/rilasci') => renderHotels(route);

const night = (over: Partial<ReleaseNight>): ReleaseNight => ({
  night: '2027-05-03',
  release: '2027-05-01',
  guestType: { id: 's', name: 'Studenti' },
  allotted: 10,
  nightAllotted: 10,
  optioned: 2,
  reserved: 3,
  free: 5,
  expiringOptions: [],
  ...over,
});

const response: AllotmentReleasesResponse = {
  today: '2027-05-01',
  until: '2027-05-14',
  partial: false,
  hotels: [
    {
      hotel: { id: 1, name: 'Hotel Bellavista', place: 'Sirmione', area: 'Lago di Garda' },
      nights: [
        night({
          expiringOptions: [
            { id: 9, contact: 'Gruppo Rossi', places: 4, expires: '2027-04-30', caseNumber: 123 },
            { id: 10, contact: 'Coro Verdi', places: 2, expires: '2027-04-30', caseNumber: null },
          ],
        }),
        night({ night: '2027-05-04', release: '2027-05-02', free: 8, optioned: 0, reserved: 2 }),
        night({
          night: '2027-05-05',
          release: '2027-05-05',
          free: 1,
          guestType: { id: 'a', name: 'Adulti' },
        }),
      ],
    },
  ],
};

describe('Rilasci in scadenza', () => {
  it('loads the next 14 days at once: rows per hotel, expiring options with their case', async () => {
    const api = mockApi(answer(releasesApi.endpoints.read, response));
    renderReleases();
    expect(await screen.findByRole('heading', { name: 'Rilasci in scadenza' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rilasci Hotel Bellavista' });
    expect(api.callsTo(releasesApi.endpoints.read)[0].query).toEqual({ days: '14' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Notte ↑',
      'Data rilascio',
      'Tipologia',
      'Allotment',
      'Opzionati',
      'Confermati',
      'Liberi',
      'Opzioni in scadenza prima del rilascio',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(
      '03/05/202701/05/2027Studenti10235Gruppo Rossi · 4 · 30/04/2027Coro Verdi · 2 · 30/04/2027',
    );
    expect(within(rows[0]).getByRole('link', { name: 'Gruppo Rossi' })).toHaveAttribute(
      'href',
      '/pratiche/dettagli/123',
    );
    expect(within(rows[0]).queryByRole('link', { name: 'Coro Verdi' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Hotel Bellavista' })).toHaveAttribute('href', '/hotel/scheda/1');
    // The same list as Excel and CSV files.
    expect(screen.getByRole('link', { name: 'Esporta Excel' })).toHaveAttribute(
      'href',
      '/api/allotment/releases.xlsx?days=14',
    );
    expect(screen.getByRole('link', { name: 'Esporta CSV' })).toHaveAttribute(
      'href',
      '/api/allotment/releases.csv?days=14',
    );
    expect(screen.getByText('Sirmione · Lago di Garda')).toBeInTheDocument();
  });

  it('sorts by Liberi, then the other way; the filters go to the query and the URL', async () => {
    const api = mockApi(answer(releasesApi.endpoints.read, response));
    const { user, location } = renderReleases();
    const table = await screen.findByRole('table', { name: 'Rilasci Hotel Bellavista' });
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent);
    await user.click(within(table).getByRole('button', { name: 'Liberi' }));
    expect(firstCells()).toEqual(['05/05/2027', '03/05/2027', '04/05/2027']);
    expect(within(table).getByRole('columnheader', { name: 'Liberi ↑' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Liberi ↑' }));
    expect(firstCells()).toEqual(['04/05/2027', '03/05/2027', '05/05/2027']);

    const days = screen.getByLabelText(/Prossimi giorni/);
    await user.clear(days);
    await user.type(days, '30');
    await user.selectOptions(screen.getByLabelText('Tipologia ospiti'), 'a');
    await user.type(screen.getByLabelText('Nome hotel'), 'bella');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(location()).toBe('/disponibilita/rilasci?days=30&type=a&q=bella'));
    await waitFor(() =>
      expect(api.callsTo(releasesApi.endpoints.read).at(-1)?.query).toEqual({
        days: '30',
        type: 'a',
        q: 'bella',
      }),
    );
  });

  it('nothing to release: the empty message with the days', async () => {
    mockApi(answer(releasesApi.endpoints.read, { ...response, hotels: [] }));
    renderReleases('/disponibilita/rilasci?days=7');
    expect(await screen.findByText('Nessun rilascio nei prossimi 7 giorni')).toBeInTheDocument();
  });
});

describe('sortNights', () => {
  it('keeps ties in the API order', () => {
    const a = night({ free: 2, guestType: { id: 's', name: 'S' } });
    const b = night({ free: 2, guestType: { id: 'a', name: 'A' } });
    const c = night({ free: 1 });
    expect(sortNights([a, b, c], { key: 'free', desc: false })).toEqual([c, a, b]);
    expect(sortNights([a, b, c], { key: 'free', desc: true })).toEqual([a, b, c]);
  });
});
