import { areaRoutes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { crudRoutes } from '../http/crud-routes';
import { listAreas, searchAreas } from './areas-repository';
import { createArea, getArea, removeArea, saveArea } from './areas-service';

/** /geo/areas (docs/product/geo-and-config.md#countries-areas-locations): staff read, `manage_db` writes (docs/product/roles.md). */
export const areasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  crudRoutes(app, db, {
    routes: areaRoutes,
    tags: ['geo'],
    guards: { read: requireStaff, write: requirePermission('manage_db') },
    list: listAreas,
    search: (db, q) => searchAreas(db, q.q, q.country),
    get: getArea,
    create: createArea,
    save: saveArea,
    remove: removeArea,
  });
};
