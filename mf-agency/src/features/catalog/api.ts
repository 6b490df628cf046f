import type {
  CatalogBus,
  CatalogGuide,
  CatalogHotel,
  CatalogRestaurant,
  CatalogServiceType,
  GeoHit,
  Paged,
} from '@ham/contracts';
import { type ApiClient, usePlatform } from '@ham/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A row of each catalogue (GET /quotereq/services/{type}). */
export interface CatalogItems {
  hotels: CatalogHotel;
  restaurants: CatalogRestaurant;
  guides: CatalogGuide;
  buses: CatalogBus;
}

export interface CatalogCriteria<T extends CatalogServiceType = CatalogServiceType> {
  type: T;
  /** An area or a location (SPEC: the key is the type of the place picked). */
  place: Pick<GeoHit, 'id' | 'type'>;
  gt: string;
  p: number;
  ipp: number;
}

/** GET /quotereq/services/{type}?{area|location}=id&gt&p&ipp. */
export const catalogQuery = <T extends CatalogServiceType>(api: ApiClient, c: CatalogCriteria<T>) => {
  const query = { [c.place.type]: c.place.id, gt: c.gt, p: c.p, ipp: c.ipp };
  return queryOptions({
    queryKey: ['quotereq', 'catalog', c.type, query] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<CatalogItems[T]>>(`/quotereq/services/${c.type}`, query, { signal }),
  });
};

/** The catalogue page of the criteria; nothing without a place (SPEC §4 'Catalogue'). */
export function useCatalog<T extends CatalogServiceType>(criteria: CatalogCriteria<T> | null) {
  const { api } = usePlatform();
  const fallback = { type: 'hotels', place: { id: 0, type: 'area' }, gt: '', p: 1, ipp: 10 } as const;
  return useQuery({
    ...catalogQuery(api, (criteria ?? fallback) as CatalogCriteria<T>),
    enabled: criteria !== null,
  });
}
