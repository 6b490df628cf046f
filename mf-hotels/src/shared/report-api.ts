import { apiQuery, callEndpoint, endpoint, type QueryParams } from '@ham/platform';

/**
 * A read-only report of the API at `path` with its Excel and CSV files (`path.xlsx`, `path.csv`:
 * links, not fetched by the app); its query key is the path's segments, then the query.
 */
export function reportApi<TReport>(path: string) {
  const endpoints = {
    read: endpoint.get<TReport>(path),
    export: { xlsx: endpoint.get<Blob>(`${path}.xlsx`), csv: endpoint.get<Blob>(`${path}.csv`) },
  };
  const key = path.split('/').filter(Boolean);
  return {
    endpoints,
    read: (query: QueryParams) =>
      apiQuery([...key, query], (api, signal) => callEndpoint(api, endpoints.read, { query, signal })),
  };
}
