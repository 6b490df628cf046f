import { createTestPlatform, TestProviders, testAgencySession } from '@ham/ui/src/testing';
import { render, screen, within } from '@testing-library/react';
import AgencyRoutes from '../../routes';

function renderAt(route: string) {
  const platform = { ...createTestPlatform(), session: testAgencySession };
  return render(
    <TestProviders platform={platform} route={route}>
      <AgencyRoutes />
    </TestProviders>,
  );
}

describe('agency home', () => {
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
