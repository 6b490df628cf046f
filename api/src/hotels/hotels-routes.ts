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
import { z } from 'zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
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

const tags = ['hotels'];
const noContent = { 204: z.undefined(), ...errorResponses };

/**
 * /hotels (SPEC §7 Hotels): staff only (agency users 403, DECISIONS §3); operators manage
 * hotels too; only `selfQuotable` needs a permission (self_quote).
 */
export const hotelsRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed }> = async (
  app,
  { db, changes },
) => {
  const staff = { onRequest: requireStaff };
  const listHotels = cachedHotelList(db, changes);

  // ---- hotels --------------------------------------------------------------------------
  app.get(
    '/hotels',
    {
      ...staff,
      schema: {
        tags,
        querystring: hotelListQuery,
        response: { 200: paged(hotelListItem), ...errorResponses },
      },
    },
    (request) => listHotels(request.query),
  );
  app.get(
    '/hotels/search',
    {
      ...staff,
      schema: {
        tags,
        querystring: hotelSearchQuery,
        response: { 200: itemsOf(hotelRef), ...errorResponses },
      },
    },
    async (request) => ({ items: await searchHotels(db, request.query) }),
  );
  app.get(
    '/hotels/:id',
    { ...staff, schema: { tags, params: idParam, response: { 200: hotel, ...errorResponses } } },
    (request) => getHotel(db, request.params.id),
  );
  app.get(
    '/hotels/:id/head',
    { ...staff, schema: { tags, params: idParam, response: { 200: hotelHead, ...errorResponses } } },
    (request) => getHotelHead(db, request.params.id),
  );
  app.get(
    '/hotels/:id/summary',
    { ...staff, schema: { tags, params: idParam, response: { 200: hotelSummary, ...errorResponses } } },
    (request) => getHotelSummary(db, request.params.id),
  );
  app.get(
    '/hotels/:id/edit',
    { ...staff, schema: { tags, params: idParam, response: { 200: hotelEdit, ...errorResponses } } },
    (request) => getHotelEdit(db, request.params.id),
  );
  app.post(
    '/hotels',
    { ...staff, schema: { tags, body: hotelWrite, response: { 201: hotel, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createHotel(db, request.body)),
  );
  app.put(
    '/hotels/:id',
    {
      ...staff,
      schema: { tags, params: idParam, body: hotelUpdate, response: { 200: hotel, ...errorResponses } },
    },
    (request) => saveHotel(db, request.params.id, request.body),
  );
  app.post(
    '/hotels/:id/hide',
    { ...staff, schema: { tags, params: idParam, response: { 200: hotel, ...errorResponses } } },
    (request) => setHotelHidden(db, request.params.id, true),
  );
  app.post(
    '/hotels/:id/unhide',
    { ...staff, schema: { tags, params: idParam, response: { 200: hotel, ...errorResponses } } },
    (request) => setHotelHidden(db, request.params.id, false),
  );
  app.delete(
    '/hotels/:id',
    { ...staff, schema: { tags, params: idParam, response: noContent } },
    async (request, reply) => {
      await removeHotel(db, request.params.id);
      return reply.code(204).send();
    },
  );

  // ---- availability blocks -----------------------------------------------------------------
  app.get(
    '/hotels/:id/avails',
    {
      ...staff,
      schema: {
        tags,
        params: idParam,
        querystring: availabilityBlockListQuery,
        response: { 200: itemsOf(availabilityBlock), ...errorResponses },
      },
    },
    async (request) => ({ items: await getBlocks(db, request.params.id, request.query) }),
  );
  app.post(
    '/hotels/:id/avails',
    {
      ...staff,
      schema: {
        tags,
        params: idParam,
        body: availabilityBlockWrite,
        response: { 201: availabilityBlock, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createBlock(db, request.params.id, request.body)),
  );
  app.get(
    '/hotels/avails/:id',
    { ...staff, schema: { tags, params: idParam, response: { 200: availabilityBlock, ...errorResponses } } },
    (request) => getBlock(db, request.params.id),
  );
  app.put(
    '/hotels/avails/:id',
    {
      ...staff,
      schema: {
        tags,
        params: idParam,
        querystring: forceQuery,
        body: availabilityBlockUpdate,
        response: { 200: availabilityBlock, ...errorResponses },
      },
    },
    (request) => saveBlock(db, request.params.id, request.body, request.query.force),
  );
  app.delete(
    '/hotels/avails/:id',
    { ...staff, schema: { tags, params: idParam, querystring: forceQuery, response: noContent } },
    async (request, reply) => {
      await removeBlock(db, request.params.id, request.query.force);
      return reply.code(204).send();
    },
  );

  // ---- offers (price lists) and prices -----------------------------------------------------
  app.get(
    '/hotels/:id/offers/:gtype',
    {
      ...staff,
      schema: { tags, params: hotelGuestTypeParams, response: { 200: hotelOffer, ...errorResponses } },
    },
    (request) => getOffer(db, request.params.id, request.params.gtype),
  );
  app.put(
    '/hotels/:id/offers/:gtype',
    {
      ...staff,
      schema: {
        tags,
        params: hotelGuestTypeParams,
        body: hotelOfferWrite,
        response: { 200: hotelOffer, ...errorResponses },
      },
    },
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
    { ...staff, schema: { tags, params: hotelGuestTypeParams, response: noContent } },
    async (request, reply) => {
      await disableOffer(db, request.params.id, request.params.gtype);
      return reply.code(204).send();
    },
  );
  app.post(
    '/hotels/:id/offers/:gtype/prices',
    {
      ...staff,
      schema: {
        tags,
        params: hotelGuestTypeParams,
        querystring: forceQuery,
        body: priceEntryWrite,
        response: { 201: priceEntrySaved, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPrice(db, request.params.id, request.params.gtype, request.body, request.query.force),
        ),
  );
  app.get(
    '/hotels/prices/:id',
    { ...staff, schema: { tags, params: idParam, response: { 200: priceEntry, ...errorResponses } } },
    (request) => getPrice(db, request.params.id),
  );
  app.put(
    '/hotels/prices/:id',
    {
      ...staff,
      schema: {
        tags,
        params: idParam,
        querystring: forceQuery,
        body: priceEntryUpdate,
        response: { 200: priceEntrySaved, ...errorResponses },
      },
    },
    (request) => savePrice(db, request.params.id, request.body, request.query.force),
  );
  app.delete(
    '/hotels/prices/:id',
    { ...staff, schema: { tags, params: idParam, response: noContent } },
    async (request, reply) => {
      await removePrice(db, request.params.id);
      return reply.code(204).send();
    },
  );
};
