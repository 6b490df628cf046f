import type { RouteDef } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, type QueryParams } from '@ham/platform';

/**
 * A read-only report of the API with its Excel and CSV files (links, not fetched by the app),
 * each a route contract; its query key is the read's path segments, then the query.
 */
export function reportApi<R extends RouteDef, X extends RouteDef, C extends RouteDef>(routes: {
  read: R;
  xlsx: X;
  csv: C;
}) {
  const endpoints = {
    read: endpoint.fromRoute(routes.read),
    export: { xlsx: endpoint.fromRoute(routes.xlsx), csv: endpoint.fromRoute(routes.csv) },
  };
  const key = routes.read.path.split('/').filter(Boolean);
  return {
    endpoints,
    read: (query: QueryParams) =>
      apiQuery([...key, query], (api, signal) => callEndpoint(api, endpoints.read, { query, signal })),
  };
}
