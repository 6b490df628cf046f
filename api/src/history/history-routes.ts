import { paged } from '@ham/contracts';
import {
  activityExportQuery,
  activityQuery,
  historyConfigParams,
  historyEntry,
  historyPageQuery,
  historyRecordParams,
  signInEvent,
  signInQuery,
} from '@ham/contracts/history';
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
 * (docs/product/history.md). Purchase costs only for whoever has access to costs.
 */
export const historyRoutes: FastifyPluginAsyncZod<{ db: Db; exporter: Exporter }> = async (
  app,
  { db, exporter },
) => {
  app.get(
    '/history/config/:group',
    staff({ params: historyConfigParams, querystring: historyPageQuery }, { 200: paged(historyEntry) }),
    (request) =>
      getRecordHistory(db, 'config', request.params.group, request.query, canSeeCosts(currentUser(request))),
  );
  app.get(
    '/history/:kind/:id',
    staff({ params: historyRecordParams, querystring: historyPageQuery }, { 200: paged(historyEntry) }),
    (request) =>
      getRecordHistory(
        db,
        request.params.kind,
        String(request.params.id),
        request.query,
        canSeeCosts(currentUser(request)),
      ),
  );
  app.get('/history', manageUsers({ querystring: activityQuery }, { 200: paged(historyEntry) }), (request) =>
    getActivity(db, request.query, canSeeCosts(currentUser(request))),
  );
  // 'Accessi': sign-ins, sign-outs, password changes and resets, attempts refused by the limits.
  app.get('/sign-ins', manageUsers({ querystring: signInQuery }, { 200: paged(signInEvent) }), (request) =>
    getSignIns(db, request.query),
  );
  app.get(
    '/history/export',
    { ...manageUsers({ querystring: activityExportQuery }, {}), compress: false as const },
    async (request, reply) => {
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
  );
};
