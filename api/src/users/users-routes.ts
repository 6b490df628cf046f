import { idParam, paged, pageQuery, user, userCreate, userEdit, userUpdate } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requirePermission } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { createUser, getUser, listStaffUsers, removeUser, saveUser } from './users-service';

const tags = ['users'];
const manageUsers = requirePermission('manage_users');

/**
 * /users (SPEC §7 Users), all `manage_users` (DECISIONS §3). The generic edit reads and
 * saves at `/users/:id/edit`; `/users/:id` answers the same.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (
  app,
  { config, db },
) => {
  app.addHook('onRequest', manageUsers);

  app.get(
    '/users',
    { schema: { tags, querystring: pageQuery, response: { 200: paged(user), ...errorResponses } } },
    (request) => listStaffUsers(db, request.query),
  );

  app.post(
    '/users',
    { schema: { tags, body: userCreate, response: { 201: userEdit, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createUser(db, config, request.body)),
  );

  for (const path of ['/users/:id/edit', '/users/:id']) {
    app.get(
      path,
      { schema: { tags, params: idParam, response: { 200: userEdit, ...errorResponses } } },
      (request) => getUser(db, request.params.id),
    );
    app.put(
      path,
      { schema: { tags, params: idParam, body: userUpdate, response: { 200: userEdit, ...errorResponses } } },
      (request) => saveUser(db, request.params.id, request.body),
    );
  }

  app.delete(
    '/users/:id',
    { schema: { tags, params: idParam, response: { 204: z.undefined(), ...errorResponses } } },
    async (request, reply) => {
      await removeUser(db, request.params.id, currentUser(request).accountId);
      return reply.code(204).send();
    },
  );
};
