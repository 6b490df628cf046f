import { agencyHomeRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAgencyId, requireAgency } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
import { requestCounts, upcomingDepartures } from './agency-home-repository';

const agency = routeOptions(['quotereq'], requireAgency);

/**
 * The agency home's panel (docs/product/agency-portal.md#the-home-panel): agency users only (staff
 * 403), the session's agency's figures only, never a purchase cost.
 */
export const agencyHomeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...agency.route(routes.panel),
    handler: async (request) => {
      const agencyId = currentAgencyId(request);
      const [requests, departures] = await Promise.all([
        requestCounts(db, agencyId),
        upcomingDepartures(db, agencyId),
      ]);
      return { requests, departures };
    },
  });
};
