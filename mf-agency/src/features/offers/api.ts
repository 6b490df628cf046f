import { agencyOfferRoutes } from '@ham/contracts/offers';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

/** The offer of one of the agency's requests (docs/product/offers.md): read, PDF, accept, decline. */
export const myOfferApi = {
  endpoints: {
    offer: endpoint.fromRoute(agencyOfferRoutes.offer),
    pdf: endpoint.fromRoute(agencyOfferRoutes.pdf),
    accept: endpoint.fromRoute(agencyOfferRoutes.accept),
    decline: endpoint.fromRoute(agencyOfferRoutes.decline),
  },
  keys: { all: ['quotereq-offer'] as const },
  offer: (id: number) =>
    apiQuery(['quotereq-offer', id], (api, signal) =>
      callEndpoint(api, myOfferApi.endpoints.offer, { params: { id }, signal }),
    ),
};
