import {
  agencyPortalRoutes,
  type CatalogBus,
  type CatalogGuide,
  type CatalogHotel,
  type CatalogRestaurant,
  type CatalogServiceType,
  type GeoHit,
  type Paged,
} from '@ham/contracts';
import { apiQuery, callEndpoint, type Endpoint, endpoint } from '@ham/platform';
import { useQuery } from '@tanstack/react-query';
import { quotereqKeys } from '../../shared/hotel-api';

/** A row of each catalogue (GET /quotereq/services/{type}). */
export interface CatalogItems {
  hotels: CatalogHotel;
  restaurants: CatalogRestaurant;
  guides: CatalogGuide;
  buses: CatalogBus;
}

export interface CatalogCriteria<T extends CatalogServiceType = CatalogServiceType> {
  type: T;
  /** An area or a location (the key is the type of the place picked). */
  place: Pick<GeoHit, 'id' | 'type'>;
  gt: string;
  p: number;
  ipp: number;
}

/** The query of a catalogue: `area` or `location` (the place's id), the guest type, the page. */
export type CatalogQuery = { area?: number; location?: number; gt: string; p: number; ipp: number };

/** GET /quotereq/services/{type}?{area|location}=id&gt&p&ipp, one endpoint per service type. */
export const catalogApi = {
  endpoints: {
    hotels: endpoint.fromRoute(agencyPortalRoutes.catalog.hotels),
    restaurants: endpoint.fromRoute(agencyPortalRoutes.catalog.restaurants),
    guides: endpoint.fromRoute(agencyPortalRoutes.catalog.guides),
    buses: endpoint.fromRoute(agencyPortalRoutes.catalog.buses),
  },
};

export const catalogQuery = <T extends CatalogServiceType>(c: CatalogCriteria<T>) => {
  const query: CatalogQuery = { [c.place.type]: c.place.id, gt: c.gt, p: c.p, ipp: c.ipp };
  // One of the four catalogues' contracts, picked by the type `T`.
  const ep = catalogApi.endpoints[c.type] as unknown as Endpoint<
    Paged<CatalogItems[T]>,
    undefined,
    CatalogQuery
  >;
  return apiQuery([...quotereqKeys.all, 'catalog', c.type, query] as const, (api, signal) =>
    callEndpoint(api, ep, { query, signal }),
  );
};

/** The catalogue page of the criteria; nothing without a place (docs/product/agency-portal.md#catalogue). */
export function useCatalog<T extends CatalogServiceType>(criteria: CatalogCriteria<T> | null) {
  const fallback = { type: 'hotels', place: { id: 0, type: 'area' }, gt: '', p: 1, ipp: 10 } as const;
  return useQuery({
    ...catalogQuery((criteria ?? fallback) as CatalogCriteria<T>),
    enabled: criteria !== null,
  });
}
