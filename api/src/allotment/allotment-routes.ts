import {
  allotmentSearchQuery,
  allotmentSearchResponse,
  expiredOption,
  expiredOptionsQuery,
  idParam,
  paged,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { noContent, routeOptions } from '../http/route-options';
import { JSON_UTF8, serializedOnce } from '../http/serialized-once';
import { deleteOption, listExpiredOptions } from './expired-options';
import { type AllotmentLimits, allotmentLimits, searchAvailability } from './search-service';

const staff = routeOptions(['allotment'], requireStaff);

/** /allotment (SPEC §7 Allotment): staff only. */
export const allotmentRoutes: FastifyPluginAsyncZod<{ db: Db; limits?: AllotmentLimits }> = async (
  app,
  { db, limits },
) => {
  const searchLimits = limits ?? allotmentLimits();

  app.get(
    '/allotment/search',
    staff({ querystring: allotmentSearchQuery }, { 200: allotmentSearchResponse }),
    async (request, reply) =>
      reply.type(JSON_UTF8).send(serializedOnce(await searchAvailability(db, request.query, searchLimits))),
  );

  app.get(
    '/allotment/options/expired',
    staff({ querystring: expiredOptionsQuery }, { 200: paged(expiredOption) }),
    (request) => listExpiredOptions(db, request.query),
  );

  app.delete('/allotment/options/:id', staff({ params: idParam }, noContent), async (request, reply) => {
    await deleteOption(db, request.params.id);
    return reply.code(204).send();
  });
};
