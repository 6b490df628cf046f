import { z } from 'zod';
import {
  availabilityBlock,
  availabilityBlockListQuery,
  availabilityBlockUpdate,
  availabilityBlockWrite,
  forceQuery,
  hotel,
  hotelEdit,
  hotelHead,
  hotelListItem,
  hotelListQuery,
  hotelRef,
  hotelSearchQuery,
  hotelSummary,
  hotelUpdate,
  hotelWrite,
} from '../hotels';
import { hotelGuestTypeParams, idParam } from '../http';
import { itemsOf, paged } from '../paging';
import {
  hotelOffer,
  hotelOfferWrite,
  priceEntry,
  priceEntrySaved,
  priceEntryUpdate,
  priceEntryWrite,
} from '../pricing';
import { defineRoute } from './define-route';

const noContent = z.undefined();

/** The hotels: the registry, head and summary, hiding, availability blocks, offers and prices. */
export const hotelRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/hotels',
    query: hotelListQuery,
    response: paged(hotelListItem),
  }),
  search: defineRoute({
    method: 'GET',
    path: '/hotels/search',
    query: hotelSearchQuery,
    response: itemsOf(hotelRef),
  }),
  detail: defineRoute({ method: 'GET', path: '/hotels/:id', params: idParam, response: hotel }),
  head: defineRoute({ method: 'GET', path: '/hotels/:id/head', params: idParam, response: hotelHead }),
  summary: defineRoute({
    method: 'GET',
    path: '/hotels/:id/summary',
    params: idParam,
    response: hotelSummary,
  }),
  edit: defineRoute({ method: 'GET', path: '/hotels/:id/edit', params: idParam, response: hotelEdit }),
  create: defineRoute({ method: 'POST', path: '/hotels', body: hotelWrite, response: hotel, status: 201 }),
  update: defineRoute({
    method: 'PUT',
    path: '/hotels/:id',
    params: idParam,
    body: hotelUpdate,
    response: hotel,
  }),
  hide: defineRoute({ method: 'POST', path: '/hotels/:id/hide', params: idParam, response: hotel }),
  unhide: defineRoute({ method: 'POST', path: '/hotels/:id/unhide', params: idParam, response: hotel }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/hotels/:id',
    params: idParam,
    response: noContent,
    status: 204,
  }),

  avails: defineRoute({
    method: 'GET',
    path: '/hotels/:id/avails',
    params: idParam,
    query: availabilityBlockListQuery,
    response: itemsOf(availabilityBlock),
  }),
  createAvail: defineRoute({
    method: 'POST',
    path: '/hotels/:id/avails',
    params: idParam,
    body: availabilityBlockWrite,
    response: availabilityBlock,
    status: 201,
  }),
  avail: defineRoute({
    method: 'GET',
    path: '/hotels/avails/:id',
    params: idParam,
    response: availabilityBlock,
  }),
  saveAvail: defineRoute({
    method: 'PUT',
    path: '/hotels/avails/:id',
    params: idParam,
    query: forceQuery,
    body: availabilityBlockUpdate,
    response: availabilityBlock,
  }),
  removeAvail: defineRoute({
    method: 'DELETE',
    path: '/hotels/avails/:id',
    params: idParam,
    query: forceQuery,
    response: noContent,
    status: 204,
  }),

  offer: defineRoute({
    method: 'GET',
    path: '/hotels/:id/offers/:gtype',
    params: hotelGuestTypeParams,
    response: hotelOffer,
  }),
  saveOffer: defineRoute({
    method: 'PUT',
    path: '/hotels/:id/offers/:gtype',
    params: hotelGuestTypeParams,
    body: hotelOfferWrite,
    response: hotelOffer,
  }),
  disableOffer: defineRoute({
    method: 'DELETE',
    path: '/hotels/:id/offers/:gtype',
    params: hotelGuestTypeParams,
    response: noContent,
    status: 204,
  }),
  createPrice: defineRoute({
    method: 'POST',
    path: '/hotels/:id/offers/:gtype/prices',
    params: hotelGuestTypeParams,
    query: forceQuery,
    body: priceEntryWrite,
    response: priceEntrySaved,
    status: 201,
  }),
  price: defineRoute({ method: 'GET', path: '/hotels/prices/:id', params: idParam, response: priceEntry }),
  savePrice: defineRoute({
    method: 'PUT',
    path: '/hotels/prices/:id',
    params: idParam,
    query: forceQuery,
    body: priceEntryUpdate,
    response: priceEntrySaved,
  }),
  removePrice: defineRoute({
    method: 'DELETE',
    path: '/hotels/prices/:id',
    params: idParam,
    response: noContent,
    status: 204,
  }),
};
