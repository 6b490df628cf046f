import type { RouteDef } from '@ham/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
  const options = <I extends RouteInput, R extends Record<number, z.ZodType>>(input: I, response: R) => ({
    schema: { tags, ...input, response: { ...response, ...errorResponses } },
  });
  return Object.assign(options, {
    /** `app.route({ ...options.route(routes.x), handler })`: method, path and schemas of a route contract. */
    route: <R extends RouteDef>(route: R) => contractRoute(tags, route),
  });
}

/** As `routeSchema`, with `guard` on every request of the route. */
export function routeOptions(tags: string[], guard: Guard) {
  const schema = routeSchema(tags);
  const options = <I extends RouteInput, R extends Record<number, z.ZodType>>(input: I, response: R) => ({
    onRequest: guard,
    ...schema(input, response),
  });
  return Object.assign(options, {
    route: <R extends RouteDef>(route: R) => ({ onRequest: guard, ...contractRoute(tags, route) }),
  });
}

type SuccessStatus<R extends RouteDef> = R['status'] extends readonly (infer S)[]
  ? S & number
  : R['status'] extends number
    ? R['status']
    : 200;
type SuccessResponses<R extends RouteDef> = R['response'] extends z.ZodType
  ? { [S in SuccessStatus<R>]: R['response'] }
  : Record<never, z.ZodType>;

/**
 * The Fastify options of a route contract (`@ham/contracts` `routes`): its method and path, and its
 * schemas as the route validates and the OpenAPI document lists them. A route that answers a file
 * has no success schema.
 */
export function contractRoute<R extends RouteDef>(tags: string[], route: R) {
  const { params, query, body, response, status = 200 } = route;
  return {
    method: route.method as R['method'],
    url: route.path as R['path'],
    schema: {
      tags,
      ...((params && { params }) as { params: R['params'] }),
      ...((query && { querystring: query }) as { querystring: R['query'] }),
      ...((body && { body }) as { body: R['body'] }),
      response: {
        ...(response && Object.fromEntries([status].flat().map((code) => [code, response]))),
        ...errorResponses,
      } as SuccessResponses<R> & typeof errorResponses,
    },
  };
}
