import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from './schemas';

/** What a route validates: path parameters, query string, body. */
export interface RouteInput {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/** A route guard of auth/guard.ts (`requireStaff`, `requirePermission(...)`, …). */
export type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * The schema option of a feature's routes: its OpenAPI `tags`, the input schemas and the success
 * responses, plus the error body every route answers (`errorResponses`, docs/product/formats-and-errors.md). For routes
 * whose guard is a hook of their plugin; `route(input, { 200: item })` goes where `app.get(path, …)`
 * takes its options.
 */
export function routeSchema(tags: string[]) {
  return <I extends RouteInput, R extends Record<number, z.ZodType>>(input: I, response: R) => ({
    schema: { tags, ...input, response: { ...response, ...errorResponses } },
  });
}

/** As `routeSchema`, with `guard` on every request of the route. */
export function routeOptions(tags: string[], guard: Guard) {
  const schema = routeSchema(tags);
  return <I extends RouteInput, R extends Record<number, z.ZodType>>(input: I, response: R) => ({
    onRequest: guard,
    ...schema(input, response),
  });
}

/** The success response of a delete: 204 without a body. */
export const noContent = { 204: z.undefined() };
