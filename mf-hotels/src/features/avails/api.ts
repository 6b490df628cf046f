import { hotelRoutes as routes } from '@ham/contracts';
import { apiQuery, callEndpoint, createQueryKeys, endpoint } from '@ham/platform';
import { hotelApi } from '../hotels/api';

const availKeys = createQueryKeys('hotel-avails');

/** The availability blocks of a hotel (docs/product/allotment-and-holds.md#availability-blocks) (a change may be forced: `?force=true`). */
export const availApi = {
  endpoints: {
    list: endpoint.fromRoute(routes.avails),
    detail: endpoint.fromRoute(routes.avail),
    create: endpoint.fromRoute(routes.createAvail),
    update: endpoint.fromRoute(routes.saveAvail),
    remove: endpoint.fromRoute(routes.removeAvail),
  },
  /** The blocks of a hotel. */
  list: (hotelId: number) =>
    apiQuery([...availKeys.lists(), hotelId], (api, signal) =>
      callEndpoint(api, availApi.endpoints.list, { params: { id: hotelId }, signal }),
    ),
  detail: (id: number) =>
    apiQuery(availKeys.detail(id), (api, signal) =>
      callEndpoint(api, availApi.endpoints.detail, { params: { id }, signal }),
    ),
  /** What a change of a block makes stale: the blocks, and the hotel. */
  changed: (hotelId: number) => [availKeys.all, hotelApi.keys.detail(hotelId)],
};
