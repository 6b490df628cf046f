import {
  agencyAvailabilityQuery,
  agencyAvailabilityResponse,
  agencyHotelDetail as agencyHotelDetailSchema,
  type CatalogServiceType,
  catalogBus,
  catalogGuide,
  catalogHotel,
  catalogQuery,
  catalogRestaurant,
  myQuoteRequest,
  myQuoteRequestsQuery,
  paged,
  quoteIdParam,
  quoteMessages,
  quoteOptionsQuery,
  quoteOptionsResponse,
  quoteRequestWrite,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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

const catalogItems: Record<CatalogServiceType, z.ZodType> = {
  hotels: catalogHotel,
  restaurants: catalogRestaurant,
  guides: catalogGuide,
  buses: catalogBus,
};

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

  for (const type of Object.keys(catalogItems) as CatalogServiceType[]) {
    app.get(
      `/quotereq/services/${type}`,
      route({ querystring: catalogQuery }, { 200: paged(catalogItems[type]) }),
      (request) => catalog[type](db, request.query),
    );
  }

  app.get(
    '/quotereq/hotels/:id',
    route({ params: quoteIdParam }, { 200: agencyHotelDetailSchema }),
    (request) => agencyHotelDetail(db, currentAgencyId(request), request.params.id),
  );

  app.get(
    '/quotereq/search',
    route({ querystring: agencyAvailabilityQuery }, { 200: agencyAvailabilityResponse }),
    async (request, reply) => sendSerializedOnce(reply, await agencyAvailability(db, request.query, quote)),
  );

  app.get(
    '/quotereq/options',
    route({ querystring: quoteOptionsQuery }, { 200: quoteOptionsResponse }),
    async (request) => {
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
  );

  app.post(
    '/quotereq',
    route({ body: quoteRequestWrite }, { 201: myQuoteRequest }),
    async (request, reply) => {
      const user = currentUser(request);
      const wait = await countAttempt(db, quoteRequestLimits(user.accountId, config.quoteRequestsPerMinute));
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(429, 'TooManyRequests', quoteMessages.tooManyRequests);
      }
      const sender = { agencyId: currentAgencyId(request), accountId: user.accountId, email: user.email };
      return reply.code(201).send(await createQuoteRequest(db, sender, request.body, quote, config));
    },
  );

  app.get(
    '/quotereq',
    route({ querystring: myQuoteRequestsQuery }, { 200: paged(myQuoteRequest) }),
    (request) => listAgencyRequests(db, currentAgencyId(request), request.query),
  );

  app.get('/quotereq/:id', route({ params: quoteIdParam }, { 200: myQuoteRequest }), (request) =>
    getMyRequest(db, currentAgencyId(request), request.params.id),
  );
};
