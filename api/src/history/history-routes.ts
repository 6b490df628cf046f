import { historyRoutes as routes } from '@ham/contracts/history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import type { Exporter } from '../exports/send-export';
import { routeOptions } from '../http/route-options';
import { canSeeCosts } from './costs-access';
import { activityLayout, activityRows } from './history-export';
import { getActivity, getRecordHistory, getSignIns } from './history-service';

const staff = routeOptions(['history'], requireStaff);
const manageUsers = routeOptions(['history'], requirePermission('manage_users'));

/**
 * 'Storico modifiche' of a record (staff: agency users never see the staff's history) and
 * 'Registro attività' with its download and 'Accessi' (`manage_users`). Read only: no route changes a line
 * (docs/product/history.md). Purchase costs only for whoever has access to costs. Every route is a
 * contract of `historyRoutes` (`@ham/contracts/history`).
 */
export const historyRoutes: FastifyPluginAsyncZod<{ db: Db; exporter: Exporter }> = async (
  app,
  { db, exporter },
) => {
  app.route({
    ...staff.route(routes.config),
    handler: (request) =>
      getRecordHistory(db, 'config', request.params.group, request.query, canSeeCosts(currentUser(request))),
  });
  app.route({
    ...staff.route(routes.record),
    handler: (request) =>
      getRecordHistory(
        db,
        request.params.kind,
        String(request.params.id),
        request.query,
        canSeeCosts(currentUser(request)),
      ),
  });
  app.route({
    ...manageUsers.route(routes.activity),
    handler: (request) => getActivity(db, request.query, canSeeCosts(currentUser(request))),
  });
  // 'Accessi': sign-ins, sign-outs, password changes and resets, attempts refused by the limits.
  app.route({ ...manageUsers.route(routes.signIns), handler: (request) => getSignIns(db, request.query) });
  app.route({
    ...manageUsers.route(routes.activityExport),
    compress: false as const,
    handler: async (request, reply) => {
      const { format, ...q } = request.query;
      return exporter.send(
        request,
        reply,
        format,
        'registro-attivita',
        activityRows(db, q, canSeeCosts(currentUser(request))),
        activityLayout,
      );
    },
  });
};
