import type { GuestType, HotelOffer, StaticData } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { useQuery } from '@tanstack/react-query';
import { offerKeys } from '../../shared/hotel-routes';

/** The query key of one hotel's offer for a guest type (under `lists`, so saves refresh it). */
export const offerQueryKey = (hotelId: number, gtype: string) =>
  [...offerKeys.lists(), hotelId, gtype] as const;

/** GET /hotels/:id/offers/:gtype. */
export function useOffer(hotelId: number | null, gtype: string | undefined) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: offerQueryKey(hotelId ?? 0, gtype ?? ''),
    queryFn: ({ signal }) => api.get<HotelOffer>(`/hotels/${hotelId}/offers/${gtype}`, undefined, { signal }),
    enabled: hotelId !== null && !!gtype,
  });
}

export function accomodationName(reference: StaticData, id: string): string {
  return reference.accomodationTypes.find((a) => a.id === id)?.name ?? id;
}

export function findGuestType(reference: StaticData, id: string | undefined): GuestType | undefined {
  return reference.guestTypes.find((g) => g.id === id);
}
