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
import { errorResponses } from '../http/schemas';
import { readConfig, saveCompany, saveExpiringOptions, saveQuoteRequestsConfig } from './config-service';

const tags = ['config'];

/**
 * GET/PUT /config/:group (SPEC §7 Config), `manage_users`: 'expiringoptions' (Avvisi
 * scadenze opzioni), 'company' (Dati azienda, DECISIONS §7) and 'quoterequests' (Richieste
 * preventivo: where the agencies' quote requests are e-mailed). Any other group: 404.
 */
export const configRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requirePermission('manage_users'));

  app.get(
    '/config/expiringoptions',
    { schema: { tags, response: { 200: expiringOptionsConfig, ...errorResponses } } },
    () => readConfig(db, 'expiringoptions'),
  );
  app.put(
    '/config/expiringoptions',
    {
      schema: {
        tags,
        body: expiringOptionsUpdate,
        response: { 200: expiringOptionsConfig, ...errorResponses },
      },
    },
    (request) => saveExpiringOptions(db, request.body),
  );

  app.get('/config/company', { schema: { tags, response: { 200: companyConfig, ...errorResponses } } }, () =>
    readConfig(db, 'company'),
  );
  app.put(
    '/config/company',
    { schema: { tags, body: companyUpdate, response: { 200: companyConfig, ...errorResponses } } },
    (request) => saveCompany(db, request.body),
  );

  app.get(
    '/config/quoterequests',
    { schema: { tags, response: { 200: quoteRequestsConfig, ...errorResponses } } },
    () => readConfig(db, 'quoterequests'),
  );
  app.put(
    '/config/quoterequests',
    {
      schema: {
        tags,
        body: quoteRequestsConfigUpdate,
        response: { 200: quoteRequestsConfig, ...errorResponses },
      },
    },
    (request) => saveQuoteRequestsConfig(db, request.body),
  );

  const unknownGroup = async () => {
    throw notFound(configMessages.unknownGroup);
  };
  const groupParam = z.object({ group: z.string().max(100) });
  app.get('/config/:group', { schema: { tags, params: groupParam, response: errorResponses } }, unknownGroup);
  app.put('/config/:group', { schema: { tags, params: groupParam, response: errorResponses } }, unknownGroup);
};
