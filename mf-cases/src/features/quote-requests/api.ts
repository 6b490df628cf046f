import { type QuoteRequest, type QuoteRequestListItem, staffQuoteRequestRoutes } from '@ham/contracts';
import { crudApi, endpoint } from '@ham/platform';

const requests = crudApi<QuoteRequest, never, QuoteRequestListItem>({
  name: 'quote-requests',
  path: '/docs/quotereqs',
});

/**
 * 'Richieste preventivo' (docs/product/agency-portal.md): the paged list (GET /docs/quotereqs,
 * by status), one request, its status over the version read, and 'Crea pratica'.
 */
export const quoteRequestApi = {
  ...requests,
  endpoints: {
    ...requests.endpoints,
    list: endpoint.fromRoute(staffQuoteRequestRoutes.list),
    detail: endpoint.fromRoute(staffQuoteRequestRoutes.detail),
    setStatus: endpoint.fromRoute(staffQuoteRequestRoutes.setStatus),
    createCase: endpoint.fromRoute(staffQuoteRequestRoutes.createCase),
  },
};

export const quoteRequestRoutes = {
  list: '/richieste',
  view: (id: number | string) => `/richieste/${id}`,
} as const;
