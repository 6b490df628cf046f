import {
  paged,
  quoteRequest,
  quoteRequestCaseCreated,
  quoteRequestListItem,
  quoteRequestListQuery,
  quoteRequestStatusWrite,
  requestIdParam,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { listRequests } from './requests-repository';
import { createCaseFromRequest, getRequest, setRequestStatus } from './requests-service';

const tags = ['quotereq'];

/** /docs/quotereqs (SPEC §7 'Staff quote requests'), with the status and 'Crea pratica': staff only. */
export const staffQuoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/docs/quotereqs',
    {
      schema: {
        tags,
        querystring: quoteRequestListQuery,
        response: { 200: paged(quoteRequestListItem), ...errorResponses },
      },
    },
    (request) => listRequests(db, request.query),
  );

  app.get(
    '/docs/quotereqs/:requestId',
    { schema: { tags, params: requestIdParam, response: { 200: quoteRequest, ...errorResponses } } },
    (request) => getRequest(db, request.params.requestId),
  );

  app.put(
    '/docs/quotereqs/:requestId/status',
    {
      schema: {
        tags,
        params: requestIdParam,
        body: quoteRequestStatusWrite,
        response: { 200: quoteRequest, ...errorResponses },
      },
    },
    (request) => setRequestStatus(db, request.params.requestId, request.body),
  );

  app.post(
    '/docs/quotereqs/:requestId/case',
    {
      schema: {
        tags,
        params: requestIdParam,
        response: { 201: quoteRequestCaseCreated, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createCaseFromRequest(
        db,
        request.params.requestId,
        currentUser(request).accountId,
      );
      return reply.code(201).send(created);
    },
  );
};
