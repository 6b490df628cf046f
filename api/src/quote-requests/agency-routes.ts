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
  quoteOptionsQuery,
  quoteOptionsResponse,
  quoteRequestWrite,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { allotmentLimits } from '../allotment/search-service';
import { currentAgencyId, currentUser, requireAgency } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { agencyHotelDetail, catalog } from './catalog-service';
import {
  agencyAvailability,
  type QuoteLimits,
  queryFieldNames,
  quoteLimits,
  quoteOptions,
} from './options-service';
import { listAgencyRequests } from './requests-repository';
import { createQuoteRequest, getMyRequest } from './requests-service';

const tags = ['quotereq'];

const catalogItems: Record<CatalogServiceType, z.ZodType> = {
  hotels: catalogHotel,
  restaurants: catalogRestaurant,
  guides: catalogGuide,
  buses: catalogBus,
};

/**
 * /quotereq (SPEC §7 'Agency quote and catalogue'): the agency portal. Agency users only
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
      {
        schema: {
          tags,
          querystring: catalogQuery,
          response: { 200: paged(catalogItems[type]), ...errorResponses },
        },
      },
      (request) => catalog[type](db, request.query),
    );
  }

  app.get(
    '/quotereq/hotels/:id',
    {
      schema: { tags, params: quoteIdParam, response: { 200: agencyHotelDetailSchema, ...errorResponses } },
    },
    (request) => agencyHotelDetail(db, currentAgencyId(request), request.params.id),
  );

  app.get(
    '/quotereq/search',
    {
      schema: {
        tags,
        querystring: agencyAvailabilityQuery,
        response: { 200: agencyAvailabilityResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = await agencyAvailability(db, request.query, quote);
      // Up to 1,000 hotels × 62 days: serialized once, as is (a string skips the response schema).
      const json = JSON.stringify(body) as unknown as typeof body;
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/quotereq/options',
    {
      schema: {
        tags,
        querystring: quoteOptionsQuery,
        response: { 200: quoteOptionsResponse, ...errorResponses },
      },
    },
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
    { schema: { tags, body: quoteRequestWrite, response: { 201: myQuoteRequest, ...errorResponses } } },
    async (request, reply) => {
      const user = currentUser(request);
      const sender = { agencyId: currentAgencyId(request), accountId: user.accountId, email: user.email };
      return reply.code(201).send(await createQuoteRequest(db, sender, request.body, quote, config));
    },
  );

  app.get(
    '/quotereq',
    {
      schema: {
        tags,
        querystring: myQuoteRequestsQuery,
        response: { 200: paged(myQuoteRequest), ...errorResponses },
      },
    },
    (request) => listAgencyRequests(db, currentAgencyId(request), request.query),
  );

  app.get(
    '/quotereq/:id',
    { schema: { tags, params: quoteIdParam, response: { 200: myQuoteRequest, ...errorResponses } } },
    (request) => getMyRequest(db, currentAgencyId(request), request.params.id),
  );
};
