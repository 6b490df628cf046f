import { caseRoutes as routes, type Stay } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
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

/** A case's stays and each stay's option or reservation (docs/product/allotment-and-holds.md). */
export const stayRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
