import { agencyHomeRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

/** The home's panel (GET /quotereq/home): the session's agency's requests by status and next departures. */
export const agencyHomeApi = {
  endpoints: { panel: endpoint.fromRoute(agencyHomeRoutes.panel) },
  panel: () =>
    apiQuery(['agency-home-panel'], (api, signal) =>
      callEndpoint(api, agencyHomeApi.endpoints.panel, { signal }),
    ),
};
