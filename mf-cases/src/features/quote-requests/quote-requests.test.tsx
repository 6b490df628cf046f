import type { QuoteRequest, QuoteRequestListItem } from '@ham/contracts';
import { staffRequestMessageRoutes } from '@ham/contracts/request-messages';
import { endpoint } from '@ham/platform';
import {
  answer,
  apiError,
  columnHeaders,
  expectTexts,
  mockApi,
  renderWithPlatform,
  testQuoteRequest,
  testRequestCustomer,
} from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { paged, reference } from '../../test/fixtures';
import { quoteRequestApi } from './api';

const { endpoints } = quoteRequestApi;

jest.setTimeout(30_000);
const slow = { timeout: 5000 };

const { hotel: _hotel, quotedCost: _quotedCost, notes: _notes, ...requestHead } = testQuoteRequest;
const head = { ...requestHead, customer: testRequestCustomer, caseNumber: null };
const listItem: QuoteRequestListItem = { ...head, unreadMessages: 2 };
/** The request's 'Messaggi' (the panel's own tests: libs/ui/src/messages). */
const thread = endpoint.fromRoute(staffRequestMessageRoutes.thread);
const noMessages = answer(thread, { messages: [], unread: 0 });
const request: QuoteRequest = {
  ...head,
  hotel: {
    id: 9,
    name: 'Hotel Bellavista',
    category: { id: '3', name: '3 stelle' },
    position: { id: 'lago', name: 'Lago' },
    address: 'Via Roma 1',
    postalCode: null,
    city: 'Sirmione',
    country: { id: 'IT', name: 'Italia' },
    phone: '+39 030 000000',
    fax: null,
    email: 'info@bellavista.it',
    website: 'https://www.bellavista.it',
  },
  quotedCost: 414000,
  notes: 'Gita di fine anno',
  version: 2,
};

describe('Richieste preventivo', () => {
  it('lists request time, customer, group, period, area and status; filters by status; Visualizza opens the request', async () => {
    const api = mockApi(
      answer(endpoints.list, paged([listItem])),
      answer(endpoints.detail, request, { requestId: 41 }),
      noMessages,
    );
    const { user, location } = renderWithPlatform(<CasesRoutes />, { route: '/richieste', reference });
    const table = await screen.findByRole('table', { name: 'Richieste preventivo' }, slow);
    expect(columnHeaders(table)).toEqual([
      'Data richiesta',
      'Cliente',
      'Gruppo',
      'Periodo',
      'Area',
      'Stato',
      'Messaggi',
      'Azioni',
    ]);
    const row = await screen.findByRole('row', { name: /Viaggi Demo/ });
    expectTexts(row, ['20/11/2026 10:30', '25 Scuole', '10/04/2027 - 14/04/2027', 'Lago di Garda', 'Nuova']);
    expect(row).toHaveTextContent('2 messaggi non letti');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Evasa');
    await waitFor(() => expect(api.callsTo(endpoints.list).at(-1)?.query).toMatchObject({ status: 'done' }));
    await user.click(within(row).getByRole('link', { name: 'Visualizza' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta preventivo n. 41' }, slow)).toBeVisible();
    expect(location()).toBe('/richieste/41');
  });

  it('shows the request with the board in uppercase, the hotel’s contacts and estimate, the notes; changes the status', async () => {
    let stored: QuoteRequest = request;
    const api = mockApi(
      answer(endpoints.detail, () => stored, { requestId: 41 }),
      answer(
        endpoints.setStatus,
        ({ body }) => {
          stored = { ...stored, status: body.status, version: (body.version ?? 0) + 1 };
          return stored;
        },
        { requestId: 41 },
      ),
      noMessages,
    );
    const { user, platform } = renderWithPlatform(<CasesRoutes />, {
      route: '/richieste/41',
      reference,
    });
    const main = await screen.findByRole('region', { name: 'Richiesta' }, slow);
    for (const text of [
      'Viaggi Demo S.r.l.',
      'agenzia@demo.it',
      '25 Scuole',
      'dal 10/04/2027 al 14/04/2027',
      'HB',
    ])
      expect(main).toHaveTextContent(text);
    const hotel = screen.getByRole('region', { name: 'Hotel scelto' });
    for (const text of [
      'Hotel Bellavista',
      '3 stelle',
      'Lago',
      'Sirmione',
      'Italia',
      '+39 030 000000',
      'info@bellavista.it',
      'https://www.bellavista.it',
      '4.140,00 €',
    ])
      expect(hotel).toHaveTextContent(text);
    expect(screen.getByRole('region', { name: 'Note aggiuntive' })).toHaveTextContent('Gita di fine anno');
    expect(await screen.findByText(/Nessun messaggio/)).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Cambia stato' }), 'In lavorazione');
    await waitFor(() =>
      expect(api.callsTo(endpoints.setStatus, { requestId: 41 })[0]?.body).toEqual({
        status: 'in_progress',
        version: 2,
      }),
    );
    expect(
      await within(screen.getByRole('region', { name: 'Azioni' })).findByText('In lavorazione', {
        selector: 'span',
      }),
    ).toBeVisible();
    expect(platform.notify).toHaveBeenCalledWith({ status: 'success', title: 'Stato aggiornato' });
  });

  it("'Crea pratica' proposes the case's name, editable, and sends it; the new case opens; a request already linked shows its case", async () => {
    const api = mockApi(
      answer(endpoints.detail, request, { requestId: 41 }),
      answer(endpoints.createCase, { number: 120, stayId: 77 }, { requestId: 41 }),
      noMessages,
    );
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      route: '/richieste/41',
      reference,
    });
    await user.click(await screen.findByRole('button', { name: 'Crea pratica' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Crea pratica' }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('Viaggi Demo S.r.l.');
    expect(dialog).toHaveTextContent('Hotel Bellavista');
    expect(dialog).toHaveTextContent('le note della richiesta diventano le note della pratica');
    const name = within(dialog).getByRole('textbox', { name: /Nome della pratica/ });
    expect(name).toHaveValue('Viaggi Demo S.r.l. - Lago di Garda dal 10/04/2027 al 14/04/2027');
    // A blank name is refused on the field, nothing sent.
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Crea pratica' }));
    expect(await within(dialog).findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(api.callsTo(endpoints.createCase, { requestId: 41 })).toHaveLength(0);
    await user.type(name, 'Gita sul Garda - Viaggi Demo');
    await user.click(within(dialog).getByRole('button', { name: 'Crea pratica' }));
    await waitFor(() => expect(location()).toBe('/pratiche/dettagli/120'));
    expect(api.callsTo(endpoints.createCase, { requestId: 41 }).map((c) => c.body)).toEqual([
      { name: 'Gita sul Garda - Viaggi Demo' },
    ]);

    api.on(answer(endpoints.detail, { ...request, id: 42, caseNumber: 120 }, { requestId: 42 }));
    const linked = renderWithPlatform(<CasesRoutes />, { route: '/richieste/42', reference });
    const actions = await linked.findByRole('region', { name: 'Azioni' }, slow);
    expect(within(actions).getByRole('link', { name: 'n. 120' })).toHaveAttribute(
      'href',
      '/pratiche/dettagli/120',
    );
    expect(within(actions).queryByRole('button', { name: 'Crea pratica' })).not.toBeInTheDocument();
  });

  it('an unknown request shows the 404 page', async () => {
    mockApi(
      answer(endpoints.detail, () => {
        throw apiError(404, 'NotFound', 'Richiesta di preventivo non trovata');
      }),
    );
    renderWithPlatform(<CasesRoutes />, { route: '/richieste/99', reference });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' }, slow)).toBeVisible();
  });
});
