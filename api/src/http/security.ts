import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { forbidden } from '../errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

export interface SecurityOptions {
  config: AppConfig;
  /** Origins the remotes are loaded from when not same-origin (from remotes.json, which may change at run time). */
  remoteOrigins: () => string[];
}

/**
 * Security headers (CSP fit for the SPA and Module Federation: no inline scripts, inline
 * styles for emotion), the rate limiter for the sign-in routes to opt into, and the CSRF
 * defence for cookie-authenticated writes.
 */
async function security(app: FastifyInstance, { config, remoteOrigins }: SecurityOptions) {
  const self = "'self'";
  // Evaluated per response: a remote moved to another origin is allowed as soon as remotes.json says so.
  const remote = () => remoteOrigins().join(' ') || self;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, remote],
        styleSrc: [self, "'unsafe-inline'", remote],
        imgSrc: [self, 'data:', remote],
        fontSrc: [self, 'data:', remote],
        connectSrc: [self, remote],
        objectSrc: ["'none'"],
        baseUri: [self],
        formAction: [self],
        frameAncestors: ["'none'"],
      },
    },
    // 'same-origin' rather than helmet's 'no-referrer': with no-referrer Chromium sends
    // `Origin: null` on same-origin form posts (the sign-in form), which the CSRF check refuses.
    // Cross-origin requests still carry no referrer, so tokens in URLs never leak.
    referrerPolicy: { policy: 'same-origin' },
  });

  // API answers carry personal data (names, e-mails, prices): no cache, shared or private,
  // keeps them. Answers that set their own Cache-Control keep it.
  const apiPrefix = `${config.apiBase}/`;
  app.addHook('onSend', async (request, reply) => {
    if (
      !reply.hasHeader('cache-control') &&
      (request.url === config.apiBase || request.url.startsWith(apiPrefix))
    )
      reply.header('cache-control', 'no-store');
  });

  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    // `Origin: null` (privacy-sensitive contexts) is decided by Sec-Fetch-Site alone.
    if (origin !== undefined && origin !== 'null') {
      if (origin !== ownOrigin) throw forbidden('Richiesta non consentita da questa origine.');
      return;
    }
    // Browsers that omit Origin still say where the request comes from; other clients send neither.
    if (typeof site === 'string' ? !SAME_SITE_FETCH.has(site) : origin === 'null') {
      throw forbidden('Richiesta non consentita da questa origine.');
    }
  });
}

export const securityPlugin = fp(security, { name: 'ham-security' });
