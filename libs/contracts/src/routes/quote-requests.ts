import { paged } from '../paging';
import {
  quoteRequest,
  quoteRequestCaseCreated,
  quoteRequestCaseWrite,
  quoteRequestListItem,
  quoteRequestListQuery,
  quoteRequestStatusWrite,
  requestIdParam,
} from '../quote-requests';
import { defineRoute } from './define-route';

/** The staff's quote requests (`/docs/quotereqs`): list, one, its status, 'Crea pratica'. */
export const staffQuoteRequestRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/docs/quotereqs',
    query: quoteRequestListQuery,
    response: paged(quoteRequestListItem),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/docs/quotereqs/:requestId',
    params: requestIdParam,
    response: quoteRequest,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/docs/quotereqs/:requestId/status',
    params: requestIdParam,
    body: quoteRequestStatusWrite,
    response: quoteRequest,
  }),
  createCase: defineRoute({
    method: 'POST',
    path: '/docs/quotereqs/:requestId/case',
    params: requestIdParam,
    body: quoteRequestCaseWrite,
    response: quoteRequestCaseCreated,
    status: 201,
  }),
};
