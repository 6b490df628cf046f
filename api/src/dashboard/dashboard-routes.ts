import { dashboardRoutes as routes } from '@ham/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { type Exporter, exportFormats } from '../exports/send-export';
import { routeOptions } from '../http/route-options';
import { dashboardLayout, dashboardRows } from './dashboard-export';
import { dashboard, hotelPickup } from './dashboard-service';

const staff = routeOptions(['dashboard'], requireStaff);

/** 'Cruscotto' (docs/product/dashboard.md): its figures and their download, staff only (agency users 403); the contracts of `dashboardRoutes`. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; exporter: Exporter }> = async (
  app,
  { db, exporter },
) => {
  app.route({ ...staff.route(routes.read), handler: (request) => dashboard(db, request.query) });
  app.route({ ...staff.route(routes.hotelPickup), handler: (request) => hotelPickup(db, request.query) });

  for (const format of exportFormats) {
    // The .xlsx is a ZIP already: never compressed again (@fastify/compress).
    const compress = format === 'xlsx' ? { compress: false as const } : {};
    app.route({
      ...staff.route(format === 'xlsx' ? routes.xlsx : routes.csv),
      ...compress,
      handler: async (request, reply) => {
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
    });
  }
};
