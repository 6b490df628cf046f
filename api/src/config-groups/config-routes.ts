import { configGroupRoutes, configMessages } from '@ham/contracts';
import { historyConfigGroupRoutes } from '@ham/contracts/history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/guard';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import { routeSchema } from '../http/route-options';
import { readConfig, saveCompany, saveConfig } from './config-service';

const route = routeSchema(['config']);
// 'history' from the contracts' subpath, with its schemas (outside the index).
const groups = { ...configGroupRoutes, ...historyConfigGroupRoutes };

/**
 * GET/PUT /config/:group (docs/product/geo-and-config.md#configurazione), `manage_users`: 'expiringoptions' (Avvisi
 * scadenze opzioni), 'company' (Dati azienda, docs/product/geo-and-config.md#configurazione) and 'quoterequests' (Richieste
 * preventivo: where the agencies' quote requests are e-mailed). Any other group: 404.
 */
export const configRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requirePermission('manage_users'));

  app.route({
    ...route.route(groups.expiringoptions.read),
    handler: () => readConfig(db, 'expiringoptions'),
  });
  app.route({
    ...route.route(groups.expiringoptions.save),
    handler: (request) => saveConfig(db, 'expiringoptions', request.body),
  });
  app.route({ ...route.route(groups.company.read), handler: () => readConfig(db, 'company') });
  app.route({ ...route.route(groups.company.save), handler: (request) => saveCompany(db, request.body) });
  app.route({ ...route.route(groups.quoterequests.read), handler: () => readConfig(db, 'quoterequests') });
  app.route({
    ...route.route(groups.quoterequests.save),
    handler: (request) => saveConfig(db, 'quoterequests', request.body),
  });
  app.route({ ...route.route(groups.payments.read), handler: () => readConfig(db, 'payments') });
  app.route({
    ...route.route(groups.payments.save),
    handler: (request) => saveConfig(db, 'payments', request.body),
  });

  app.route({ ...route.route(groups.history.read), handler: () => readConfig(db, 'history') });
  app.route({
    ...route.route(groups.history.save),
    handler: (request) => saveConfig(db, 'history', request.body),
  });
  app.route({ ...route.route(groups.rooming.read), handler: () => readConfig(db, 'rooming') });
  app.route({ ...route.route(groups.releases.read), handler: () => readConfig(db, 'releases') });
  app.route({
    ...route.route(groups.releases.save),
    handler: (request) => saveConfig(db, 'releases', request.body),
  });
  app.route({
    ...route.route(groups.rooming.save),
    handler: (request) => saveConfig(db, 'rooming', request.body),
  });

  const unknownGroup = async () => {
    throw notFound(configMessages.unknownGroup);
  };
  const groupParam = z.object({ group: z.string().max(100) });
  app.get('/config/:group', route({ params: groupParam }, {}), unknownGroup);
  app.put('/config/:group', route({ params: groupParam }, {}), unknownGroup);
};
