import { authResponse } from '../auth';
import { country, geoHit, geoSearchQuery, locationRef, locationSearchQuery, searchQuery } from '../geo';
import { itemsOf } from '../paging';
import { staticData, versionInfo } from '../reference';
import { defineRoute } from './define-route';

/** What the shell reads at start-up: the session's user, the reference lists, the API's version. */
export const referenceRoutes = {
  /** The signed-in user (401 when none); its route is the sign-in plugin's own. */
  session: defineRoute({ method: 'GET', path: '/auth', response: authResponse }),
  static: defineRoute({ method: 'GET', path: '/static', response: staticData }),
  version: defineRoute({ method: 'GET', path: '/version', response: versionInfo }),
};

/** The geography pickers: places (agency users too), countries, locations. */
export const geoSearchRoutes = {
  places: defineRoute({
    method: 'GET',
    path: '/geo/search',
    query: geoSearchQuery,
    response: itemsOf(geoHit),
  }),
  countries: defineRoute({
    method: 'GET',
    path: '/geo/countries/search',
    query: searchQuery,
    response: itemsOf(country),
  }),
  locations: defineRoute({
    method: 'GET',
    path: '/geo/locations/search',
    query: locationSearchQuery,
    response: itemsOf(locationRef),
  }),
};
