import type { AllotmentReleasesResponse, ReleaseNight } from '@ham/contracts';
import { answer, mockApi } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderHotels } from '../../test/render-hotels';
import { releaseNoticesApi, releasesApi } from './api';
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
  notice: null,
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
      '',
      'Notte ↑',
      'Data rilascio',
      'Tipologia',
      'Allotment',
      'Opzionati',
      'Confermati',
      'Liberi',
      'Comunicazione',
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
        .map((r) => within(r).getAllByRole('cell')[1].textContent);
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

  it("'Invia comunicazione di rilascio': the nights chosen, confirmed, sent; announced nights cannot be chosen", async () => {
    const announced = night({
      night: '2027-05-06',
      release: '2027-05-04',
      notice: { sentAt: '2027-04-28T09:00:00.000Z', places: 3 },
    });
    const withNotice = {
      ...response,
      hotels: [{ ...response.hotels[0], nights: [...response.hotels[0].nights, announced] }],
    };
    const api = mockApi(
      answer(releasesApi.endpoints.read, withNotice),
      answer(releaseNoticesApi.send, {
        sent: [{ hotel: { id: 1, name: 'Hotel Bellavista' }, to: 'booking@bellavista.it', nights: 2 }],
        alreadySent: 0,
        notReleased: 1,
        withoutEmail: [],
      }),
    );
    const { user } = renderReleases();
    const table = await screen.findByRole('table', { name: 'Rilasci Hotel Bellavista' });
    const send = screen.getByRole('button', { name: 'Invia comunicazione di rilascio' });
    expect(send).toBeDisabled();
    expect(within(table).getByRole('row', { name: /06\/05\/2027/ })).toHaveTextContent(
      'Comunicato il 28/04/2027',
    );
    expect(
      within(table).getByRole('checkbox', {
        name: 'Seleziona la notte del 06/05/2027 (Studenti, rilascio 04/05/2027)',
      }),
    ).toBeDisabled();

    // All the hotel's nights not yet announced, then one left out again.
    await user.click(
      within(table).getByRole('checkbox', { name: 'Seleziona tutte le notti di Hotel Bellavista' }),
    );
    expect(screen.getByText('3 notti selezionate')).toBeInTheDocument();
    await user.click(
      within(table).getByRole('checkbox', {
        name: 'Seleziona la notte del 05/05/2027 (Adulti, rilascio 05/05/2027)',
      }),
    );
    expect(screen.getByText('2 notti selezionate')).toBeInTheDocument();
    await user.click(send);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('2 notti (1 hotel)');
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(api.callsTo(releaseNoticesApi.send)).toHaveLength(1));
    expect(api.callsTo(releaseNoticesApi.send)[0].body).toEqual({
      nights: [
        { hotelId: 1, guestTypeId: 's', night: '2027-05-03', release: '2027-05-01' },
        { hotelId: 1, guestTypeId: 's', night: '2027-05-04', release: '2027-05-02' },
      ],
    });
    const outcome = await screen.findByRole('status', { name: 'Esito comunicazione' });
    expect(outcome).toHaveTextContent('E-mail inviate: Hotel Bellavista (booking@bellavista.it, 2 notti)');
    expect(outcome).toHaveTextContent('1 notte non è più in rilascio con posti liberi: non comunicata.');
    // The list is read again and the choice cleared.
    await waitFor(() => expect(api.callsTo(releasesApi.endpoints.read).length).toBeGreaterThan(1));
    expect(screen.getByText("Seleziona le notti da comunicare all'hotel")).toBeInTheDocument();
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
