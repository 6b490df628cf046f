import type { areaRoutes, geoSearchRoutes, locationRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

type Geo = typeof geoSearchRoutes;

/**
 * The geography searches and records the shared pickers and place filters read (docs/product/geo-and-config.md#countries-areas-locations).
 * Their contracts by type only (`endpoint.at`): the facade holds neither the contracts' schemas nor
 * zod (docs/PERFORMANCE.md, frontend-bytes).
 */
export const geoApi = {
  countrySearch: endpoint.at<Geo['countries']>({ method: 'GET', path: '/geo/countries/search' }),
  placeSearch: endpoint.at<Geo['places']>({ method: 'GET', path: '/geo/search' }),
  areaSearch: endpoint.at<NonNullable<(typeof areaRoutes)['search']>>({
    method: 'GET',
    path: '/geo/areas/search',
  }),
  locationSearch: endpoint.at<Geo['locations']>({ method: 'GET', path: '/geo/locations/search' }),
  area: endpoint.at<(typeof areaRoutes)['detail']>({ method: 'GET', path: '/geo/areas/:id' }),
  location: endpoint.at<(typeof locationRoutes)['detail']>({ method: 'GET', path: '/geo/locations/:id' }),
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
