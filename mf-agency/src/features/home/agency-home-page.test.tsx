import { type AgencyHomePanel, quoteRequestStatuses, quoteRequestStatusLabels } from '@ham/contracts';
import { createTestPlatform, TestProviders, testAgencySession } from '@ham/ui/src/testing';
import { answer, mockApi } from '@ham/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AgencyRoutes from '../../routes';
import { myRequestApi } from '../my-requests/api';
import { agencyHomeApi } from './api';

const panel: AgencyHomePanel = {
  requests: quoteRequestStatuses.map((status, i) => ({ status, count: i === 0 ? 12345 : i })),
  departures: [
    {
      stayId: 7,
      caseNumber: 41,
      caseName: 'Liceo Galilei',
      begin: '2027-04-12',
      end: '2027-04-15',
      hotel: { id: 3, name: 'Hotel Alfa', city: 'Sirmione' },
      guests: 52,
    },
  ],
};

function renderAt(route: string) {
  const platform = { ...createTestPlatform(), session: testAgencySession };
  return render(
    <TestProviders platform={platform} route={route}>
      <AgencyRoutes />
    </TestProviders>,
  );
}

describe('agency home', () => {
  it("shows its requests by status, each count a link to 'Le mie richieste' of that status, and its next departures", async () => {
    const api = mockApi(
      answer(agencyHomeApi.endpoints.panel, panel),
      answer(myRequestApi.endpoints.list, {
        items: [],
        pageInfo: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 },
      }),
    );
    renderAt('/');
    const requests = await screen.findByRole('list', { name: 'Richieste per stato' });
    const items = within(requests).getAllByRole('listitem');
    // Every status of the contract, in its order: a new one shows up without touching the screen.
    expect(items.map((i) => i.textContent)).toEqual(
      quoteRequestStatuses.map((s, i) => `${quoteRequestStatusLabels[s]}${i === 0 ? '12.345' : i}`),
    );
    const first = within(requests).getByRole('link', {
      name: `Richieste '${quoteRequestStatusLabels.new}': 12.345`,
    });
    expect(first).toHaveAttribute('href', '/mie-richieste?status=new');

    const departures = screen.getByRole('table', { name: 'Prossime partenze' });
    expect(
      within(departures)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'PartenzaRitornoHotelOspitiPratica',
      '12/04/202715/04/2027Hotel Alfa (Sirmione)5241 – Liceo Galilei',
    ]);

    await userEvent.click(first);
    expect(await screen.findByRole('heading', { name: 'Le mie richieste' })).toBeInTheDocument();
    await screen.findByText('Nessuna richiesta inviata');
    expect(api.lastCallTo(myRequestApi.endpoints.list)?.query).toMatchObject({ status: 'new' });
  });

  it('says when no departure is confirmed', async () => {
    mockApi(answer(agencyHomeApi.endpoints.panel, { ...panel, departures: [] }));
    renderAt('/');
    expect(await screen.findByText('Nessuna partenza confermata')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Prossime partenze' })).not.toBeInTheDocument();
  });

  it('lists the shortcuts with their descriptions, each a link to its screen', () => {
    renderAt('/');
    const list = screen.getByRole('list', { name: 'Servizi' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Disponibilità onlinePosti liberi per hotel, giorno per giorno',
      "Catalogo onlineTutti gli hotel e i servizi di un'area",
      'Richiedi preventivoCerca un hotel per un periodo e invia una richiesta di preventivo',
      'Le mie richiesteLe richieste di preventivo inviate e il loro stato',
      'Le mie praticheLe pratiche confermate e la rooming list da compilare o caricare',
      'Estratto contoFatture, note di credito, pagamenti e scadenze aperte',
    ]);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Disponibilità online', '/cerca'],
      ['Catalogo online', '/catalogo'],
      ['Richiedi preventivo', '/preventivo'],
      ['Le mie richieste', '/mie-richieste'],
      ['Le mie pratiche', '/mie-pratiche'],
      ['Estratto conto', '/estratto-conto'],
    ]);
  });

  it("shows the 'Utente' card: agency, city, country, e-mail", () => {
    renderAt('/');
    const card = screen.getByRole('region', { name: 'Utente' });
    for (const text of ['Viaggi Demo S.r.l.', 'Firenze', 'Italia', 'agenzia@demo.it']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
  });

  it('answers other paths with the 404 page', () => {
    renderAt('/agenzie');
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
