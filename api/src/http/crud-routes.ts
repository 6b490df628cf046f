import type { CrudRouteSet, Paged } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/schema';
import { type Guard, routeOptions } from './route-options';

type App = Parameters<FastifyPluginAsyncZod>[0];

type Search<R extends CrudRouteSet> = NonNullable<R['search']>;

/** The route contracts (`crudRouteSet` of `@ham/contracts`) and the service functions of one registry resource. */
export interface CrudResource<R extends CrudRouteSet> {
  routes: R;
  tags: string[];
  /** Who reads, who writes. */
  guards: { read: Guard; write: Guard };
  list(db: Db, query: z.output<R['list']['query']>): Promise<Paged<unknown>>;
  /** The search of the pickers, when the contracts have one. */
  search?: (db: Db, query: z.output<Search<R>['query']>) => Promise<unknown[]>;
  get(db: Db, id: number): Promise<unknown>;
  create(db: Db, input: z.output<R['create']['body']>): Promise<unknown>;
  save(db: Db, id: number, input: z.output<R['update']['body']>): Promise<unknown>;
  remove(db: Db, id: number): Promise<void>;
}

/**
 * The calls of a registry resource (docs/product/screens.md#lists), registered from its route
 * contracts: paged list, search (if any), read, create (201), versioned update and delete (204), in
 * that order.
 */
export function crudRoutes<R extends CrudRouteSet>(app: App, db: Db, resource: CrudResource<R>): void {
  // The contracts are generic here: the handlers' types come from `CrudResource`, the
  // validation from the contracts' schemas.
  const routes = resource.routes as CrudRouteSet;
  const read = routeOptions(resource.tags, resource.guards.read);
  const write = routeOptions(resource.tags, resource.guards.write);

  app.route({ ...read.route(routes.list), handler: (request) => resource.list(db, request.query as never) });
  const { search } = resource;
  if (routes.search && search) {
    app.route({
      ...read.route(routes.search),
      handler: async (request) => ({ items: await search(db, request.query as never) }),
    });
  }
  app.route({ ...read.route(routes.detail), handler: (request) => resource.get(db, request.params.id) });
  app.route({
    ...write.route(routes.create),
    handler: async (request, reply) => reply.code(201).send(await resource.create(db, request.body as never)),
  });
  app.route({
    ...write.route(routes.update),
    handler: (request) => resource.save(db, request.params.id, request.body as never),
  });
  app.route({
    ...write.route(routes.remove),
    handler: async (request, reply) => {
      await resource.remove(db, request.params.id);
      return reply.code(204).send();
    },
  });
}
