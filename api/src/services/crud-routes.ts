import {
  type IdParam,
  idParam,
  itemsOf,
  type Paged,
  paged,
  type ServiceListQuery,
  type ServiceSearchQuery,
  serviceListQuery,
  serviceSearchQuery,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';

/** The schemas and the service functions of one kind of service. */
export interface ServiceResource<TWrite extends z.ZodType, TUpdate extends z.ZodType> {
  /** e.g. '/services/restaurants'. */
  path: string;
  schemas: { item: z.ZodType; listItem: z.ZodType; hit: z.ZodType; write: TWrite; update: TUpdate };
  list(db: Db, query: ServiceListQuery): Promise<Paged<unknown>>;
  search(db: Db, query: ServiceSearchQuery): Promise<unknown[]>;
  get(db: Db, id: number): Promise<unknown>;
  create(db: Db, input: z.output<TWrite>): Promise<unknown>;
  save(db: Db, id: number, input: z.output<TUpdate>): Promise<unknown>;
  remove(db: Db, id: number): Promise<void>;
}

/**
 * The calls of SPEC §7 'Services' for one kind of service: paged list, search for case
 * files, read, create, versioned update and delete. Staff only, reads and writes alike:
 * operators manage services (DECISIONS §3); agency users get 403.
 */
export function serviceCrudRoutes<TWrite extends z.ZodType, TUpdate extends z.ZodType>(
  resource: ServiceResource<TWrite, TUpdate>,
): FastifyPluginAsyncZod<{ db: Db }> {
  const { path, schemas } = resource;
  const tags = ['services'];
  return async (app, { db }) => {
    app.get(
      path,
      {
        onRequest: requireStaff,
        schema: {
          tags,
          querystring: serviceListQuery,
          response: { 200: paged(schemas.listItem), ...errorResponses },
        },
      },
      (request) => resource.list(db, request.query),
    );

    app.get(
      `${path}/search`,
      {
        onRequest: requireStaff,
        schema: {
          tags,
          querystring: serviceSearchQuery,
          response: { 200: itemsOf(schemas.hit), ...errorResponses },
        },
      },
      async (request) => ({ items: await resource.search(db, request.query) }),
    );

    app.get(
      `${path}/:id`,
      {
        onRequest: requireStaff,
        schema: { tags, params: idParam, response: { 200: schemas.item, ...errorResponses } },
      },
      (request) => resource.get(db, request.params.id),
    );

    app.post(
      path,
      {
        onRequest: requireStaff,
        schema: { tags, body: schemas.write, response: { 201: schemas.item, ...errorResponses } },
      },
      async (request, reply) =>
        reply.code(201).send(await resource.create(db, request.body as z.output<TWrite>)),
    );

    app.put(
      `${path}/:id`,
      {
        onRequest: requireStaff,
        schema: {
          tags,
          params: idParam,
          body: schemas.update,
          response: { 200: schemas.item, ...errorResponses },
        },
      },
      (request) => resource.save(db, (request.params as IdParam).id, request.body as z.output<TUpdate>),
    );

    app.delete(
      `${path}/:id`,
      {
        onRequest: requireStaff,
        schema: { tags, params: idParam, response: { 204: z.undefined(), ...errorResponses } },
      },
      async (request, reply) => {
        await resource.remove(db, request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
