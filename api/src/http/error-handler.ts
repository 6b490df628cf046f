import { messages } from '@ham/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { pgErrorToAppError } from '../db/pg-errors';
import { AppError, notFound } from '../errors';

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

/** Fastify's own 4xx errors (parsing, size, content type, rate limit) as AppErrors. */
function clientError(status: number): AppError {
  switch (status) {
    case 401:
      return new AppError(401, 'Unauthorized', messages.unauthorized);
    case 403:
      return new AppError(403, 'Forbidden', messages.forbidden);
    case 404:
      return new AppError(404, 'NotFound', messages.notFound);
    case 413:
      return new AppError(413, 'PayloadTooLarge', 'La richiesta supera la dimensione massima consentita.');
    case 429:
      return new AppError(429, 'TooManyRequests', messages.tooManyRequests);
    default:
      // Malformed JSON, unsupported content type, empty body with a JSON content type...
      return new AppError(400, 'BadRequest', 'Richiesta non valida.');
  }
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

/** The one error handler (DECISIONS §8): `{ error, message, detail?, fields? }`; a 5xx never shows internals. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, request);
  if (!appError) {
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'InternalError', message: messages.internal });
  }
  if (appError.status >= 500) request.log.error({ err: error }, appError.message);
  const body: Record<string, unknown> = { error: appError.code, message: appError.message };
  if (appError.detail !== undefined) body.detail = appError.detail;
  if (appError.fields) body.fields = appError.fields;
  return reply.code(appError.status).send(body);
}
