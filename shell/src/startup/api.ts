import type { AuthResponse, StaticData, VersionInfo } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

/** What the shell reads of the API (docs/product/sign-in.md#start-up, Preferenze). */
const endpoints = {
  session: endpoint.get<AuthResponse>('/auth'),
  reference: endpoint.get<StaticData>('/static'),
  version: endpoint.get<VersionInfo>('/version'),
};

export const shellApi = {
  endpoints,
  /** The API's version and build time ('Informazioni sulla versione'). */
  versionInfo: () => apiQuery(['version'], (api, signal) => callEndpoint(api, endpoints.version, { signal })),
};
