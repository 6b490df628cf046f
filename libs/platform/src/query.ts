import type { Paged, RouteDef, RouteResponse } from '@ham/contracts';
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ApiClient, QueryParams } from './api-client';
import { callEndpoint, type Endpoint, endpoint, type RouteAddress, type RouteEndpoint } from './endpoint';

// The API client of each QueryClient: query and mutation functions get the QueryClient in their
// context (`{ client }`), so a feature's query options need no hook to reach the client.
const clients = new WeakMap<QueryClient, ApiClient>();

/** Binds the platform's API client to the QueryClient (the shell once; test providers per test). */
export function bindApiClient(queryClient: QueryClient, api: ApiClient): QueryClient {
  clients.set(queryClient, api);
  return queryClient;
}

/** The API client bound to a QueryClient (see `bindApiClient`). */
export function apiOf(queryClient: QueryClient): ApiClient {
  const api = clients.get(queryClient);
  if (!api) throw new Error('QueryClient senza client API: usare bindApiClient');
  return api;
}

/**
 * The query options of one read (`useQuery(x)`, `queryClient.fetchQuery(x)`…): its key and its
 * fetcher together, the fetcher getting the API client and the abort signal.
 */
export function apiQuery<TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<TData>,
) {
  return queryOptions({ queryKey, queryFn: ({ client, signal }) => fetch(apiOf(client), signal) });
}

/** The query keys of a resource: `[name]`, `[name, 'list', params]`, `[name, 'detail', id]`. */
export function createQueryKeys(name: string) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (params: QueryParams) => [name, 'list', params] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: string | number) => [name, 'detail', String(id)] as const,
  };
}
export type QueryKeys = ReturnType<typeof createQueryKeys>;

export type RecordId = string | number;

/** The five routes of a CRUD resource: a `crudRouteSet` of `@ham/contracts`. */
export type CrudRoutes = {
  list: RouteDef;
  detail: RouteDef;
  create: RouteDef;
  update: RouteDef;
  remove: RouteDef;
};

/** A row of a paged list route. */
export type ListItemOf<R extends RouteDef> = RouteResponse<R> extends Paged<infer I> ? I : never;

/** The methods and paths of a `crudRouteSet`, typed as its routes (see `endpoint.at`). */
export type CrudAddresses<R extends CrudRoutes> = { readonly [K in keyof CrudRoutes]: RouteAddress<R[K]> } & {
  /** Types only, never set: the set these are the addresses of. */
  readonly types?: R;
};

/**
 * The methods and paths of the `crudRouteSet` at `path`, for code that knows the set by its type
 * only (`crudAddresses<typeof areaRoutes>('/geo/areas')`): the set's schemas stay unloaded (see
 * `endpoint.at`). The path must be the set's.
 */
export function crudAddresses<R extends CrudRoutes>(path: R['list']['path']): CrudAddresses<R> {
  const one = `${path}/:id`;
  return {
    list: { method: 'GET', path },
    detail: { method: 'GET', path: one },
    create: { method: 'POST', path },
    update: { method: 'PUT', path: one },
    remove: { method: 'DELETE', path: one },
  } as CrudAddresses<R>;
}

/**
 * The data layer of a CRUD resource from its route contracts (`crudRouteSet`, or its
 * `crudAddresses`): `crudApi`'s shape, typed by the contracts (the record, the body of a create, a
 * row of the list). Only the routes' methods and paths are read.
 */
export function crudApiOf<R extends CrudRoutes>(name: string, routes: CrudAddresses<R>) {
  const keys = createQueryKeys(name);
  const endpoints = {
    list: endpoint.at<R['list']>(routes.list),
    detail: endpoint.at<R['detail']>(routes.detail),
    create: endpoint.at<R['create']>(routes.create),
    update: endpoint.at<R['update']>(routes.update),
    remove: endpoint.at<R['remove']>(routes.remove),
  };
  return {
    name,
    keys,
    endpoints,
    list: (query: QueryParams) =>
      apiQuery(keys.list(query), (client, signal) => callEndpoint(client, endpoints.list, { query, signal })),
    detail: (id: RecordId) =>
      apiQuery(keys.detail(id), (client, signal) =>
        // A registry's record is read at `…/:id`.
        callEndpoint(client, endpoints.detail, { params: { id } as never, signal }),
      ),
  };
}

export type CrudApiOptions = {
  /** Query-key namespace, e.g. 'areas'. */
  name: string;
  /** API base: paged list and POST at `path`, GET/PUT/DELETE at `path/:id`. */
  path: string;
  /** The paged list when not at `path` (e.g. '/allotment/options/expired'). */
  listPath?: string;
  /** A suffix of the read and update paths (e.g. 'edit' → GET/PUT `path/:id/edit`). */
  editSuffix?: string;
};

/**
 * The data layer of a CRUD resource (docs/product/screens.md#shared-edit-form): its endpoints typed from the
 * contracts, its query keys, and the query options of its paged list and of one record.
 * `TRecord` is what GET/PUT answer, `TWrite` the body of POST/PUT (PUT adds `version`),
 * `TListItem` a row of the paged list.
 */
export function crudApi<TRecord, TWrite, TListItem = TRecord>({
  name,
  path,
  listPath = path,
  editSuffix,
}: CrudApiOptions) {
  const keys = createQueryKeys(name);
  const one = `${path}/:id${editSuffix ? `/${editSuffix}` : ''}`;
  const endpoints = {
    list: endpoint.get<Paged<TListItem>>(listPath),
    detail: endpoint.get<TRecord>(one),
    create: endpoint.post<TRecord, TWrite>(path),
    update: endpoint.put<TRecord, TWrite & { version?: number }>(one),
    remove: endpoint.delete(`${path}/:id`),
  };
  return {
    name,
    keys,
    endpoints,
    list: (query: QueryParams) =>
      apiQuery(keys.list(query), (api, signal) => callEndpoint(api, endpoints.list, { query, signal })),
    detail: (id: RecordId) =>
      apiQuery(keys.detail(id), (api, signal) =>
        callEndpoint(api, endpoints.detail, { params: { id }, signal }),
      ),
  };
}
export type CrudApi<TRecord, TWrite, TListItem = TRecord> = ReturnType<
  typeof crudApi<TRecord, TWrite, TListItem>
>;

/**
 * The data layer of a paged list from its route contract ('Fatture', 'Incassi', 'Registro
 * attività'…): its query keys and list query, typed by the contract, and the delete of a row when
 * the list has one (`remove`: a list page shows 'Elimina' only then).
 */
export function pagedListOf<L extends RouteDef, D extends RouteDef = never>(
  name: string,
  list: L,
  remove?: D,
) {
  const keys = createQueryKeys(name);
  const endpoints = {
    list: endpoint.fromRoute(list),
    remove: (remove === undefined ? undefined : endpoint.fromRoute(remove)) as [D] extends [never]
      ? undefined
      : RouteEndpoint<D>,
  };
  return {
    name,
    keys,
    endpoints,
    list: (query: QueryParams) =>
      apiQuery(keys.list(query), (client, signal) => callEndpoint(client, endpoints.list, { query, signal })),
  };
}

/** What a paged list needs of a resource: its list query, its keys and its delete (none when read only). */
export type ListApi<TItem> = {
  keys: QueryKeys;
  list(query: QueryParams): ReturnType<CrudApi<unknown, unknown, TItem>['list']>;
  endpoints: { remove?: Endpoint<unknown> };
};
