import { idParam, paged, pageQuery, user, userCreate, userEdit, userUpdate } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { noContent, routeSchema } from '../http/route-options';
import { createUser, getUser, listStaffUsers, removeUser, saveUser } from './users-service';

const route = routeSchema(['users']);
const manageUsers = requirePermission('manage_users');

/**
 * /users (docs/product/roles.md#users), all `manage_users` (docs/product/roles.md). A user is read and saved at
 * `/users/:id/edit` (the form's path) and deleted at `/users/:id`.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (
  app,
  { config, db },
) => {
  app.addHook('onRequest', manageUsers);

  app.get('/users', route({ querystring: pageQuery }, { 200: paged(user) }), (request) =>
    listStaffUsers(db, request.query),
  );

  app.post('/users', route({ body: userCreate }, { 201: userEdit }), async (request, reply) =>
    reply.code(201).send(await createUser(db, config, request.body)),
  );

  app.get('/users/:id/edit', route({ params: idParam }, { 200: userEdit }), (request) =>
    getUser(db, request.params.id),
  );
  app.put('/users/:id/edit', route({ params: idParam, body: userUpdate }, { 200: userEdit }), (request) =>
    saveUser(db, request.params.id, request.body),
  );

  app.delete('/users/:id', route({ params: idParam }, noContent), async (request, reply) => {
    await removeUser(db, request.params.id, currentUser(request).accountId);
    return reply.code(204).send();
  });
};
