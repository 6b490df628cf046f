import type { MyQuoteRequest } from '@ham/contracts';
import type { QuoteOffer } from '@ham/contracts/offers';
import {
  answer,
  apiError,
  mockApi,
  renderWithPlatform,
  testOffer,
  testOfferAlternative,
  testQuoteRequest,
} from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AgencyRoutes from '../../routes';
import { myRequestApi } from '../my-requests/api';
import { myOfferApi } from './api';

const request: MyQuoteRequest = {
  ...testQuoteRequest,
  id: 7,
  requestTime: '2027-03-01T10:00:00.000Z',
  guestCount: 20,
  end: '2027-04-13',
  area: { id: 1, name: 'Lago di Garda' },
  status: 'offer_sent',
};

const offer: QuoteOffer = {
  ...testOffer,
  requestId: 7,
  alternatives: [
    testOfferAlternative(1, 'Hotel Alfa', 270_000),
    testOfferAlternative(2, 'Hotel Beta', 240_000),
  ],
};

const renderRequest = () => renderWithPlatform(<AgencyRoutes />, { route: '/mie-richieste/7' });

describe("The offer in 'Le mie richieste'", () => {
  it('shows the alternatives side by side with the PDF, and accepts one with the final guests and a note', async () => {
    const api = mockApi(
      answer(myRequestApi.endpoints.detail, request),
      answer(myOfferApi.endpoints.offer, { status: 'offer_sent', offer }),
      answer(myOfferApi.endpoints.accept, ({ body }) => ({
        status: 'accepted' as const,
        offer: {
          ...offer,
          status: 'accepted' as const,
          acceptedAlternativeId: body.alternativeId,
          caseNumber: 40,
        },
      })),
    );
    const { user } = renderRequest();
    const beta = await screen.findByRole('group', { name: 'Alternativa 2' }, { timeout: 5000 });
    expect(within(beta).getByText('Hotel Beta, 3 stelle, Sirmione')).toBeInTheDocument();
    expect(within(beta).getByText('2.400,00 €')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Alternativa 1' })).toHaveTextContent('Hotel Alfa');
    expect(screen.getByText('Ecco la nostra proposta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scarica PDF' }).getAttribute('href')).toBe(
      '/api/quotereq/7/offer.pdf',
    );

    await user.click(within(beta).getByRole('button', { name: 'Accetta alternativa 2' }));
    const guests = await screen.findByLabelText(/Partecipanti confermati/);
    await user.clear(guests);
    await user.type(guests, '18');
    await user.type(screen.getByLabelText(/Nota per l'operatore/), 'Due rinunce');
    await user.click(screen.getByRole('button', { name: 'Conferma accettazione' }));
    await waitFor(() => expect(api.callsTo(myOfferApi.endpoints.accept)).toHaveLength(1));
    expect(api.callsTo(myOfferApi.endpoints.accept)[0].body).toEqual({
      offerId: 3,
      alternativeId: 2,
      guestCount: 18,
      note: 'Due rinunce',
    });
  });

  it('says in Italian when the places are gone, and declines with a reason', async () => {
    const gone = "Spiacenti, l'hotel non ha più posti sufficienti per l'alternativa scelta.";
    const api = mockApi(
      answer(myRequestApi.endpoints.detail, request),
      answer(myOfferApi.endpoints.offer, { status: 'offer_sent', offer }),
      answer(myOfferApi.endpoints.accept, () => {
        throw apiError(409, 'PlacesGone', gone);
      }),
      answer(myOfferApi.endpoints.decline, () => ({
        status: 'rejected' as const,
        offer: { ...offer, status: 'declined' as const, declineReason: 'Troppo caro' },
      })),
    );
    const { user } = renderRequest();
    await user.click(await screen.findByRole('button', { name: 'Accetta alternativa 1' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: 'Conferma accettazione' }));
    expect(await screen.findByText(gone)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));

    await user.click(screen.getByRole('button', { name: 'Rifiuta offerta' }));
    await user.type(await screen.findByLabelText(/Motivo/), 'Troppo caro');
    const dialog = screen.getByRole('dialog', { name: 'Rifiuta offerta' });
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta offerta' }));
    await waitFor(() => expect(api.callsTo(myOfferApi.endpoints.decline)).toHaveLength(1));
    expect(api.callsTo(myOfferApi.endpoints.decline)[0].body).toEqual({ offerId: 3, reason: 'Troppo caro' });
  });

  it('an expired offer has no buttons', async () => {
    mockApi(
      answer(myRequestApi.endpoints.detail, { ...request, status: 'expired' }),
      answer(myOfferApi.endpoints.offer, { status: 'expired', offer: { ...offer, expired: true } }),
    );
    renderRequest();
    expect(
      await screen.findByText('Offerta scaduta il 31/01/2099.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accetta/ })).not.toBeInTheDocument();
  });
});
