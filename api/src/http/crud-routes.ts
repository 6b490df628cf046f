import { idParam, itemsOf, type Paged, paged } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/schema';
import { type Guard, noContent, routeOptions } from './route-options';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The schemas and the service functions of one registry resource (areas, agencies, services, …). */
export interface CrudResource<
  TList extends z.ZodType,
  TSearch extends z.ZodType,
  TWrite extends z.ZodType,
  TUpdate extends z.ZodType,
> {
  /** e.g. '/geo/areas'. */
  path: string;
  tags: string[];
  /** Who reads, who writes. */
  guards: { read: Guard; write: Guard };
  schemas: { item: z.ZodType; listItem: z.ZodType; listQuery: TList; write: TWrite; update: TUpdate };
  list(db: Db, query: z.output<TList>): Promise<Paged<unknown>>;
  /** GET {path}/search, for pickers: its query schema, the schema of a hit and the search. */
  search?: { query: TSearch; hit: z.ZodType; find(db: Db, query: z.output<TSearch>): Promise<unknown[]> };
  get(db: Db, id: number): Promise<unknown>;
  create(db: Db, input: z.output<TWrite>): Promise<unknown>;
  save(db: Db, id: number, input: z.output<TUpdate>): Promise<unknown>;
  remove(db: Db, id: number): Promise<void>;
}

/**
 * The calls of a registry resource (docs/product/screens.md#lists): paged list, search (if any), read, create (201),
 * versioned update and delete (204), in that order.
 */
export function crudRoutes<
  TList extends z.ZodType,
  TSearch extends z.ZodType,
  TWrite extends z.ZodType,
  TUpdate extends z.ZodType,
>(app: App, db: Db, resource: CrudResource<TList, TSearch, TWrite, TUpdate>): void {
  const { path, schemas, search } = resource;
  const read = routeOptions(resource.tags, resource.guards.read);
  const write = routeOptions(resource.tags, resource.guards.write);

  app.get(path, read({ querystring: schemas.listQuery }, { 200: paged(schemas.listItem) }), (request) =>
    resource.list(db, request.query as z.output<TList>),
  );
  if (search) {
    app.get(
      `${path}/search`,
      read({ querystring: search.query }, { 200: itemsOf(search.hit) }),
      async (request) => ({
        items: await search.find(db, request.query as z.output<TSearch>),
      }),
    );
  }
  app.get(`${path}/:id`, read({ params: idParam }, { 200: schemas.item }), (request) =>
    resource.get(db, request.params.id),
  );
  app.post(path, write({ body: schemas.write }, { 201: schemas.item }), async (request, reply) =>
    reply.code(201).send(await resource.create(db, request.body as z.output<TWrite>)),
  );
  app.put(`${path}/:id`, write({ params: idParam, body: schemas.update }, { 200: schemas.item }), (request) =>
    resource.save(db, request.params.id, request.body as z.output<TUpdate>),
  );
  app.delete(`${path}/:id`, write({ params: idParam }, noContent), async (request, reply) => {
    await resource.remove(db, request.params.id);
    return reply.code(204).send();
  });
}
