import type { QuoteRequest, QuoteRequestCaseCreated, QuoteRequestStatus } from '@ham/contracts';
import { type ApiClient, usePlatform } from '@ham/platform';
import { createQueryKeys } from '@ham/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '../../shared/case-routes';

/** 'Richieste preventivo' (SPEC §7 'Staff quote requests'): GET /docs/quotereqs (paged), /docs/quotereqs/:id. */
export const quoteRequestsResource = 'quote-requests';
export const quoteRequestsPath = '/docs/quotereqs';
export const quoteRequestKeys = createQueryKeys(quoteRequestsResource);

export const quoteRequestRoutes = {
  list: '/richieste',
  view: (id: number | string) => `/richieste/${id}`,
} as const;

export const quoteRequestQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: quoteRequestKeys.detail(id),
    queryFn: ({ signal }) => api.get<QuoteRequest>(`${quoteRequestsPath}/${id}`, undefined, { signal }),
    retry: false,
  });

export function useQuoteRequest(id: number | null) {
  const { api } = usePlatform();
  return useQuery({ ...quoteRequestQuery(api, id ?? 0), enabled: id !== null });
}

/** PUT /docs/quotereqs/:id/status over the version read; the view and the list follow. */
export function useSetQuoteRequestStatus(request: QuoteRequest) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: QuoteRequestStatus) =>
      api.put<QuoteRequest>(`${quoteRequestsPath}/${request.id}/status`, {
        status,
        version: request.version,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(quoteRequestKeys.detail(request.id), saved);
      return queryClient.invalidateQueries({ queryKey: quoteRequestKeys.lists() });
    },
  });
}

/** POST /docs/quotereqs/:id/case ('Crea pratica'); the request, its list and the case list follow. */
export function useCreateCaseFromRequest(id: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<QuoteRequestCaseCreated>(`${quoteRequestsPath}/${id}/case`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: caseKeys.lists() }),
      ]),
  });
}
