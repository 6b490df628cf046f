import {
  companyConfig,
  companyUpdate,
  configMessages,
  expiringOptionsConfig,
  expiringOptionsUpdate,
  paymentsConfig,
  paymentsConfigUpdate,
  quoteRequestsConfig,
  quoteRequestsConfigUpdate,
} from '@ham/contracts';
import { historyConfig, historyConfigUpdate } from '@ham/contracts/history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/guard';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import { readSaveRoutes } from '../http/read-save-routes';
import { routeSchema } from '../http/route-options';
import { readConfig, saveCompany, saveConfig } from './config-service';

const route = routeSchema(['config']);

/**
 * GET/PUT /config/:group (docs/product/geo-and-config.md#configurazione), `manage_users`: 'expiringoptions' (Avvisi
 * scadenze opzioni), 'company' (Dati azienda, docs/product/geo-and-config.md#configurazione) and 'quoterequests' (Richieste
 * preventivo: where the agencies' quote requests are e-mailed). Any other group: 404.
 */
export const configRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requirePermission('manage_users'));

  readSaveRoutes(app, route, '/config/expiringoptions', {
    body: expiringOptionsUpdate,
    item: expiringOptionsConfig,
    read: () => readConfig(db, 'expiringoptions'),
    save: (_, body) => saveConfig(db, 'expiringoptions', body),
  });
  readSaveRoutes(app, route, '/config/company', {
    body: companyUpdate,
    item: companyConfig,
    read: () => readConfig(db, 'company'),
    save: (_, body) => saveCompany(db, body),
  });
  readSaveRoutes(app, route, '/config/quoterequests', {
    body: quoteRequestsConfigUpdate,
    item: quoteRequestsConfig,
    read: () => readConfig(db, 'quoterequests'),
    save: (_, body) => saveConfig(db, 'quoterequests', body),
  });

  readSaveRoutes(app, route, '/config/payments', {
    body: paymentsConfigUpdate,
    item: paymentsConfig,
    read: () => readConfig(db, 'payments'),
    save: (_, body) => saveConfig(db, 'payments', body),
  });

  readSaveRoutes(app, route, '/config/history', {
    body: historyConfigUpdate,
    item: historyConfig,
    read: () => readConfig(db, 'history'),
    save: (_, body) => saveConfig(db, 'history', body),
  });

  const unknownGroup = async () => {
    throw notFound(configMessages.unknownGroup);
  };
  const groupParam = z.object({ group: z.string().max(100) });
  app.get('/config/:group', route({ params: groupParam }, {}), unknownGroup);
  app.put('/config/:group', route({ params: groupParam }, {}), unknownGroup);
};
