import { areaRoutes, geoSearchRoutes, locationRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

/** The geography searches and records the shared pickers and place filters read. */
export const geoApi = {
  countrySearch: endpoint.fromRoute(geoSearchRoutes.countries),
  placeSearch: endpoint.fromRoute(geoSearchRoutes.places),
  areaSearch: endpoint.fromRoute(areaRoutes.search),
  locationSearch: endpoint.fromRoute(geoSearchRoutes.locations),
  area: endpoint.fromRoute(areaRoutes.detail),
  location: endpoint.fromRoute(locationRoutes.detail),
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
