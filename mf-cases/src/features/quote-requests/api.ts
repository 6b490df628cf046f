import type {
  QuoteRequest,
  QuoteRequestCaseCreated,
  QuoteRequestListItem,
  QuoteRequestStatus,
} from '@ham/contracts';
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
    setStatus: endpoint.put<QuoteRequest, { status: QuoteRequestStatus; version: number }>(
      '/docs/quotereqs/:id/status',
    ),
    createCase: endpoint.post<QuoteRequestCaseCreated, undefined>('/docs/quotereqs/:id/case'),
  },
};

export const quoteRequestRoutes = {
  list: '/richieste',
  view: (id: number | string) => `/richieste/${id}`,
} as const;
