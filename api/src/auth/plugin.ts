import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/schema';
import { idpPlugin } from '../idp/plugin';
import { purposeSecret } from './app-secrets';
import { createOidcClient } from './oidc-client';
import { authRoutes } from './routes';
import { SESSION_COOKIE, SessionUsers } from './sessions';

export interface AuthPluginOptions {
  config: AppConfig;
  db: Db;
  changes: ChangeFeed;
}

/**
 * Sign-in (docs/product/sign-in.md): loads `request.user` from the session cookie, serves the
 * backend-for-frontend routes under `${apiBase}/auth` and, unless OIDC_ISSUER names an
 * external provider, the embedded identity provider at /idp.
 * Wrapped with fastify-plugin so the `request.user` decoration and hook reach every route.
 */
async function authPlugin(app: FastifyInstance, { config, db, changes }: AuthPluginOptions): Promise<void> {
  app.decorateRequest('user', null);
  const sessions = new SessionUsers(db, changes);
  const apiPrefix = `${config.apiBase}/`;
  app.addHook('onRequest', async (request) => {
    // Only API calls need the user: static files and /idp pages skip the database round trip.
    if (request.url === config.apiBase || request.url.startsWith(apiPrefix)) {
      request.user = await sessions.load(request.cookies[SESSION_COOKIE]);
    }
  });

  // An external provider's secret is required by loadConfig; the embedded provider's, when
  // OIDC_CLIENT_SECRET is unset, is generated once and shared by every replica.
  const clientSecret = config.oidc.clientSecret ?? (await purposeSecret(db, config, 'oidc-client'));
  const oidc = createOidcClient(config, clientSecret);
  await app.register(authRoutes, { prefix: `${config.apiBase}/auth`, config, db, oidc });
  if (!config.oidc.issuer) await app.register(idpPlugin, { prefix: '/idp', config, db, clientSecret });
}

export default fp(authPlugin, {
  name: 'ham-auth',
  fastify: '5.x',
  dependencies: ['@fastify/cookie'],
});
