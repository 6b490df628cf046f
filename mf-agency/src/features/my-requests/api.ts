import type { MyQuoteRequest } from '@ham/contracts';
import { type ApiClient, usePlatform } from '@ham/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** 'Le mie richieste': the paged list (ListPage, by this resource name) under GET /quotereq. */
export const myRequestsResource = 'quotereq-requests';
export const myRequestsPath = '/quotereq';

/** GET /quotereq/:id: one of the agency's own requests. */
export const myRequestQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: [myRequestsResource, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<MyQuoteRequest>(`/quotereq/${id}`, undefined, { signal }),
    retry: false,
  });

export function useMyRequest(id: number | null) {
  const { api } = usePlatform();
  return useQuery({ ...myRequestQuery(api, id ?? 0), enabled: id !== null });
}
