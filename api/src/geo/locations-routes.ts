import { locationRoutes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { crudRoutes } from '../http/crud-routes';
import {
  createLocation,
  getLocation,
  listLocationItems,
  removeLocation,
  saveLocation,
} from './locations-service';

/** /geo/locations (docs/product/geo-and-config.md#countries-areas-locations): staff read, `manage_db` writes. The picker search is in search-routes.ts. */
export const locationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  crudRoutes(app, db, {
    routes: locationRoutes,
    tags: ['geo'],
    guards: { read: requireStaff, write: requirePermission('manage_db') },
    list: listLocationItems,
    get: getLocation,
    create: createLocation,
    save: saveLocation,
    remove: removeLocation,
  });
};
