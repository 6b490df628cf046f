import { hotelRoutes as routes } from '@ham/contracts';
import { apiQuery, callEndpoint, createQueryKeys, endpoint } from '@ham/platform';
import { hotelApi } from '../hotels/api';

const offerKeys = createQueryKeys('hotel-offers');
const priceKeys = createQueryKeys('hotel-prices');

/** docs/product/prices-and-freebies.md: a hotel's offer per guest type and its price entries. */
export const offerApi = {
  endpoints: {
    offer: endpoint.fromRoute(routes.offer),
    configure: endpoint.fromRoute(routes.saveOffer),
    disable: endpoint.fromRoute(routes.disableOffer),
    price: endpoint.fromRoute(routes.price),
    createPrice: endpoint.fromRoute(routes.createPrice),
    updatePrice: endpoint.fromRoute(routes.savePrice),
    deletePrice: endpoint.fromRoute(routes.removePrice),
  },
  /** GET /hotels/:id/offers/:gtype. */
  offer: (id: number, gtype: string) =>
    apiQuery([...offerKeys.details(), id, gtype], (api, signal) =>
      callEndpoint(api, offerApi.endpoints.offer, { params: { id, gtype }, signal }),
    ),
  /** One price entry (to edit it, or to copy it as new prices). */
  price: (id: number) =>
    apiQuery(priceKeys.detail(id), (api, signal) =>
      callEndpoint(api, offerApi.endpoints.price, { params: { id }, signal }),
    ),
  /** What a change of an offer or its prices makes stale: the offers, and the hotel (its tabs). */
  changed: (hotelId: number) => [offerKeys.all, hotelApi.keys.detail(hotelId)],
};
