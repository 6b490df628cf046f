import {
  area,
  areaListQuery,
  areaRef,
  areaSearchQuery,
  areaUpdate,
  areaWrite,
  idParam,
  itemsOf,
  paged,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { listAreas, searchAreas } from './areas-repository';
import { createArea, getArea, removeArea, saveArea } from './areas-service';

const tags = ['geo'];
const manageDb = requirePermission('manage_db');

/** /geo/areas (SPEC §7 Geography): staff read, `manage_db` writes (DECISIONS §3). */
export const areasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/geo/areas',
    {
      onRequest: requireStaff,
      schema: { tags, querystring: areaListQuery, response: { 200: paged(area), ...errorResponses } },
    },
    (request) => listAreas(db, request.query),
  );

  app.get(
    '/geo/areas/search',
    {
      onRequest: requireStaff,
      schema: { tags, querystring: areaSearchQuery, response: { 200: itemsOf(areaRef), ...errorResponses } },
    },
    async (request) => ({ items: await searchAreas(db, request.query.q, request.query.country) }),
  );

  app.get(
    '/geo/areas/:id',
    {
      onRequest: requireStaff,
      schema: { tags, params: idParam, response: { 200: area, ...errorResponses } },
    },
    (request) => getArea(db, request.params.id),
  );

  app.post(
    '/geo/areas',
    { onRequest: manageDb, schema: { tags, body: areaWrite, response: { 201: area, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createArea(db, request.body)),
  );

  app.put(
    '/geo/areas/:id',
    {
      onRequest: manageDb,
      schema: { tags, params: idParam, body: areaUpdate, response: { 200: area, ...errorResponses } },
    },
    (request) => saveArea(db, request.params.id, request.body),
  );

  app.delete(
    '/geo/areas/:id',
    {
      onRequest: manageDb,
      schema: { tags, params: idParam, response: { 204: z.undefined(), ...errorResponses } },
    },
    async (request, reply) => {
      await removeArea(db, request.params.id);
      return reply.code(204).send();
    },
  );
};
