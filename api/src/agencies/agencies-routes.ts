import {
  agency,
  agencyListItem,
  agencyListQuery,
  agencyRef,
  agencySearchQuery,
  agencyUpdate,
  agencyWrite,
  idParam,
  itemsOf,
  paged,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireStaff } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { searchAgencies } from './agencies-repository';
import { createAgency, getAgency, listAgencyItems, removeAgency, saveAgency } from './agencies-service';

const tags = ['agencies'];
const manageDb = requirePermission('manage_db');

/** /agencies (SPEC §7 Agencies): staff read, `manage_db` writes (DECISIONS §3). */
export const agenciesRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (
  app,
  { config, db },
) => {
  app.get(
    '/agencies',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        querystring: agencyListQuery,
        response: { 200: paged(agencyListItem), ...errorResponses },
      },
    },
    (request) => listAgencyItems(db, request.query),
  );

  app.get(
    '/agencies/search',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        querystring: agencySearchQuery,
        response: { 200: itemsOf(agencyRef), ...errorResponses },
      },
    },
    async (request) => ({ items: await searchAgencies(db, request.query.q) }),
  );

  app.get(
    '/agencies/:id',
    {
      onRequest: requireStaff,
      schema: { tags, params: idParam, response: { 200: agency, ...errorResponses } },
    },
    (request) => getAgency(db, request.params.id),
  );

  app.post(
    '/agencies',
    {
      onRequest: manageDb,
      schema: { tags, body: agencyWrite, response: { 201: agency, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createAgency(db, config, request.body)),
  );

  app.put(
    '/agencies/:id',
    {
      onRequest: manageDb,
      schema: { tags, params: idParam, body: agencyUpdate, response: { 200: agency, ...errorResponses } },
    },
    (request) => saveAgency(db, config, request.params.id, request.body),
  );

  app.delete(
    '/agencies/:id',
    {
      onRequest: manageDb,
      schema: { tags, params: idParam, response: { 204: z.undefined(), ...errorResponses } },
    },
    async (request, reply) => {
      await removeAgency(db, request.params.id);
      return reply.code(204).send();
    },
  );
};
