import { referenceRoutes as routes, type StaticData } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { routeSchema } from '../http/route-options';
import { loadStaticData } from './static-repository';

/** GET /version (public) and GET /static (any signed-in user, staff or agency). */
export const referenceRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (
  app,
  { config, db },
) => {
  // Reference data changes only with a migration, i.e. with a new release: cache it per process.
  let cached: Promise<StaticData> | null = null;
  const getStaticData = () => {
    cached ??= loadStaticData(db).catch((error) => {
      cached = null;
      throw error;
    });
    return cached;
  };

  const reference = routeSchema(['reference']);
  app.route({
    ...reference.route(routes.version),
    handler: async () => ({ version: config.version, buildTime: config.buildTime }),
  });

  app.route({ ...reference.route(routes.static), onRequest: requireUser, handler: () => getStaticData() });
};
