import type { RouteDef } from '@ham/contracts';
import { apiQuery, callEndpoint, createQueryKeys, endpoint, type QueryParams } from '@ham/platform';

/**
 * The data layer of a read-only paged list from its route contract ('Registro attività', 'Accessi'):
 * its query keys and list query, typed by the contract; no record to read, save or delete (a list
 * page shows no 'Elimina' without `remove`). Here rather than in @ham/platform, which the first
 * staff screen loads whole.
 */
export function pagedListOf<R extends RouteDef>(name: string, route: R) {
  const keys = createQueryKeys(name);
  const endpoints = { list: endpoint.fromRoute(route), remove: undefined };
  return {
    name,
    keys,
    endpoints,
    list: (query: QueryParams) =>
      apiQuery(keys.list(query), (client, signal) => callEndpoint(client, endpoints.list, { query, signal })),
  };
}
