import { agencyPortalRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { useQuery } from '@tanstack/react-query';

/** Query keys of the agency portal (GET /quotereq/*): everything under `['quotereq']`. */
export const quotereqKeys = {
  all: ['quotereq'] as const,
  hotel: (id: number) => ['quotereq', 'hotel', id] as const,
};

/** GET /quotereq/hotels/:id: the hotel details dialog. */
export const agencyHotelApi = {
  endpoints: { detail: endpoint.fromRoute(agencyPortalRoutes.hotel) },
  detail: (id: number) =>
    apiQuery(quotereqKeys.hotel(id), (api, signal) =>
      callEndpoint(api, agencyHotelApi.endpoints.detail, { params: { id }, signal }),
    ),
};

export function useAgencyHotel(id: number | null) {
  return useQuery({ ...agencyHotelApi.detail(id ?? 0), enabled: id !== null });
}
