import type { z } from 'zod';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the API, the single definition its registration (api/) and its callers (the
 * front end's `endpoint.fromRoute`) share: method, path (`:name` marks a path parameter), the
 * zod schemas of its path parameters, query string and body, its success status and the schema
 * of its answer. `response` is absent for a route that answers a file (PDF, Excel, XML, ZIP, HTML).
 */
export interface RouteDef {
  readonly method: RouteMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  /** The success status: 200 unless said (201 for a creation, 204 for a delete; both 200 and 201 for an idempotent creation). */
  readonly status?: SuccessStatus | readonly SuccessStatus[];
}

export type SuccessStatus = 200 | 201 | 204;

/** `'/docs/:docNum/stays/:id'` → `'docNum' | 'id'`; `'/docs/notes/:id.pdf'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? NameOnly<Name> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? NameOnly<Name>
    : never;
type NameOnly<N extends string> = N extends `${infer Name}.${string}` ? Name : N;

type SchemaKeys<S> = S extends z.ZodType ? keyof z.input<S> & string : never;

/**
 * The params schema names exactly the path's parameters: a route whose path says `:docNum` and
 * whose schema says `id` does not compile.
 */
type ParamsMatchPath<D extends RouteDef> = [SchemaKeys<D['params']>] extends [PathParamNames<D['path']>]
  ? [PathParamNames<D['path']>] extends [SchemaKeys<D['params']>]
    ? unknown
    : { params: `the params schema must name every path parameter: ${PathParamNames<D['path']>}` }
  : { params: `the params schema names a parameter the path lacks: ${PathParamNames<D['path']>}` };

/** A route contract, checked: the params schema and the path name the same parameters. */
export function defineRoute<const D extends RouteDef>(route: D & ParamsMatchPath<D>): D {
  return route;
}

/**
 * As `defineRoute`, for a builder of several routes whose path is generic (`/docs/${type}/:id`),
 * where the check of the parameters cannot resolve: the builder names them by hand.
 */
export function defineRouteOf<const D extends RouteDef>(route: D): D {
  return route;
}

/** A value of the query string as the browser sends it. */
export type QueryValue = string | number | boolean | null | undefined;

/** What a caller sends as path parameters: one value per `:name` of the path. */
export type RouteParams<R extends RouteDef> = { readonly [K in PathParamNames<R['path']>]: string | number };

/**
 * What a caller sends as query string: the schema's keys, each as it travels (text, numbers and
 * flags); a key whose schema takes a few literal values keeps them.
 */
export type RouteQuery<R extends RouteDef> = R['query'] extends z.ZodType
  ? { [K in keyof z.input<R['query']>]?: WireValue<z.input<R['query']>[K]> }
  : Record<string, QueryValue>;
type WireValue<T> = [T] extends [QueryValue]
  ? [string] extends [T]
    ? QueryValue
    : T | FlagOf<T>
  : QueryValue;
/** A flag read as text ('true'/'false') is sent as a boolean too: the client writes it as text. */
type FlagOf<T> = 'true' extends T ? boolean : never;

/** What a caller sends as body (the schema's input). */
export type RouteBody<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;

/** What the route answers (the schema's output, as serialized); `unknown` for a file. */
export type RouteResponse<R extends RouteDef> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : unknown;

/** Every route contract of a group (`caseRoutes`, `crudRouteSet(…)`), nested groups included. */
export function routesOf(group: unknown): RouteDef[] {
  if (!group || typeof group !== 'object') return [];
  const route = group as Partial<RouteDef>;
  if (typeof route.method === 'string' && typeof route.path === 'string') return [group as RouteDef];
  return Object.values(group).flatMap(routesOf);
}
