import type { MyQuoteRequest } from '@ham/contracts';
import type { QuoteOffer } from '@ham/contracts/offers';

/**
 * A quote request as the screens' tests use it, staff's and agency's alike: a school group of 25
 * on the Garda, half board, 10–14 April 2027, no hotel chosen. A test names what it changes
 * (`{ ...testQuoteRequest, id: 12, status: 'offer_sent' }`).
 */
export const testQuoteRequest = {
  id: 41,
  requestTime: '2026-11-20T09:30:00.000Z',
  guestCount: 25,
  guestType: { id: 's', name: 'Scuole' },
  begin: '2027-04-10',
  end: '2027-04-14',
  area: { id: 5, name: 'Lago di Garda' },
  serviceClassId: 'hb',
  status: 'new',
  hotel: null,
  quotedCost: null,
  notes: null,
} satisfies MyQuoteRequest;

/** The agency that sent it, as staff's screens show the customer. */
export const testRequestCustomer = { id: 3, fullName: 'Viaggi Demo S.r.l.', email: 'agenzia@demo.it' };

/**
 * An alternative of an offer: `name` in Sirmione, 10–13 April 2027 in half board, 20 guests in
 * multipla at 50 EUR, two free, `total` cents in all.
 */
export const testOfferAlternative = (id: number, name: string, total: number) =>
  ({
    id,
    position: id - 1,
    hotel: { id: 10 + id, name, category: '3 stelle', city: 'Sirmione' },
    begin: '2027-04-10',
    end: '2027-04-13',
    nights: 3,
    serviceClass: { id: 'hb', name: 'HB - Mezza pensione' },
    rooms: [{ accomodationId: 'mul', accomodationName: 'Multipla', guests: 20, unitPrice: 5000 }],
    included: [{ text: 'Bus dalla stazione', amount: null }],
    guestCount: 20,
    freeGuests: 2,
    total,
    totalTyped: false,
    pricePerPerson: total / 20,
  }) satisfies QuoteOffer['alternatives'][number];

/**
 * An offer answering `testQuoteRequest`, sent and not yet decided, valid until 2099, with no
 * alternative: a test gives its own (`{ ...testOffer, alternatives: [testOfferAlternative(1, …)] }`).
 */
export const testOffer = {
  id: 3,
  requestId: testQuoteRequest.id,
  status: 'sent',
  validUntil: '2099-01-31',
  optionUntil: null,
  message: 'Ecco la nostra proposta',
  alternatives: [],
  sentAt: '2027-03-02T10:00:00.000Z',
  decidedAt: null,
  acceptedAlternativeId: null,
  finalGuestCount: null,
  agencyNote: null,
  declineReason: null,
  caseNumber: null,
  expired: false,
  version: 2,
} satisfies QuoteOffer;
