import type { QuoteRequest } from '@ham/contracts';
import type { QuoteOffer } from '@ham/contracts/offers';
import {
  answer,
  mockApi,
  renderWithPlatform,
  testOffer,
  testQuoteRequest,
  testRequestCustomer,
} from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { paged, reference } from '../../test/fixtures';
import { quoteRequestApi } from '../quote-requests/api';
import { offerApi } from './api';

jest.setTimeout(30_000);
const slow = { timeout: 5000 };

const request: QuoteRequest = {
  ...testQuoteRequest,
  begin: '2099-04-10',
  end: '2099-04-13',
  status: 'in_progress',
  customer: testRequestCustomer,
  caseNumber: null,
  version: 2,
};

const hotels = paged([
  {
    id: 9,
    name: 'Hotel Bellavista',
    category: null,
    position: null,
    city: 'Sirmione',
    country: null,
    location: null,
    area: null,
    hidden: false,
  },
  {
    id: 10,
    name: 'Hotel Lago',
    category: null,
    position: null,
    city: 'Sirmione',
    country: null,
    location: null,
    area: null,
    hidden: false,
  },
]);

const draftFrom = (body: { validUntil: string; alternatives: { hotelId: number }[] }): QuoteOffer => ({
  ...testOffer,
  status: 'draft',
  validUntil: body.validUntil,
  message: null,
  sentAt: null,
  version: 1,
  alternatives: body.alternatives.map((a, i) => ({
    id: 20 + i,
    position: i,
    hotel: {
      id: a.hotelId,
      name: a.hotelId === 9 ? 'Hotel Bellavista' : 'Hotel Lago',
      category: null,
      city: null,
    },
    begin: '2099-04-10',
    end: '2099-04-13',
    nights: 3,
    serviceClass: { id: 'hb', name: 'MP - Mezza pensione' },
    rooms: [{ accomodationId: 'dbl', accomodationName: 'Doppia', guests: 25, unitPrice: 5000 }],
    included: [],
    guestCount: 25,
    freeGuests: 0,
    total: 375_000,
    totalTyped: false,
    pricePerPerson: 15_000,
  })),
});

describe('Offerta', () => {
  it('the request shows its offers and leads to a new one', async () => {
    mockApi(
      answer(quoteRequestApi.endpoints.detail, request),
      answer(offerApi.endpoints.list, { items: [] }),
    );
    renderWithPlatform(<CasesRoutes />, { route: '/richieste/41', reference });
    const section = await screen.findByRole('region', { name: 'Offerte' }, slow);
    expect(within(section).getByText('Nessuna offerta.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Prepara offerta' }).getAttribute('href')).toBe(
      '/richieste/41/offerta',
    );
  });

  it('two alternatives saved as a draft, then sent to the agency', async () => {
    let offers: QuoteOffer[] = [];
    const api = mockApi(
      answer(quoteRequestApi.endpoints.detail, request),
      answer(offerApi.endpoints.hotels, hotels),
      answer(offerApi.endpoints.list, () => ({ items: offers })),
      answer(offerApi.endpoints.save, ({ body }) => {
        offers = [draftFrom(body)];
        return offers[0];
      }),
      answer(offerApi.endpoints.send, () => ({ ...offers[0], status: 'sent' as const, version: 2 })),
    );
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      route: '/richieste/41/offerta',
      reference,
    });
    const first = await screen.findByRole('group', { name: 'Alternativa 1' }, slow);
    await waitFor(() =>
      expect(within(first).getAllByRole('option', { name: 'Hotel Bellavista' })).toHaveLength(1),
    );
    await user.selectOptions(within(first).getByRole('combobox', { name: /Hotel/ }), 'Hotel Bellavista');
    expect(screen.getByRole('button', { name: "Invia all'agenzia" })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Aggiungi alternativa' }));
    const second = screen.getByRole('group', { name: 'Alternativa 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: /Hotel/ }), 'Hotel Lago');
    await user.type(within(second).getByLabelText(/Prezzo a persona a notte/), '45');
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    await waitFor(() => expect(api.callsTo(offerApi.endpoints.save)).toHaveLength(1));
    const body = api.callsTo(offerApi.endpoints.save)[0].body;
    expect(body.version).toBe(0);
    expect(body.alternatives.map((a) => [a.hotelId, a.begin, a.end, a.serviceClassId, a.rooms])).toEqual([
      [9, '2099-04-10', '2099-04-13', 'hb', [{ accomodationId: 'dbl', guests: 25, unitPrice: null }]],
      [10, '2099-04-10', '2099-04-13', 'hb', [{ accomodationId: 'dbl', guests: 25, unitPrice: 4500 }]],
    ]);

    const send = await screen.findByRole('button', { name: "Invia all'agenzia" }, slow);
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.getAllByText(/Totale 3\.750,00 €/)).toHaveLength(2);
    await user.click(send);
    await user.click(await screen.findByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(api.callsTo(offerApi.endpoints.send)).toHaveLength(1));
    expect(api.callsTo(offerApi.endpoints.send)[0].body).toEqual({ version: 1 });
    await waitFor(() => expect(location()).toBe('/richieste/41'));
  });
});
