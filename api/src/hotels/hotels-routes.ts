import {
  availabilityBlock,
  availabilityBlockListQuery,
  availabilityBlockUpdate,
  availabilityBlockWrite,
  forceQuery,
  hotel,
  hotelEdit,
  hotelGuestTypeParams,
  hotelHead,
  hotelListItem,
  hotelListQuery,
  hotelOffer,
  hotelOfferWrite,
  hotelRef,
  hotelSearchQuery,
  hotelSummary,
  hotelUpdate,
  hotelWrite,
  idParam,
  itemsOf,
  paged,
  priceEntry,
  priceEntrySaved,
  priceEntryUpdate,
  priceEntryWrite,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/schema';
import { noContent, routeOptions } from '../http/route-options';
import { createBlock, getBlock, getBlocks, removeBlock, saveBlock } from './avails-service';
import { cachedHotelList } from './hotel-list-cache';
import { searchHotels } from './hotels-repository';
import {
  createHotel,
  getHotel,
  getHotelEdit,
  getHotelHead,
  getHotelSummary,
  removeHotel,
  saveHotel,
  setHotelHidden,
} from './hotels-service';
import {
  createPrice,
  disableOffer,
  getOffer,
  getPrice,
  removePrice,
  saveOffer,
  savePrice,
} from './offers-service';

const staff = routeOptions(['hotels'], requireStaff);

/**
 * /hotels (docs/product/hotels.md): staff only (agency users 403, docs/product/roles.md); operators manage
 * hotels too; only `selfQuotable` needs a permission (self_quote).
 */
export const hotelsRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed }> = async (
  app,
  { db, changes },
) => {
  const listHotels = cachedHotelList(db, changes);

  // ---- hotels --------------------------------------------------------------------------
  app.get('/hotels', staff({ querystring: hotelListQuery }, { 200: paged(hotelListItem) }), (request) =>
    listHotels(request.query),
  );
  app.get(
    '/hotels/search',
    staff({ querystring: hotelSearchQuery }, { 200: itemsOf(hotelRef) }),
    async (request) => ({ items: await searchHotels(db, request.query) }),
  );
  app.get('/hotels/:id', staff({ params: idParam }, { 200: hotel }), (request) =>
    getHotel(db, request.params.id),
  );
  app.get('/hotels/:id/head', staff({ params: idParam }, { 200: hotelHead }), (request) =>
    getHotelHead(db, request.params.id),
  );
  app.get('/hotels/:id/summary', staff({ params: idParam }, { 200: hotelSummary }), (request) =>
    getHotelSummary(db, request.params.id),
  );
  app.get('/hotels/:id/edit', staff({ params: idParam }, { 200: hotelEdit }), (request) =>
    getHotelEdit(db, request.params.id),
  );
  app.post('/hotels', staff({ body: hotelWrite }, { 201: hotel }), async (request, reply) =>
    reply.code(201).send(await createHotel(db, request.body)),
  );
  app.put('/hotels/:id', staff({ params: idParam, body: hotelUpdate }, { 200: hotel }), (request) =>
    saveHotel(db, request.params.id, request.body),
  );
  app.post('/hotels/:id/hide', staff({ params: idParam }, { 200: hotel }), (request) =>
    setHotelHidden(db, request.params.id, true),
  );
  app.post('/hotels/:id/unhide', staff({ params: idParam }, { 200: hotel }), (request) =>
    setHotelHidden(db, request.params.id, false),
  );
  app.delete('/hotels/:id', staff({ params: idParam }, noContent), async (request, reply) => {
    await removeHotel(db, request.params.id);
    return reply.code(204).send();
  });

  // ---- availability blocks -----------------------------------------------------------------
  app.get(
    '/hotels/:id/avails',
    staff({ params: idParam, querystring: availabilityBlockListQuery }, { 200: itemsOf(availabilityBlock) }),
    async (request) => ({ items: await getBlocks(db, request.params.id, request.query) }),
  );
  app.post(
    '/hotels/:id/avails',
    staff({ params: idParam, body: availabilityBlockWrite }, { 201: availabilityBlock }),
    async (request, reply) => reply.code(201).send(await createBlock(db, request.params.id, request.body)),
  );
  app.get('/hotels/avails/:id', staff({ params: idParam }, { 200: availabilityBlock }), (request) =>
    getBlock(db, request.params.id),
  );
  app.put(
    '/hotels/avails/:id',
    staff(
      { params: idParam, querystring: forceQuery, body: availabilityBlockUpdate },
      { 200: availabilityBlock },
    ),
    (request) => saveBlock(db, request.params.id, request.body, request.query.force),
  );
  app.delete(
    '/hotels/avails/:id',
    staff({ params: idParam, querystring: forceQuery }, noContent),
    async (request, reply) => {
      await removeBlock(db, request.params.id, request.query.force);
      return reply.code(204).send();
    },
  );

  // ---- offers (price lists) and prices -----------------------------------------------------
  app.get(
    '/hotels/:id/offers/:gtype',
    staff({ params: hotelGuestTypeParams }, { 200: hotelOffer }),
    (request) => getOffer(db, request.params.id, request.params.gtype),
  );
  app.put(
    '/hotels/:id/offers/:gtype',
    staff({ params: hotelGuestTypeParams, body: hotelOfferWrite }, { 200: hotelOffer }),
    (request) =>
      saveOffer(
        db,
        request.params.id,
        request.params.gtype,
        request.body,
        currentUser(request).permissions.has('self_quote'),
      ),
  );
  app.delete(
    '/hotels/:id/offers/:gtype',
    staff({ params: hotelGuestTypeParams }, noContent),
    async (request, reply) => {
      await disableOffer(db, request.params.id, request.params.gtype);
      return reply.code(204).send();
    },
  );
  app.post(
    '/hotels/:id/offers/:gtype/prices',
    staff(
      { params: hotelGuestTypeParams, querystring: forceQuery, body: priceEntryWrite },
      { 201: priceEntrySaved },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPrice(db, request.params.id, request.params.gtype, request.body, request.query.force),
        ),
  );
  app.get('/hotels/prices/:id', staff({ params: idParam }, { 200: priceEntry }), (request) =>
    getPrice(db, request.params.id),
  );
  app.put(
    '/hotels/prices/:id',
    staff({ params: idParam, querystring: forceQuery, body: priceEntryUpdate }, { 200: priceEntrySaved }),
    (request) => savePrice(db, request.params.id, request.body, request.query.force),
  );
  app.delete('/hotels/prices/:id', staff({ params: idParam }, noContent), async (request, reply) => {
    await removePrice(db, request.params.id);
    return reply.code(204).send();
  });
};
