import { userRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { routeSchema } from '../http/route-options';
import { createUser, getUser, listStaffUsers, removeUser, saveUser } from './users-service';

const route = routeSchema(['users']);
const manageUsers = requirePermission('manage_users');

/**
 * /users (docs/product/roles.md#users), all `manage_users` (docs/product/roles.md). A user is read and saved at
 * `/users/:id/edit` (the form's path) and deleted at `/users/:id`. Every route is a contract of `userRoutes`.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (
  app,
  { config, db },
) => {
  app.addHook('onRequest', manageUsers);

  app.route({ ...route.route(routes.list), handler: (request) => listStaffUsers(db, request.query) });
  app.route({
    ...route.route(routes.create),
    handler: async (request, reply) => reply.code(201).send(await createUser(db, config, request.body)),
  });
  app.route({ ...route.route(routes.detail), handler: (request) => getUser(db, request.params.id) });
  app.route({
    ...route.route(routes.update),
    handler: (request) => saveUser(db, request.params.id, request.body),
  });
  app.route({
    ...route.route(routes.remove),
    handler: async (request, reply) => {
      await removeUser(db, request.params.id, currentUser(request).accountId);
      return reply.code(204).send();
    },
  });
};
