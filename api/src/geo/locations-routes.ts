import { idParam, location, locationListQuery, locationUpdate, locationWrite, paged } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import {
  createLocation,
  getLocation,
  listLocationItems,
  removeLocation,
  saveLocation,
} from './locations-service';

const tags = ['geo'];
const manageDb = requirePermission('manage_db');

/** /geo/locations (SPEC §7 Geography): staff read, `manage_db` writes. The picker search is in search-routes.ts. */
export const locationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/geo/locations',
    {
      onRequest: requireStaff,
      schema: { tags, querystring: locationListQuery, response: { 200: paged(location), ...errorResponses } },
    },
    (request) => listLocationItems(db, request.query),
  );

  app.get(
    '/geo/locations/:id',
    {
      onRequest: requireStaff,
      schema: { tags, params: idParam, response: { 200: location, ...errorResponses } },
    },
    (request) => getLocation(db, request.params.id),
  );

  app.post(
    '/geo/locations',
    {
      onRequest: manageDb,
      schema: { tags, body: locationWrite, response: { 201: location, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createLocation(db, request.body)),
  );

  app.put(
    '/geo/locations/:id',
    {
      onRequest: manageDb,
      schema: { tags, params: idParam, body: locationUpdate, response: { 200: location, ...errorResponses } },
    },
    (request) => saveLocation(db, request.params.id, request.body),
  );

  app.delete(
    '/geo/locations/:id',
    {
      onRequest: manageDb,
      schema: { tags, params: idParam, response: { 204: z.undefined(), ...errorResponses } },
    },
    async (request, reply) => {
      await removeLocation(db, request.params.id);
      return reply.code(204).send();
    },
  );
};
