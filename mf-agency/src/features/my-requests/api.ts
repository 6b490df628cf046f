import { agencyPortalRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, pagedListOf } from '@ham/platform';

const requests = pagedListOf('quotereq-requests', agencyPortalRoutes.requests);

/** 'Le mie richieste': the agency's own requests, paged (GET /quotereq, with the unread messages), and one of them (GET /quotereq/:id). */
export const myRequestApi = {
  ...requests,
  endpoints: { ...requests.endpoints, detail: endpoint.fromRoute(agencyPortalRoutes.request) },
  detail: (id: number) =>
    apiQuery(requests.keys.detail(id), (client, signal) =>
      callEndpoint(client, myRequestApi.endpoints.detail, { params: { id }, signal }),
    ),
};
