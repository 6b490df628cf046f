import type { referenceRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

type Routes = typeof referenceRoutes;

/**
 * What the shell reads of the API (docs/product/sign-in.md#start-up, Preferenze). Its contracts by
 * type only (`endpoint.at`): the shell is on the first screen, which loads neither their schemas
 * nor zod (docs/PERFORMANCE.md, frontend-bytes).
 */
const endpoints = {
  session: endpoint.at<Routes['session']>({ method: 'GET', path: '/auth' }),
  reference: endpoint.at<Routes['static']>({ method: 'GET', path: '/static' }),
  version: endpoint.at<Routes['version']>({ method: 'GET', path: '/version' }),
};

export const shellApi = {
  endpoints,
  /** The API's version and build time ('Informazioni sulla versione'). */
  versionInfo: () => apiQuery(['version'], (api, signal) => callEndpoint(api, endpoints.version, { signal })),
};
