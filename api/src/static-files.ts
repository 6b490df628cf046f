import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { notFound } from './errors';
import { REMOTE_NAMES, type RemotesSource } from './remotes-config';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name does not change between builds: always revalidated. The rest is content-hashed. */
const UNHASHED = new Set([
  'index.html',
  'remotes.json',
  'app-config.json',
  'mf-manifest.json',
  'remoteEntry.js',
]);

export interface StaticFilesOptions {
  config: AppConfig;
  remotes: RemotesSource;
}

/** The build's precompressed copies (file.js.br, file.js.gz), sent in place of file.js. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  // With `preCompressed` the path is the copy actually sent: the policy is the original's.
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  reply.header('cache-control', UNHASHED.has(name) ? NO_CACHE : IMMUTABLE);
}

/**
 * The front end on the API's origin (TEAM-NOTES "Runtime files"): the shell at `/` with
 * the SPA fallback, each remote's build at `/mf/<name>/`, and the runtime JSON files.
 * Registered last; a missing build is skipped with a log line (e.g. API-only runs).
 */
async function staticFiles(app: FastifyInstance, { config, remotes }: StaticFilesOptions) {
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).send(remotes.current()),
  );
  app.get('/app-config.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).send({ apiBase: config.apiBase }),
  );

  const serve = async (root: string, prefix: string) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // file.br / file.gz written by the build (libs/build/webpack.mjs) when the request
      // accepts them, with Content-Encoding and `Vary: accept-encoding`; else the file itself.
      preCompressed: true,
    });
  };

  for (const name of REMOTE_NAMES) {
    const dist = path.join(config.staticRoot, `mf-${name}`, 'dist');
    if (existsSync(dist)) await serve(dist, `/mf/${name}/`);
    else app.log.warn(`Remote "${name}" non servito: ${dist} non esiste (eseguire npm run build)`);
  }

  const shellDist = path.join(config.staticRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  const hasShell = existsSync(indexHtml);
  if (hasShell) await serve(shellDist, '/');
  else app.log.warn(`Shell non servita: ${indexHtml} non esiste (eseguire npm run build)`);

  const notSpa = [`${config.apiBase}/`, '/idp/', '/mf/'];
  const isSpaNavigation = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !notSpa.some((prefix) => `${request.url.split('?')[0]}/`.startsWith(prefix)) &&
    (request.headers.accept ?? '').includes('text/html');

  // Unknown paths: the shell's index.html for browser navigations (client-side routes), JSON 404 otherwise.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasShell || !isSpaNavigation(request)) throw notFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(createReadStream(indexHtml));
  });
}

export const staticFilesPlugin = fp(staticFiles, { name: 'ham-static-files' });
