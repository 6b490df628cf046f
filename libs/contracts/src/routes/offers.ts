import { idParam } from '../http';
import {
  myQuoteOffer,
  offerAcceptWrite,
  offerDeclineWrite,
  offerPdfParams,
  offerSendWrite,
  offerWrite,
  quoteOffer,
  quoteOffers,
} from '../offers';
import { requestIdParam } from '../quote-requests';
import { defineRoute } from './define-route';

// Exported by the subpath `@ham/contracts/offers` only, with the schemas it carries (outside the
// index the first staff screen loads).

/** The staff's offers of a request (docs/product/offers.md): read, save the draft, send, its PDF. */
export const staffOfferRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/docs/quotereqs/:requestId/offers',
    params: requestIdParam,
    response: quoteOffers,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/docs/quotereqs/:requestId/offer',
    params: requestIdParam,
    body: offerWrite,
    response: quoteOffer,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/docs/quotereqs/:requestId/offer/send',
    params: requestIdParam,
    body: offerSendWrite,
    response: quoteOffer,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/docs/quotereqs/:requestId/offers/:offerId.pdf',
    params: offerPdfParams,
  }),
};

/** The agency's side (docs/product/offers.md): its offer, the PDF, accept one alternative, decline. */
export const agencyOfferRoutes = {
  offer: defineRoute({ method: 'GET', path: '/quotereq/:id/offer', params: idParam, response: myQuoteOffer }),
  pdf: defineRoute({ method: 'GET', path: '/quotereq/:id/offer.pdf', params: idParam }),
  accept: defineRoute({
    method: 'POST',
    path: '/quotereq/:id/offer/accept',
    params: idParam,
    body: offerAcceptWrite,
    response: myQuoteOffer,
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/quotereq/:id/offer/decline',
    params: idParam,
    body: offerDeclineWrite,
    response: myQuoteOffer,
  }),
};
