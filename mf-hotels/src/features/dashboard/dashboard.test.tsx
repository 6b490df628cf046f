import type { DashboardResponse } from '@ham/contracts/dashboard';
import { preloadFigureChart } from '@ham/ui';
import { answer, mockApi } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHotels } from '../../test/render-hotels';
import { dashboardApi } from './api';
import { todoLinks } from './dashboard-page';

jest.setTimeout(30_000);

// The charts' chunk (recharts) only for this file: the other screen tests never load it.
beforeAll(() => preloadFigureChart());

const response: DashboardResponse = {
  today: '2027-05-01',
  from: '2027-05-01',
  to: '2027-05-03',
  pickup: {
    nights: [
      { date: '2027-05-01', allotted: 1200, optioned: 10, reserved: 300, free: 890 },
      { date: '2027-05-02', allotted: 1200, optioned: 0, reserved: 310, free: 890 },
      { date: '2027-05-03', allotted: 40, optioned: 5, reserved: 35, free: 0 },
    ],
    releases: [{ date: '2027-05-02', places: 12 }],
  },
  hotels: {
    items: [
      {
        hotel: { id: 7, name: 'Hotel Bellavista', place: 'Sirmione' },
        allotted: 90,
        optioned: 5,
        reserved: 45,
        free: 40,
        soldShare: 0.5,
        atRisk: 12,
      },
      {
        hotel: { id: 8, name: 'Hotel Duomo', place: 'Siena' },
        allotted: 2350,
        optioned: 10,
        reserved: 600,
        free: 1740,
        soldShare: 0.2553,
        atRisk: 0,
      },
    ],
    total: 2,
  },
  sales: [
    {
      month: '2027-05',
      thisYear: { cases: 3, guests: 120, nights: 1500, sale: 1_234_500, margin: 150_000, missingCosts: 2 },
      lastYear: { cases: 2, guests: 80, nights: 400, sale: 800_000, margin: -20_000, missingCosts: 0 },
    },
  ],
  todo: { expiringOptions: 4, releases: 2, newQuoteRequests: 1, overduePayments: 3 },
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    )
    .filter((cells) => cells.length > 0);

describe('Cruscotto', () => {
  it('shows each figure’s table in Italian formats, the to-do counts as links, hotels linked to their availability', async () => {
    const api = mockApi(answer(dashboardApi.endpoints.read, response));
    renderHotels('/cruscotto');
    expect(await screen.findByRole('heading', { name: 'Cruscotto', level: 1 })).toBeInTheDocument();
    expect(api.callsTo(dashboardApi.endpoints.read)[0].query).toEqual({});

    // The tables are there behind the charts (visually hidden), for screen readers.
    const nights = await screen.findByRole('table', { name: 'Pick-up per notte' });
    expect(rowsOf(nights)).toEqual([
      ['01/05/2027', '1.200', '10', '300', '890'],
      ['02/05/2027', '1.200', '0', '310', '890'],
      ['03/05/2027', '40', '5', '35', '0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Rilasci nel periodo' }))).toEqual([
      ['02/05/2027', '12'],
    ]);
    const hotels = screen.getByRole('table', { name: 'Utilizzo per hotel' });
    expect(rowsOf(hotels)).toEqual([
      ['Hotel Bellavista', 'Sirmione', '90', '5', '45', '40', '50%', '12'],
      ['Hotel Duomo', 'Siena', '2.350', '10', '600', '1.740', '25,5%', '0'],
    ]);
    expect(within(hotels).getByRole('link', { name: 'Hotel Bellavista' })).toHaveAttribute(
      'href',
      '/hotel/scheda/7/disponibilita',
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Andamento vendite' }))).toEqual([
      [
        'maggio 2027',
        '3',
        '2',
        '120',
        '80',
        '1.500',
        '400',
        '12.345,00\u00a0€',
        '8.000,00\u00a0€',
        '1.500,00\u00a0€',
        '-200,00\u00a0€',
      ],
    ]);
    // Sale and margin as 'Margini' computes them: lines without a purchase cost make it overstated.
    expect(
      within(screen.getByRole('region', { name: 'Andamento vendite' })).getByText(
        "Margine sovrastimato: 2 righe senza costo d’acquisto (dettaglio in 'Margini').",
      ),
    ).toBeInTheDocument();
    // 'Presenze': guest-nights (guests × nights), what the figure counts; not rooms.
    expect(
      within(screen.getByRole('table', { name: 'Andamento vendite' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Mese',
      'Pratiche',
      'Pratiche anno prec.',
      'Ospiti',
      'Ospiti anno prec.',
      'Presenze',
      'Presenze anno prec.',
      'Vendite',
      'Vendite anno prec.',
      'Margine',
      'Margine anno prec.',
    ]);

    const todo = screen.getByRole('region', { name: 'Da fare oggi' });
    expect(within(todo).getByRole('link', { name: 'Opzioni in scadenza entro 3 giorni: 4' })).toHaveAttribute(
      'href',
      todoLinks.expiringOptions,
    );
    expect(within(todo).getByRole('link', { name: 'Rate scadute: 3' })).toHaveAttribute(
      'href',
      '/pratiche/incassi?state=scaduto',
    );
    expect(screen.getByRole('link', { name: 'Esporta CSV' })).toHaveAttribute('href', '/api/dashboard.csv');
  });

  it("'Tabella' shows the table alone; the guest type filter asks again and stays in the address", async () => {
    const user = userEvent.setup();
    const api = mockApi(answer(dashboardApi.endpoints.read, response));
    const { location } = renderHotels('/cruscotto?dal=2027-05-01&al=2027-05-03');
    const sales = await screen.findByRole('region', { name: 'Andamento vendite' });
    await user.click(within(sales).getByRole('button', { name: 'Tabella' }));
    expect(within(sales).getByRole('button', { name: 'Tabella' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sales).queryByRole('img')).not.toBeInTheDocument();
    expect(within(sales).getByRole('table', { name: 'Andamento vendite' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipologia ospiti' }), 's');
    await waitFor(() =>
      expect(api.callsTo(dashboardApi.endpoints.read).at(-1)?.query).toEqual({
        from: '2027-05-01',
        to: '2027-05-03',
        guestType: 's',
      }),
    );
    expect(location()).toContain('tipologia=s');
  });
});
