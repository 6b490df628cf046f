import { caseRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
import {
  createMeal,
  createServiceItem,
  getMeal,
  getServiceItem,
  removeItem,
  saveMeal,
  saveServiceItem,
} from './items-service';

const staff = routeOptions(['cases'], requireStaff);

/** A case's meals, bus trips and guided tours: created under the case, read, saved and deleted by id. */
export const caseItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** One kind of item of a case: created under the case, read, saved and deleted by id. */
  function itemRoutes<K extends 'meals' | 'bustrips' | 'guidedtours'>(
    type: K,
    items: {
      create(docNum: number, input: z.output<(typeof routes)[K]['create']['body']>): Promise<unknown>;
      get(id: number): Promise<unknown>;
      save(id: number, input: z.output<(typeof routes)[K]['update']['body']>): Promise<unknown>;
      remove(id: number): Promise<void>;
    },
  ) {
    // The three kinds share one shape: the casts stand for the generic `K` that Fastify's route
    // types cannot resolve; each kind's handlers are typed by `items` above.
    const item = routes[type];
    app.route({
      ...staff.route(item.create as (typeof routes)['meals']['create']),
      handler: async (request, reply) =>
        reply.code(201).send((await items.create(request.params.docNum, request.body as never)) as never),
    });
    app.route({
      ...staff.route(item.detail as (typeof routes)['meals']['detail']),
      handler: (request) => items.get(request.params.id) as never,
    });
    app.route({
      ...staff.route(item.update as (typeof routes)['meals']['update']),
      handler: (request) => items.save(request.params.id, request.body as never) as never,
    });
    app.route({
      ...staff.route(item.remove),
      handler: async (request, reply) => {
        await items.remove(request.params.id);
        return reply.code(204).send();
      },
    });
  }

  // ---- meals, bus trips and guided tours ----
  itemRoutes('meals', {
    create: (docNum, input) => createMeal(db, docNum, input),
    get: (id) => getMeal(db, id),
    save: (id, input) => saveMeal(db, id, input),
    remove: (id) => removeItem(db, 'meals', id),
  });
  for (const [type, table] of [
    ['bustrips', 'bus_trips'],
    ['guidedtours', 'guided_tours'],
  ] as const) {
    itemRoutes(type, {
      create: (docNum, input) => createServiceItem(db, table, docNum, input),
      get: (id) => getServiceItem(db, table, id),
      save: (id, input) => saveServiceItem(db, table, id, input),
      remove: (id) => removeItem(db, table, id),
    });
  }
};
