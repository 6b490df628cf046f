import type { Socket } from 'node:net';
import { messages } from '@ham/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pgErrorToAppError } from '../db/pg-errors';
import { AppError, notFound } from '../errors';
import { escapeHtml } from '../text/sanitize';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** `{ 'name': 'Campo obbligatorio', 'guests.0.count': ... }`: one (the first) message per field path. */
function fieldsOf(issues: ValidationIssue[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    fields[path] ??= issue.message ?? messages.validation;
  }
  return fields;
}

/**
 * The code and Italian message of every 4xx Fastify or Node may answer by itself (parsing,
 * sizes, content types, timeouts, rate limits): the shape of docs/product/formats-and-errors.md#api-errors for them too.
 */
const clientErrors: Record<number, [code: string, message: string]> = {
  400: ['BadRequest', messages.badRequest],
  401: ['Unauthorized', messages.unauthorized],
  403: ['Forbidden', messages.forbidden],
  404: ['NotFound', messages.notFound],
  405: ['MethodNotAllowed', messages.methodNotAllowed],
  406: ['NotAcceptable', messages.notAcceptable],
  408: ['RequestTimeout', messages.requestTimeout],
  413: ['PayloadTooLarge', messages.payloadTooLarge],
  414: ['UriTooLong', messages.uriTooLong],
  415: ['UnsupportedMediaType', messages.unsupportedMediaType],
  429: ['TooManyRequests', messages.tooManyRequests],
  431: ['HeadersTooLarge', messages.headersTooLarge],
};

/** Fastify's own 4xx errors as AppErrors; an unlisted 4xx keeps its status with the generic text. */
function clientError(status: number): AppError {
  const [code, message] = clientErrors[status] ?? clientErrors[400];
  return new AppError(status, code, message);
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError | null {
  if (error instanceof AppError) return error;
  // A path whose parameters name no record (`/hotels/0x10`, `/docs/1e3`, an id beyond the
  // database's range, a parameter longer than Fastify's limit): the resource does not exist.
  if (error.validationContext === 'params' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') return notFound();
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    return new AppError(
      400,
      'ValidationError',
      messages.validation,
      undefined,
      fieldsOf(error.validation, error.validationContext),
    );
  }
  const fromDb = pgErrorToAppError(error, request.method);
  if (fromDb) return fromDb;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return clientError(status);
  return null;
}

/** A file the screens open as a link in a new tab: a PDF, an Excel or CSV export, a ZIP, an HTML print. */
const FILE_LINK = /\.(pdf|xlsx|csv|zip|html|xml)$/;

/**
 * The browser itself opened the link (a tab asking for HTML, not the screens' fetch asking for
 * JSON): the error's Italian message as a page instead of JSON text, e.g. 'Sono già in
 * preparazione altri tuoi documenti PDF…' in the tab that waited for a PDF.
 */
function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return FILE_LINK.test(path) && (request.headers.accept ?? '').includes('text/html');
}

const errorPage = (message: string) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Documento non disponibile</title></head><body style="font-family:sans-serif;margin:3rem"><h1 style="font-size:1.3rem">Documento non disponibile</h1><p>${escapeHtml(message)}</p></body></html>`;

/** The one error handler (docs/product/formats-and-errors.md): `{ error, message, detail?, fields? }`; a 5xx never shows internals. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, request);
  if (!appError) {
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'InternalError', message: messages.internal });
  }
  if (appError.status >= 500) request.log.error({ err: error }, appError.message);
  if (wantsPage(request))
    return reply.code(appError.status).type('text/html; charset=utf-8').send(errorPage(appError.message));
  const body: Record<string, unknown> = { error: appError.code, message: appError.message };
  if (appError.detail !== undefined) body.detail = appError.detail;
  if (appError.fields) body.fields = appError.fields;
  return reply.code(appError.status).send(body);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a URL or headers over 16 KB,
 * a malformed request line, a client too slow): answered on the socket in the same shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const [code, message] = clientErrors[status];
  const body = JSON.stringify({ error: code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${code}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A request that arrives while the server closes (a keep-alive connection of a replica being
 * stopped) answers 503 in the error shape; Fastify's own 503 is in English (return503OnClosing
 * is off for this). Add it before any other onRequest hook.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError(503, 'ServiceUnavailable', messages.closing);
  });
}
