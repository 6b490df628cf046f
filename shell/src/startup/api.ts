import { referenceRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

/** What the shell reads of the API (start-up, Preferenze). */
const endpoints = {
  session: endpoint.fromRoute(referenceRoutes.session),
  reference: endpoint.fromRoute(referenceRoutes.static),
  version: endpoint.fromRoute(referenceRoutes.version),
};

export const shellApi = {
  endpoints,
  /** The API's version and build time ('Informazioni sulla versione'). */
  versionInfo: () => apiQuery(['version'], (api, signal) => callEndpoint(api, endpoints.version, { signal })),
};
