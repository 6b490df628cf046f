import { allotmentReleasesQuery, allotmentReleasesResponse } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { listAllotmentReleases } from './releases-service';
import { type AllotmentLimits, allotmentLimits } from './search-service';

const tags = ['allotment'];

/** /allotment/releases ('Rilasci in scadenza', issue 18): staff only. */
export const releasesRoutes: FastifyPluginAsyncZod<{ db: Db; limits?: AllotmentLimits }> = async (
  app,
  { db, limits },
) => {
  const releaseLimits = limits ?? allotmentLimits();

  app.get(
    '/allotment/releases',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        querystring: allotmentReleasesQuery,
        response: { 200: allotmentReleasesResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = await listAllotmentReleases(db, request.query, releaseLimits);
      // Up to 1,000 hotels × 60 days × guest types: serialized once, as is (a string skips the
      // response schema's validation, which costs more than the query; allotment-routes does the same).
      const json = JSON.stringify(body) as unknown as typeof body;
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
};
