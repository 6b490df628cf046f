import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/schema';
import { caseHeadRoutes } from './case-head-routes';
import { caseItemRoutes } from './case-item-routes';
import { stayRoutes } from './stay-routes';

/**
 * /docs (docs/product/cases.md), without the documents: staff only; agency users 403. Every route
 * is a contract of `caseRoutes`: the head and extras, the items, the stays and their holds.
 */
export const casesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(caseHeadRoutes, { db });
  await app.register(caseItemRoutes, { db });
  await app.register(stayRoutes, { db });
};
