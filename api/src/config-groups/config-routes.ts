import {
  companyConfig,
  companyUpdate,
  configMessages,
  expiringOptionsConfig,
  expiringOptionsUpdate,
  quoteRequestsConfig,
  quoteRequestsConfigUpdate,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/guard';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import { routeSchema } from '../http/route-options';
import { readConfig, saveCompany, saveExpiringOptions, saveQuoteRequestsConfig } from './config-service';

const route = routeSchema(['config']);

/**
 * GET/PUT /config/:group (SPEC §7 Config), `manage_users`: 'expiringoptions' (Avvisi
 * scadenze opzioni), 'company' (Dati azienda, DECISIONS §7) and 'quoterequests' (Richieste
 * preventivo: where the agencies' quote requests are e-mailed). Any other group: 404.
 */
export const configRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requirePermission('manage_users'));

  app.get('/config/expiringoptions', route({}, { 200: expiringOptionsConfig }), () =>
    readConfig(db, 'expiringoptions'),
  );
  app.put(
    '/config/expiringoptions',
    route({ body: expiringOptionsUpdate }, { 200: expiringOptionsConfig }),
    (request) => saveExpiringOptions(db, request.body),
  );

  app.get('/config/company', route({}, { 200: companyConfig }), () => readConfig(db, 'company'));
  app.put('/config/company', route({ body: companyUpdate }, { 200: companyConfig }), (request) =>
    saveCompany(db, request.body),
  );

  app.get('/config/quoterequests', route({}, { 200: quoteRequestsConfig }), () =>
    readConfig(db, 'quoterequests'),
  );
  app.put(
    '/config/quoterequests',
    route({ body: quoteRequestsConfigUpdate }, { 200: quoteRequestsConfig }),
    (request) => saveQuoteRequestsConfig(db, request.body),
  );

  const unknownGroup = async () => {
    throw notFound(configMessages.unknownGroup);
  };
  const groupParam = z.object({ group: z.string().max(100) });
  app.get('/config/:group', route({ params: groupParam }, {}), unknownGroup);
  app.put('/config/:group', route({ params: groupParam }, {}), unknownGroup);
};
