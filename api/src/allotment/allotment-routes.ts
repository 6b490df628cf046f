import {
  allotmentSearchQuery,
  allotmentSearchResponse,
  expiredOption,
  expiredOptionsQuery,
  idParam,
  paged,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { deleteOption, listExpiredOptions } from './expired-options';
import { type AllotmentLimits, allotmentLimits, searchAvailability } from './search-service';

const tags = ['allotment'];

/** /allotment (SPEC §7 Allotment): staff only. */
export const allotmentRoutes: FastifyPluginAsyncZod<{ db: Db; limits?: AllotmentLimits }> = async (
  app,
  { db, limits },
) => {
  const searchLimits = limits ?? allotmentLimits();

  app.get(
    '/allotment/search',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        querystring: allotmentSearchQuery,
        response: { 200: allotmentSearchResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = await searchAvailability(db, request.query, searchLimits);
      // Up to 1,000 hotels × 366 days: serialized once, as is (a string skips the response schema).
      const json = JSON.stringify(body) as unknown as typeof body;
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/allotment/options/expired',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        querystring: expiredOptionsQuery,
        response: { 200: paged(expiredOption), ...errorResponses },
      },
    },
    (request) => listExpiredOptions(db, request.query),
  );

  app.delete(
    '/allotment/options/:id',
    {
      onRequest: requireStaff,
      schema: { tags, params: idParam, response: { 204: z.undefined(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteOption(db, request.params.id);
      return reply.code(204).send();
    },
  );
};
