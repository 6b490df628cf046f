import type { AreaRef, Country, GeoHit, LocationRef } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

/** The geography searches and records the shared pickers and place filters read (docs/product/geo-and-config.md#countries-areas-locations). */
export const geoApi = {
  countrySearch: endpoint.get<{ items: Country[] }>('/geo/countries/search'),
  placeSearch: endpoint.get<{ items: GeoHit[] }>('/geo/search'),
  areaSearch: endpoint.get<{ items: AreaRef[] }>('/geo/areas/search'),
  locationSearch: endpoint.get<{ items: LocationRef[] }>('/geo/locations/search'),
  area: endpoint.get<AreaRef>('/geo/areas/:id'),
  location: endpoint.get<LocationRef>('/geo/locations/:id'),
};

/** One area or location by id (the place filters show the name of the id in the URL). */
export const geoQueries = {
  area: (id: number) =>
    apiQuery(['geo', 'areas', 'detail', id], (api, signal) =>
      callEndpoint(api, geoApi.area, { params: { id }, signal }),
    ),
  location: (id: number) =>
    apiQuery(['geo', 'locations', 'detail', id], (api, signal) =>
      callEndpoint(api, geoApi.location, { params: { id }, signal }),
    ),
};
