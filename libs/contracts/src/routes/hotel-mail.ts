import { voucherCaseQuery } from '../documents';
import { hotelMailStays } from '../hotel-mail';
import { docNumParam, idParam } from '../http';
import { defineRoute } from './define-route';

// Exported by the subpath `@ham/contracts/hotel-mail` only, with the schemas it carries (outside the
// index the first staff screen loads).

/**
 * 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel), staff only: the case's stays with
 * their last sending, and the sending of a stay (`?docNum=`: the case the screen came from).
 */
export const hotelMailRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/hotel-mails',
    params: docNumParam,
    response: hotelMailStays,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/docs/stays/:id/hotel-mail',
    params: idParam,
    query: voucherCaseQuery,
    response: hotelMailStays,
    status: 201,
  }),
};
