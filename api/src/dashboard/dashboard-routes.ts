import { dashboardQuery, dashboardResponse } from '@ham/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { type Exporter, exportFormats } from '../exports/send-export';
import { routeOptions } from '../http/route-options';
import { dashboardLayout, dashboardRows } from './dashboard-export';
import { dashboard } from './dashboard-service';

const staff = routeOptions(['dashboard'], requireStaff);

/** 'Cruscotto' (docs/product/dashboard.md): its figures and their download, staff only (agency users 403). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; exporter: Exporter }> = async (
  app,
  { db, exporter },
) => {
  app.get('/dashboard', staff({ querystring: dashboardQuery }, { 200: dashboardResponse }), (request) =>
    dashboard(db, request.query),
  );

  for (const format of exportFormats) {
    // The .xlsx is a ZIP already: never compressed again (@fastify/compress).
    const compress = format === 'xlsx' ? { compress: false as const } : {};
    app.get(
      `/dashboard.${format}`,
      { ...staff({ querystring: dashboardQuery }, {}), ...compress },
      async (request, reply) => {
        const d = await dashboard(db, request.query);
        return exporter.send(
          request,
          reply,
          format,
          `cruscotto-${d.from}-${d.to}`,
          dashboardRows(d),
          dashboardLayout,
        );
      },
    );
  }
};
