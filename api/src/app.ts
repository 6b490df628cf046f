import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { configureZodLocale } from '@ham/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { agenciesRoutes } from './agencies/agencies-routes';
import { agencyHomeRoutes } from './agency-home/agency-home-routes';
import { allotmentRoutes } from './allotment/allotment-routes';
import { allotmentExportRoutes } from './allotment/export-routes';
import authPlugin from './auth/plugin';
import { casesRoutes } from './cases/cases-routes';
import type { AppConfig } from './config';
import { configRoutes } from './config-groups/config-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { markForced, runWithActor } from './db/actor-driver';
import { ChangeFeed } from './db/change-feed';
import type { Db } from './db/schema';
import { devRoutes } from './dev/dev-routes';
import { documentsRoutes } from './documents/documents-routes';
import { hotelMailRoutes } from './documents/hotel-mail-routes';
import { createPdfRenderer } from './documents/pdf-renderer';
import { createExporter } from './exports/send-export';
import { areasRoutes } from './geo/areas-routes';
import { locationsRoutes } from './geo/locations-routes';
import { geoSearchRoutes } from './geo/search-routes';
import { actorOf } from './history/actor';
import { historyRoutes } from './history/history-routes';
import { hotelsRoutes } from './hotels/hotels-routes';
import { apiCompression } from './http/compression';
import { clientErrorHandler, errorHandler, refuseWhileClosing } from './http/error-handler';
import { type LogStream, readableLogStream } from './http/log-format';
import { openapiPlugin } from './http/openapi';
import { redactSecrets } from './http/redact';
import { OneLinePerRequest } from './http/request-log';
import { securityPlugin } from './http/security';
import { validatorCompiler } from './http/validation';
import { marginsRoutes } from './margins/margins-routes';
import { offersRoutes } from './offers/offers-routes';
import { paymentsRoutes } from './payments/payments-routes';
import { agencyQuoteRoutes } from './quote-requests/agency-routes';
import { staffQuoteRoutes } from './quote-requests/staff-routes';
import { referenceRoutes } from './reference/routes';
import { foreignRemoteOrigins, remotesSource } from './remotes-config';
import { requestMessageRoutes } from './request-messages/messages-routes';
import { roomingRoutes } from './rooming/rooming-routes';
import { sdiRoutes } from './sdi/sdi-routes';
import { servicesRoutes } from './services/services-routes';
import { staticFilesPlugin } from './static-files';
import { touristTaxRoutes } from './tourist-tax/tourist-tax-routes';
import { usersRoutes } from './users/users-routes';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /**
   * Write notifications for the read caches (docs/adr/0008). Without one (or while it is not
   * listening) every read goes to the database. `db` should carry `changes.plugin`.
   */
  changes?: ChangeFeed;
  /** Where the log goes (tests); by default stdout, as JSON or readable lines (config.logFormat). */
  logStream?: LogStream;
  /** Told of every route as it is added (the authorization matrix and the fuzz suite list them). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock the REMOTES_JSON file's re-read interval is measured by (tests move it). */
  clock?: () => number;
}

/**
 * The whole HTTP application (docs/ARCHITECTURE.md#how-data-flows): external plugins (cookies, security headers, rate
 * limit, OpenAPI), then sign-in, then one route plugin per feature under the API prefix,
 * then the front end's static files.
 */
export async function buildApp({
  config,
  db,
  changes = ChangeFeed.disabled(),
  logStream,
  onRoute,
  clock,
}: AppDeps): Promise<FastifyInstance> {
  configureZodLocale();
  const pretty = config.logFormat === 'pretty';
  const app = Fastify({
    // Sign-in starts the embedded provider (keys, discovery): on a busy 2-core machine that
    // took longer than Fastify's default 10 s. A plugin that never starts still fails.
    pluginTimeout: 30_000,
    // Readable: one line per request instead of Fastify's two entries.
    ...(pretty ? { logController: new OneLinePerRequest() } : {}),
    logger: {
      level: config.logLevel,
      stream: pretty ? readableLogStream(logStream) : logStream,
      serializers: {
        // Sign-in codes, states and password-link tokens travel in query strings: never log them.
        req: (req) => ({ method: req.method, url: redactSecrets(req.url), remoteAddress: req.ip }),
      },
    },
    bodyLimit: 1024 * 1024,
    // Errors Fastify answers before routing (a parameter too long, a malformed URL) go
    // through the same handler as every other error.
    frameworkErrors: errorHandler,
    clientErrorHandler,
    // Requests arriving while the server closes get our own 503 (an onRequest hook below).
    return503OnClosing: false,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  refuseWhileClosing(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  // Every write of the request carries its signed-in user into the history (docs/adr/0025). First
  // of the hooks: the sign-in hook and the handler run inside it.
  app.addHook('onRequest', (request, _reply, done) => runWithActor(() => actorOf(request.user), done));
  // A save confirmed over a refusal (?force=true: overbooking, an overlapping price, a guest count
  // changed on options) marks its history lines as forced, by its user (docs/product/history.md).
  app.addHook('preHandler', async (request) => {
    if ((request.query as { force?: unknown } | undefined)?.force === true) markForced();
  });

  const remotes = remotesSource(config, clock);
  await app.register(cookie);
  await app.register(securityPlugin, {
    config,
    remoteOrigins: () => foreignRemoteOrigins(remotes.current(), config.publicUrl),
  });
  await app.register(openapiPlugin, { config });

  await app.register(authPlugin, { config, db, changes });

  // Heavy work, in worker threads with per-user limits: one PDF renderer (its lanes and fair
  // lines) for every route that prints, one exporter for every Excel/CSV download.
  const pdf = createPdfRenderer({ db, perUser: config.heavyWork.pdfsPerUser });
  const exporter = createExporter({ db, perUser: config.heavyWork.exportsPerUser });
  app.addHook('onClose', () => Promise.all([pdf.close(), exporter.close()]).then(() => undefined));

  await app.register(
    async (api) => {
      await api.register(compress, apiCompression);
      await api.register(referenceRoutes, { config, db });
      await api.register(geoSearchRoutes, { db });
      await api.register(areasRoutes, { db });
      await api.register(hotelsRoutes, { db, changes });
      await api.register(allotmentRoutes, { db });
      await api.register(allotmentExportRoutes, { db, exporter });
      await api.register(dashboardRoutes, { db, exporter });
      await api.register(locationsRoutes, { db });
      await api.register(usersRoutes, { config, db });
      await api.register(agenciesRoutes, { config, db });
      await api.register(configRoutes, { db });
      if (config.demo) await api.register(devRoutes, { db });
      await api.register(servicesRoutes, { db });
      await api.register(casesRoutes, { db });
      await api.register(documentsRoutes, { db, pdf });
      await api.register(hotelMailRoutes, { db, pdf, exporter });
      await api.register(marginsRoutes, { db, exporter });
      await api.register(sdiRoutes, { db });
      await api.register(roomingRoutes, { db, exporter });
      await api.register(touristTaxRoutes, { db });
      await api.register(agencyQuoteRoutes, { config, db });
      await api.register(agencyHomeRoutes, { db });
      await api.register(staffQuoteRoutes, { db });
      await api.register(offersRoutes, { config, db, pdf });
      await api.register(requestMessageRoutes, { config, db });
      await api.register(paymentsRoutes, { db, pdf, exporter });
      await api.register(historyRoutes, { db, exporter });
    },
    { prefix: config.apiBase },
  );

  await app.register(staticFilesPlugin, { config, remotes });
  return app;
}
