import type { MyQuoteRequest } from '@ham/contracts';

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
