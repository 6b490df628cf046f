import { allotmentReleasesQuery, allotmentReleasesResponse } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
import { JSON_UTF8, serializedOnce } from '../http/serialized-once';
import { listAllotmentReleases } from './releases-service';
import { type AllotmentLimits, allotmentLimits } from './search-service';

const staff = routeOptions(['allotment'], requireStaff);

/** /allotment/releases ('Rilasci in scadenza', issue 18): staff only. */
export const releasesRoutes: FastifyPluginAsyncZod<{ db: Db; limits?: AllotmentLimits }> = async (
  app,
  { db, limits },
) => {
  const releaseLimits = limits ?? allotmentLimits();

  app.get(
    '/allotment/releases',
    staff({ querystring: allotmentReleasesQuery }, { 200: allotmentReleasesResponse }),
    async (request, reply) =>
      reply
        .type(JSON_UTF8)
        .send(serializedOnce(await listAllotmentReleases(db, request.query, releaseLimits))),
  );
};
