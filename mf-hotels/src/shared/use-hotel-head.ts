import type { HotelHead, HotelSummary } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { useQuery } from '@tanstack/react-query';
import { hotelKeys, hotelsPath } from './hotel-routes';

/** GET /hotels/:id/head: the name and the hidden flag for page headers. */
export function useHotelHead(id: number | null) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...hotelKeys.detail(id ?? 0), 'head'],
    queryFn: ({ signal }) => api.get<HotelHead>(`${hotelsPath}/${id}/head`, undefined, { signal }),
    enabled: id !== null,
  });
}

/** GET /hotels/:id/summary: the hotel main screen (data, offers per guest type). */
export function useHotelSummary(id: number | null) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...hotelKeys.detail(id ?? 0), 'summary'],
    queryFn: ({ signal }) => api.get<HotelSummary>(`${hotelsPath}/${id}/summary`, undefined, { signal }),
    enabled: id !== null,
  });
}
