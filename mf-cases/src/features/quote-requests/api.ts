import { staffQuoteRequestRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, pagedListOf } from '@ham/platform';

const requests = pagedListOf('quote-requests', staffQuoteRequestRoutes.list);

/**
 * 'Richieste preventivo' (docs/product/agency-portal.md): the paged list (GET /docs/quotereqs,
 * by status and agency), one request, its status over the version read, and 'Crea pratica'.
 */
export const quoteRequestApi = {
  ...requests,
  endpoints: {
    ...requests.endpoints,
    detail: endpoint.fromRoute(staffQuoteRequestRoutes.detail),
    setStatus: endpoint.fromRoute(staffQuoteRequestRoutes.setStatus),
    createCase: endpoint.fromRoute(staffQuoteRequestRoutes.createCase),
  },
  detail: (id: number) =>
    apiQuery(requests.keys.detail(id), (client, signal) =>
      callEndpoint(client, quoteRequestApi.endpoints.detail, { params: { requestId: id }, signal }),
    ),
};

export const quoteRequestRoutes = {
  list: '/richieste',
  view: (id: number | string) => `/richieste/${id}`,
} as const;
