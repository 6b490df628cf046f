import { quoteMessages, agencyPortalRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allotmentLimits } from '../allotment/search-service';
import { countAttempt } from '../auth/attempt-counters';
import { currentAgencyId, currentUser, requireAgency } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { AppError } from '../errors';
import { routeSchema } from '../http/route-options';
import { sendSerializedOnce } from '../http/serialized-once';
import { agencyHotelDetail, catalog } from './catalog-service';
import {
  agencyAvailability,
  type QuoteLimits,
  queryFieldNames,
  quoteLimits,
  quoteOptions,
} from './options-service';
import { quoteRequestLimits } from './request-limits';
import { listAgencyRequests } from './requests-repository';
import { createQuoteRequest, getMyRequest } from './requests-service';

const route = routeSchema(['quotereq']);

/**
 * /quotereq (docs/product/agency-portal.md): the agency portal. Agency users only
 * (staff 403: they see the requests under /docs/quotereqs); every answer is scoped to the
 * session's agency, and none carries a purchase cost.
 */
export const agencyQuoteRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Db;
  limits?: QuoteLimits;
}> = async (app, { config, db, limits }) => {
  const quote = limits ?? quoteLimits(allotmentLimits());
  app.addHook('onRequest', requireAgency);

  app.route({
    ...route.route(routes.catalog.hotels),
    handler: (request) => catalog.hotels(db, request.query),
  });
  app.route({
    ...route.route(routes.catalog.restaurants),
    handler: (request) => catalog.restaurants(db, request.query),
  });
  app.route({
    ...route.route(routes.catalog.guides),
    handler: (request) => catalog.guides(db, request.query),
  });
  app.route({ ...route.route(routes.catalog.buses), handler: (request) => catalog.buses(db, request.query) });

  app.route({
    ...route.route(routes.hotel),
    handler: (request) => agencyHotelDetail(db, currentAgencyId(request), request.params.id),
  });

  app.route({
    ...route.route(routes.availability),
    handler: async (request, reply) =>
      sendSerializedOnce(reply, await agencyAvailability(db, request.query, quote)),
  });

  app.route({
    ...route.route(routes.options),
    handler: async (request) => {
      const { gc, gt, from, to, area, sc } = request.query;
      const criteria = {
        guestCount: gc,
        guestTypeId: gt,
        begin: from,
        end: to,
        areaId: area,
        serviceClassId: sc,
      };
      return {
        items: await quoteOptions(db, currentAgencyId(request), criteria, quote, queryFieldNames),
      };
    },
  });

  app.route({
    ...route.route(routes.send),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const wait = await countAttempt(db, quoteRequestLimits(user.accountId, config.quoteRequestsPerMinute));
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(429, 'TooManyRequests', quoteMessages.tooManyRequests);
      }
      const sender = { agencyId: currentAgencyId(request), accountId: user.accountId, email: user.email };
      return reply.code(201).send(await createQuoteRequest(db, sender, request.body, quote, config));
    },
  });

  app.route({
    ...route.route(routes.requests),
    handler: (request) => listAgencyRequests(db, currentAgencyId(request), request.query),
  });
  app.route({
    ...route.route(routes.request),
    handler: (request) => getMyRequest(db, currentAgencyId(request), request.params.id),
  });
};
