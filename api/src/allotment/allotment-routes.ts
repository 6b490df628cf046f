import { allotmentRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
import { sendSerializedOnce } from '../http/serialized-once';
import { deleteOption, listExpiredOptions } from './expired-options';
import { sendReleaseNotices } from './release-notices-service';
import { listAllotmentReleases } from './releases-service';
import { type AllotmentLimits, allotmentLimits, searchAvailability } from './search-service';

const staff = routeOptions(['allotment'], requireStaff);

/** /allotment (docs/product/allotment-and-holds.md#allotment-search) and /allotment/releases ('Rilasci in scadenza', docs/product/allotment-and-holds.md#release-dates): staff only. */
export const allotmentRoutes: FastifyPluginAsyncZod<{ db: Db; limits?: AllotmentLimits }> = async (
  app,
  { db, limits },
) => {
  // docs/product/allotment-and-holds.md: the most days and hotels of the grid and of the releases list.
  const gridLimits = limits ?? allotmentLimits();

  app.route({
    ...staff.route(routes.search),
    handler: async (request, reply) =>
      sendSerializedOnce(reply, await searchAvailability(db, request.query, gridLimits)),
  });

  app.route({
    ...staff.route(routes.releases),
    handler: async (request, reply) =>
      sendSerializedOnce(reply, await listAllotmentReleases(db, request.query, gridLimits)),
  });

  // 'Invia comunicazione di rilascio' (docs/product/allotment-and-holds.md#release-notices).
  app.route({
    ...staff.route(routes.releaseNotices),
    handler: (request) => sendReleaseNotices(db, request.body, currentUser(request).id),
  });

  app.route({
    ...staff.route(routes.expiredOptions),
    handler: (request) => listExpiredOptions(db, request.query),
  });

  app.route({
    ...staff.route(routes.removeOption),
    handler: async (request, reply) => {
      await deleteOption(db, request.params.id);
      return reply.code(204).send();
    },
  });
};
