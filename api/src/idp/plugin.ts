import formbody from '@fastify/formbody';
import { messages } from '@ham/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { interactionRoutes } from './interaction-routes';
import { passwordRoutes } from './password-routes';
import { createProvider } from './provider';
import { LOGOUT_SCRIPT, messagePage } from './views';

interface IdpOptions {
  config: AppConfig;
  db: Db;
  /** The app's client secret at this provider (auth/plugin.ts). */
  clientSecret: string;
}

/**
 * The embedded identity provider, registered with prefix /idp. Two encapsulated parts:
 * our own Italian pages (normal Fastify routes with form bodies), and everything else
 * handed over to oidc-provider (a Koa app) untouched.
 */
export async function idpPlugin(
  app: FastifyInstance,
  { config, db, clientSecret }: IdpOptions,
): Promise<void> {
  const provider = await createProvider(config, db, clientSecret);

  await app.register(async (pages) => {
    if (!pages.hasContentTypeParser('application/x-www-form-urlencoded')) await pages.register(formbody);
    // These are browser pages: errors (bad body, 429) answer as a page, not JSON.
    pages.setErrorHandler((error: FastifyError & { status?: number }, request, reply) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 500) request.log.error(error);
      const message =
        status === 429
          ? messages.tooManyRequests
          : status >= 500
            ? messages.internal
            : 'Richiesta non valida.';
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(messagePage(status === 429 ? 'Troppi tentativi' : 'Errore', message, 'error'));
    });
    await pages.register(interactionRoutes, { provider, db, config });
    await pages.register(passwordRoutes, { config, db });
    pages.get('/assets/logout.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(LOGOUT_SCRIPT),
    );
  });

  await app.register(async (oidc) => {
    // oidc-provider reads its own request bodies: leave the stream unread.
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = provider.callback();
    const publicUrl = new URL(config.publicUrl);
    const mountPath = '/idp';
    oidc.all('/*', (request, reply) => {
      reply.hijack();
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      // As an Express mount would: the provider routes on the path below /idp and
      // derives its mount path from originalUrl.
      req.originalUrl = req.url;
      req.url = req.url!.slice(mountPath.length) || '/';
      // It must build public URLs whatever host reached it (also the loopback calls of oidc-client).
      req.headers['x-forwarded-host'] = publicUrl.host;
      req.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
      handle(req, reply.raw);
    });
  });
}
