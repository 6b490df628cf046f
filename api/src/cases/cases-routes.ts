import { caseRoutes as routes, type Stay } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
import {
  createCase,
  existsCase,
  getCaseEdit,
  getCaseFile,
  getExtras,
  listCaseItems,
  removeCase,
  saveCase,
  saveExtras,
} from './cases-service';
import {
  createMeal,
  createServiceItem,
  getMeal,
  getServiceItem,
  removeItem,
  saveMeal,
  saveServiceItem,
} from './items-service';
import {
  type Actor,
  createStay,
  deleteStayHold,
  getStay,
  getStayAuxData,
  getStayEdit,
  putStayOption,
  putStayReservation,
  removeStay,
  saveStay,
} from './stays-service';

const staff = routeOptions(['cases'], requireStaff);

/** /docs (docs/product/cases.md), without the documents: staff only; agency users 403. Every route is a contract of `caseRoutes`. */
export const casesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // ---- head ----
  app.route({ ...staff.route(routes.list), handler: (request) => listCaseItems(db, request.query) });
  app.route({
    ...staff.route(routes.create),
    handler: async (request, reply) =>
      reply.code(201).send(await createCase(db, request.body, currentUser(request).accountId)),
  });
  app.route({ ...staff.route(routes.detail), handler: (request) => getCaseFile(db, request.params.docNum) });
  app.route({ ...staff.route(routes.head), handler: (request) => getCaseEdit(db, request.params.docNum) });
  app.route({
    ...staff.route(routes.saveHead),
    handler: (request) => saveCase(db, request.params.docNum, request.body),
  });
  app.route({
    ...staff.route(routes.remove),
    handler: async (request, reply) => {
      await removeCase(db, request.params.docNum);
      return reply.code(204).send();
    },
  });
  app.route({ ...staff.route(routes.exists), handler: (request) => existsCase(db, request.params.docNum) });

  // ---- extras ----
  app.route({ ...staff.route(routes.extras), handler: (request) => getExtras(db, request.params.docNum) });
  app.route({
    ...staff.route(routes.saveExtras),
    handler: (request) => saveExtras(db, request.params.docNum, request.body),
  });

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

  // ---- stays ----
  app.route({
    ...staff.route(routes.stayAuxData),
    handler: (request) => getStayAuxData(db, request.params.docNum, request.query),
  });
  app.route({
    ...staff.route(routes.createStay),
    handler: async (request, reply) =>
      reply.code(201).send(await createStay(db, request.params.docNum, request.body)),
  });
  app.route({ ...staff.route(routes.stay), handler: (request) => getStay(db, request.params.id) });
  app.route({ ...staff.route(routes.stayEdit), handler: (request) => getStayEdit(db, request.params.id) });
  app.route({
    ...staff.route(routes.saveStay),
    handler: (request) =>
      saveStay(db, request.params.id, request.body, request.query.force, {
        actorId: currentUser(request).accountId,
      }),
  });
  app.route({
    ...staff.route(routes.removeStay),
    handler: async (request, reply) => {
      await removeStay(db, request.params.id);
      return reply.code(204).send();
    },
  });

  // ---- holds of a stay: its option or its reservation, placed or changed with PUT ----
  function holdRoutes<K extends 'option' | 'reservation'>(
    kind: K,
    put: (
      db: Db,
      id: number,
      input: z.output<(typeof routes)[K]['put']['body']>,
      force: boolean,
      actor: Actor,
    ) => Promise<Stay>,
  ) {
    app.route({
      ...staff.route(routes[kind].put as (typeof routes)['option']['put']),
      handler: (request) =>
        put(db, request.params.id, request.body as never, request.query.force, {
          actorId: currentUser(request).accountId,
        }),
    });
    app.route({
      ...staff.route(routes[kind].remove),
      handler: (request) => deleteStayHold(db, request.params.id, kind),
    });
  }
  holdRoutes('option', putStayOption);
  holdRoutes('reservation', putStayReservation);
};
