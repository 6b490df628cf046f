import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from '@ham/contracts';
import type { ApiClient, QueryParams } from './api-client';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One operation of the API: method and path (`:name` marks a path parameter, as the API's routes
 * and MSW write it), typed with the contract types of its answer, body and query. A feature's
 * `api.ts` builds its fetchers from its endpoints, and its screen tests answer the same endpoints
 * (`@ham/ui/testing`'s `reply`), so both are checked against `@ham/contracts`.
 */
export type Endpoint<
  TResponse,
  TBody = undefined,
  TQuery extends QueryParams = QueryParams,
  TParams extends PathParams = PathParams,
> = {
  readonly method: HttpMethod;
  readonly path: string;
  /** Types only, never set: what the operation answers, sends and asks. */
  readonly types?: { response: TResponse; body: TBody; query: TQuery; params: TParams };
};

/** The parameters of an endpoint's path, e.g. `{ id: 7 }` for `/geo/areas/:id`. */
export type PathParams = Readonly<Record<string, string | number>>;

/**
 * A versioned body's `version` is optional at the call: the edit page adds the version it read
 * (`EditPage`, `useSave`), so a form's payload is sent without it; the API still requires it.
 */
export type WithOptionalVersion<T> = T extends { version: number }
  ? Omit<T, 'version'> & { version?: number }
  : T;

/** The endpoint of a route contract of `@ham/contracts`: its types are the contract's schemas. */
export type RouteEndpoint<R extends RouteDef> = Endpoint<
  RouteResponse<R>,
  WithOptionalVersion<RouteBody<R>>,
  RouteQuery<R> & QueryParams,
  RouteParams<R>
>;

/** What an endpoint needs of a route contract at run time: its method and path, typed as the contract's. */
export type RouteAddress<R extends RouteDef> = { readonly method: R['method']; readonly path: R['path'] };

export type CallOptions<TBody, TQuery, TParams extends PathParams = PathParams> = {
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  signal?: AbortSignal;
};

const ofRoute = <R extends RouteDef>(route: RouteAddress<R>): RouteEndpoint<R> => ({
  method: route.method,
  path: route.path,
});

export const endpoint = {
  /**
   * The one way to build an endpoint: from the route contract the API registers too
   * (`@ham/contracts` `routes`), so a renamed or retyped route fails the typecheck here.
   */
  fromRoute: ofRoute as <R extends RouteDef>(route: R) => RouteEndpoint<R>,
  /**
   * The endpoint of a route contract known by its type only (`import type`, `endpoint.at<typeof
   * routes.x>({ method, path })`), for the code of the first staff screen and of the shared facade:
   * a contract's value brings its schemas and zod, which the first screen's budget cannot hold
   * (docs/PERFORMANCE.md). The method and path must be the contract's: a renamed route fails the
   * typecheck here too.
   */
  at: ofRoute,
  get: <TResponse, TQuery extends QueryParams = QueryParams>(
    path: string,
  ): Endpoint<TResponse, undefined, TQuery> => ({ method: 'GET', path }),
  post: <TResponse, TBody>(path: string): Endpoint<TResponse, TBody> => ({ method: 'POST', path }),
  put: <TResponse, TBody>(path: string): Endpoint<TResponse, TBody> => ({ method: 'PUT', path }),
  delete: <TResponse = void>(path: string): Endpoint<TResponse> => ({ method: 'DELETE', path }),
};

/** `/geo/areas/:id` with `{ id: 7 }` → `/geo/areas/7`. */
export function endpointPath(path: string, params: PathParams = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: parametro ${name} mancante`);
    return encodeURIComponent(String(value));
  });
}

/** Calls an endpoint with the platform's API client (cookies, JSON, `ApiError`). */
export function callEndpoint<TResponse, TBody, TQuery extends QueryParams, TParams extends PathParams>(
  api: ApiClient,
  ep: Endpoint<TResponse, TBody, TQuery, TParams>,
  { params, query, body, signal }: CallOptions<TBody, TQuery, TParams> = {},
): Promise<TResponse> {
  const path = endpointPath(ep.path, params);
  switch (ep.method) {
    case 'GET':
      return api.get<TResponse>(path, query, { signal });
    case 'POST':
      return api.post<TResponse>(path, body, query);
    case 'PUT':
      return api.put<TResponse>(path, body, query);
    case 'DELETE':
      return api.delete<TResponse>(path, query);
  }
}

/**
 * The browser address of a GET endpoint: a print or a download opened as a link (the session
 * cookie goes along, same origin). Components use `useEndpointUrl()`.
 */
export function endpointUrl<TQuery extends QueryParams, TParams extends PathParams>(
  api: ApiClient,
  ep: Endpoint<unknown, undefined, TQuery, TParams>,
  { params, query }: { params?: TParams; query?: TQuery } = {},
): string {
  return api.url(endpointPath(ep.path, params), query);
}
