import { staffQuoteRequestRoutes as routes } from '@ham/contracts';
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

  app.route({ ...route.route(routes.list), handler: (request) => listRequests(db, request.query) });
  app.route({
    ...route.route(routes.detail),
    handler: (request) => getRequest(db, request.params.requestId),
  });
  app.route({
    ...route.route(routes.setStatus),
    handler: (request) => setRequestStatus(db, request.params.requestId, request.body),
  });
  app.route({
    ...route.route(routes.createCase),
    handler: async (request, reply) => {
      const created = await createCaseFromRequest(
        db,
        request.params.requestId,
        request.body,
        currentUser(request).accountId,
      );
      return reply.code(201).send(created);
    },
  });
};
