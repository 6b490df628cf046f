import { agencyRoutes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireStaff } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { crudRoutes } from '../http/crud-routes';
import { searchAgencies } from './agencies-repository';
import { createAgency, getAgency, listAgencyItems, removeAgency, saveAgency } from './agencies-service';

/** /agencies (docs/product/agencies.md): staff read, `manage_db` writes (docs/product/roles.md). */
export const agenciesRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (
  app,
  { config, db },
) => {
  crudRoutes(app, db, {
    routes: agencyRoutes,
    tags: ['agencies'],
    guards: { read: requireStaff, write: requirePermission('manage_db') },
    list: listAgencyItems,
    search: (db, q) => searchAgencies(db, q.q),
    get: getAgency,
    create: (db, input) => createAgency(db, config, input),
    save: (db, id, input) => saveAgency(db, config, id, input),
    remove: removeAgency,
  });
};
