import { hotelRoutes as routes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { crudResource } from '@ham/ui';
import { hotelRoutes } from '../../shared/hotel-routes';

/** 'Hotel' (docs/product/hotels.md): /hotel, /hotel/nuovo, /hotel/modifica/:id. */
export const hotels = crudResource({
  routes,
  route: hotelRoutes.list,
  history: 'hotel',
  names: { list: 'Hotel', one: 'hotel', add: 'nuovo' },
});

/** docs/product/hotels.md: paged list, POST, GET/PUT/DELETE by id, head, summary, hide/unhide. */
export const hotelApi = hotels.api;

const endpoints = {
  head: endpoint.fromRoute(routes.head),
  summary: endpoint.fromRoute(routes.summary),
  hide: endpoint.fromRoute(routes.hide),
  unhide: endpoint.fromRoute(routes.unhide),
};

export const hotelQueries = {
  endpoints,
  /** The name and the hidden flag, for page headers. */
  head: (id: number) =>
    apiQuery([...hotelApi.keys.detail(id), 'head'], (api, signal) =>
      callEndpoint(api, endpoints.head, { params: { id }, signal }),
    ),
  /** The hotel main screen: its data and its offers per guest type. */
  summary: (id: number) =>
    apiQuery([...hotelApi.keys.detail(id), 'summary'], (api, signal) =>
      callEndpoint(api, endpoints.summary, { params: { id }, signal }),
    ),
};
