import { hotelRoutes } from '@ham/contracts';
import { staffOfferRoutes } from '@ham/contracts/offers';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

/** The offers of a quote request (docs/product/offers.md): list, the draft's save, its sending, the PDF. */
export const offerApi = {
  endpoints: {
    list: endpoint.fromRoute(staffOfferRoutes.list),
    save: endpoint.fromRoute(staffOfferRoutes.save),
    send: endpoint.fromRoute(staffOfferRoutes.send),
    pdf: endpoint.fromRoute(staffOfferRoutes.pdf),
    hotels: endpoint.fromRoute(hotelRoutes.list),
  },
  keys: { all: ['quote-offers'] as const, of: (requestId: number) => ['quote-offers', requestId] as const },
  list: (requestId: number) =>
    apiQuery(offerApi.keys.of(requestId), (api, signal) =>
      callEndpoint(api, offerApi.endpoints.list, { params: { requestId }, signal }),
    ),
  /** The hotels an alternative may name: those of the request's area (at most 100, by name). */
  hotelsOfArea: (areaId: number) =>
    apiQuery(['quote-offers', 'hotels', areaId], (api, signal) =>
      callEndpoint(api, offerApi.endpoints.hotels, { query: { area: String(areaId), ipp: 100 }, signal }),
    ),
};

export const offerRoutes = {
  edit: (requestId: number | string) => `/richieste/${requestId}/offerta`,
} as const;
