import { caseRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
import {
  createCase,
  existsCase,
  getCaseEdit,
  getCaseFile,
  getExtras,
  listCaseItems,
  removeCase,
  saveCase,
  saveExtras,
} from './cases-service';

const staff = routeOptions(['cases'], requireStaff);

/** A case's head (list, create, read, save, delete, exists) and its extra costs. */
export const caseHeadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({ ...staff.route(routes.list), handler: (request) => listCaseItems(db, request.query) });
  app.route({
    ...staff.route(routes.create),
    handler: async (request, reply) =>
      reply.code(201).send(await createCase(db, request.body, currentUser(request).accountId)),
  });
  app.route({ ...staff.route(routes.detail), handler: (request) => getCaseFile(db, request.params.docNum) });
  app.route({ ...staff.route(routes.head), handler: (request) => getCaseEdit(db, request.params.docNum) });
  app.route({
    ...staff.route(routes.saveHead),
    handler: (request) => saveCase(db, request.params.docNum, request.body),
  });
  app.route({
    ...staff.route(routes.remove),
    handler: async (request, reply) => {
      await removeCase(db, request.params.docNum);
      return reply.code(204).send();
    },
  });
  app.route({ ...staff.route(routes.exists), handler: (request) => existsCase(db, request.params.docNum) });

  // ---- extras ----
  app.route({ ...staff.route(routes.extras), handler: (request) => getExtras(db, request.params.docNum) });
  app.route({
    ...staff.route(routes.saveExtras),
    handler: (request) => saveExtras(db, request.params.docNum, request.body),
  });
};
