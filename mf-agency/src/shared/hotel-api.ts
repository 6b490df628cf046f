import type { AgencyHotelDetail } from '@ham/contracts';
import { type ApiClient, usePlatform } from '@ham/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query keys of the agency portal (GET /quotereq/*): everything under `['quotereq']`. */
export const quotereqKeys = {
  all: ['quotereq'] as const,
  hotel: (id: number) => ['quotereq', 'hotel', id] as const,
};

/** GET /quotereq/hotels/:id: the hotel details dialog. */
export const agencyHotelQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: quotereqKeys.hotel(id),
    queryFn: ({ signal }) => api.get<AgencyHotelDetail>(`/quotereq/hotels/${id}`, undefined, { signal }),
  });

export function useAgencyHotel(id: number | null) {
  const { api } = usePlatform();
  return useQuery({ ...agencyHotelQuery(api, id ?? 0), enabled: id !== null });
}
