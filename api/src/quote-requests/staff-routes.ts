import {
  paged,
  quoteRequest,
  quoteRequestCaseCreated,
  quoteRequestCaseWrite,
  quoteRequestListItem,
  quoteRequestListQuery,
  quoteRequestStatusWrite,
  requestIdParam,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeSchema } from '../http/route-options';
import { listRequests } from './requests-repository';
import { createCaseFromRequest, getRequest, setRequestStatus } from './requests-service';

const route = routeSchema(['quotereq']);

/** /docs/quotereqs (docs/product/agency-portal.md), with the status and 'Crea pratica': staff only. */
export const staffQuoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/docs/quotereqs',
    route({ querystring: quoteRequestListQuery }, { 200: paged(quoteRequestListItem) }),
    (request) => listRequests(db, request.query),
  );

  app.get('/docs/quotereqs/:requestId', route({ params: requestIdParam }, { 200: quoteRequest }), (request) =>
    getRequest(db, request.params.requestId),
  );

  app.put(
    '/docs/quotereqs/:requestId/status',
    route({ params: requestIdParam, body: quoteRequestStatusWrite }, { 200: quoteRequest }),
    (request) => setRequestStatus(db, request.params.requestId, request.body),
  );

  app.post(
    '/docs/quotereqs/:requestId/case',
    route({ params: requestIdParam, body: quoteRequestCaseWrite }, { 201: quoteRequestCaseCreated }),
    async (request, reply) => {
      const created = await createCaseFromRequest(
        db,
        request.params.requestId,
        request.body,
        currentUser(request).accountId,
      );
      return reply.code(201).send(created);
    },
  );
};
