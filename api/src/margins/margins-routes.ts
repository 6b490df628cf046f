import { marginRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import type { Exporter } from '../exports/send-export';
import { routeOptions } from '../http/route-options';
import { sendSerializedOnce } from '../http/serialized-once';
import { marginsLayout, marginsRows } from './margins-export';
import { getCaseMargin, getMarginsReport, readMarginConfig, saveMarginConfig } from './margins-service';

const staff = routeOptions(['margins'], requireStaff);
const manageUsers = routeOptions(['config'], requirePermission('manage_users'));

/**
 * The margin of a case, the 'Margini' report with its downloads (staff only: agency users 403,
 * they never see a purchase cost) and its configuration (`manage_users`, like every group of
 * Configurazione).
 */
export const marginsRoutes: FastifyPluginAsyncZod<{ db: Db; exporter: Exporter }> = async (
  app,
  { db, exporter },
) => {
  app.route({
    ...staff.route(routes.caseMargin),
    handler: (request) => getCaseMargin(db, request.params.docNum),
  });
  // A year is 20,000 rows: serialized once, without the response schema's validation (which took
  // longer than the statement); the rows are built by typed code (margins-service.ts `toCaseRow`).
  app.route({
    ...staff.route(routes.report),
    handler: async (request, reply) => sendSerializedOnce(reply, await getMarginsReport(db, request.query)),
  });
  app.route({
    ...staff.route(routes.export),
    // The .xlsx is a ZIP already: not compressed again; the CSV is not compressed either (one route).
    compress: false as const,
    handler: async (request, reply) => {
      const { format, ...q } = request.query;
      const report = await getMarginsReport(db, q);
      return exporter.send(
        request,
        reply,
        format,
        `margini-${q.from}-${q.to}`,
        marginsRows(report),
        marginsLayout,
      );
    },
  });
  app.route({ ...manageUsers.route(routes.config), handler: () => readMarginConfig(db) });
  app.route({
    ...manageUsers.route(routes.saveConfig),
    handler: (request) => saveMarginConfig(db, request.body),
  });
};
