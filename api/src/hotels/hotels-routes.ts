import { hotelRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
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
  app.route({ ...staff.route(routes.list), handler: (request) => listHotels(request.query) });
  app.route({
    ...staff.route(routes.search),
    handler: async (request) => ({ items: await searchHotels(db, request.query) }),
  });
  app.route({ ...staff.route(routes.detail), handler: (request) => getHotel(db, request.params.id) });
  app.route({ ...staff.route(routes.head), handler: (request) => getHotelHead(db, request.params.id) });
  app.route({ ...staff.route(routes.summary), handler: (request) => getHotelSummary(db, request.params.id) });
  app.route({ ...staff.route(routes.edit), handler: (request) => getHotelEdit(db, request.params.id) });
  app.route({
    ...staff.route(routes.create),
    handler: async (request, reply) => reply.code(201).send(await createHotel(db, request.body)),
  });
  app.route({
    ...staff.route(routes.update),
    handler: (request) => saveHotel(db, request.params.id, request.body),
  });
  app.route({
    ...staff.route(routes.hide),
    handler: (request) => setHotelHidden(db, request.params.id, true),
  });
  app.route({
    ...staff.route(routes.unhide),
    handler: (request) => setHotelHidden(db, request.params.id, false),
  });
  app.route({
    ...staff.route(routes.remove),
    handler: async (request, reply) => {
      await removeHotel(db, request.params.id);
      return reply.code(204).send();
    },
  });

  // ---- availability blocks -----------------------------------------------------------------
  app.route({
    ...staff.route(routes.avails),
    handler: async (request) => ({ items: await getBlocks(db, request.params.id, request.query) }),
  });
  app.route({
    ...staff.route(routes.createAvail),
    handler: async (request, reply) =>
      reply.code(201).send(await createBlock(db, request.params.id, request.body)),
  });
  app.route({ ...staff.route(routes.avail), handler: (request) => getBlock(db, request.params.id) });
  app.route({
    ...staff.route(routes.saveAvail),
    handler: (request) => saveBlock(db, request.params.id, request.body, request.query.force),
  });
  app.route({
    ...staff.route(routes.removeAvail),
    handler: async (request, reply) => {
      await removeBlock(db, request.params.id, request.query.force);
      return reply.code(204).send();
    },
  });

  // ---- offers (price lists) and prices -----------------------------------------------------
  app.route({
    ...staff.route(routes.offer),
    handler: (request) => getOffer(db, request.params.id, request.params.gtype),
  });
  app.route({
    ...staff.route(routes.saveOffer),
    handler: (request) =>
      saveOffer(
        db,
        request.params.id,
        request.params.gtype,
        request.body,
        currentUser(request).permissions.has('self_quote'),
      ),
  });
  app.route({
    ...staff.route(routes.disableOffer),
    handler: async (request, reply) => {
      await disableOffer(db, request.params.id, request.params.gtype);
      return reply.code(204).send();
    },
  });
  app.route({
    ...staff.route(routes.createPrice),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPrice(db, request.params.id, request.params.gtype, request.body, request.query.force),
        ),
  });
  app.route({ ...staff.route(routes.price), handler: (request) => getPrice(db, request.params.id) });
  app.route({
    ...staff.route(routes.savePrice),
    handler: (request) => savePrice(db, request.params.id, request.body, request.query.force),
  });
  app.route({
    ...staff.route(routes.removePrice),
    handler: async (request, reply) => {
      await removePrice(db, request.params.id);
      return reply.code(204).send();
    },
  });
};
