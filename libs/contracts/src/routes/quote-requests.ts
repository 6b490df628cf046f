import { paged } from '../paging';
import {
  agencyAvailabilityQuery,
  agencyAvailabilityResponse,
  agencyHotelDetail,
  catalogBus,
  catalogGuide,
  catalogHotel,
  catalogQuery,
  catalogRestaurant,
  myQuoteRequest,
  myQuoteRequestListItem,
  myQuoteRequestsQuery,
  quoteIdParam,
  quoteOptionsQuery,
  quoteOptionsResponse,
  quoteRequest,
  quoteRequestCaseCreated,
  quoteRequestCaseWrite,
  quoteRequestListItem,
  quoteRequestListQuery,
  quoteRequestStatusWrite,
  quoteRequestWrite,
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

/** The agency portal (`/quotereq`): catalogues, a hotel's details, availability, quote options, its requests. */
export const agencyPortalRoutes = {
  catalog: {
    hotels: defineRoute({
      method: 'GET',
      path: '/quotereq/services/hotels',
      query: catalogQuery,
      response: paged(catalogHotel),
    }),
    restaurants: defineRoute({
      method: 'GET',
      path: '/quotereq/services/restaurants',
      query: catalogQuery,
      response: paged(catalogRestaurant),
    }),
    guides: defineRoute({
      method: 'GET',
      path: '/quotereq/services/guides',
      query: catalogQuery,
      response: paged(catalogGuide),
    }),
    buses: defineRoute({
      method: 'GET',
      path: '/quotereq/services/buses',
      query: catalogQuery,
      response: paged(catalogBus),
    }),
  },
  hotel: defineRoute({
    method: 'GET',
    path: '/quotereq/hotels/:id',
    params: quoteIdParam,
    response: agencyHotelDetail,
  }),
  availability: defineRoute({
    method: 'GET',
    path: '/quotereq/search',
    query: agencyAvailabilityQuery,
    response: agencyAvailabilityResponse,
  }),
  options: defineRoute({
    method: 'GET',
    path: '/quotereq/options',
    query: quoteOptionsQuery,
    response: quoteOptionsResponse,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/quotereq',
    body: quoteRequestWrite,
    response: myQuoteRequest,
    status: 201,
  }),
  requests: defineRoute({
    method: 'GET',
    path: '/quotereq',
    query: myQuoteRequestsQuery,
    response: paged(myQuoteRequestListItem),
  }),
  request: defineRoute({
    method: 'GET',
    path: '/quotereq/:id',
    params: quoteIdParam,
    response: myQuoteRequest,
  }),
};
