import {
  type MyQuoteRequest,
  type QuoteCriteria,
  type QuoteOptionsResponse,
  type QuoteRequestWrite,
  quoteOptionsParams,
} from '@ham/contracts';
import { type ApiClient, usePlatform } from '@ham/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myRequestsResource } from '../my-requests/api';

/** GET /quotereq/options of the criteria of step 0. */
export const quoteOptionsQuery = (api: ApiClient, criteria: QuoteCriteria) =>
  queryOptions({
    queryKey: ['quotereq', 'options', criteria] as const,
    queryFn: ({ signal }) =>
      api.get<QuoteOptionsResponse>('/quotereq/options', quoteOptionsParams(criteria), { signal }),
    // Step 1 shows the answer `fetch` just got; places and prices move, so every 'Continua' asks again.
    staleTime: 60_000,
    retry: false,
  });

/** The options of step 1: `fetch` for the step change (its errors go back to the form), then the cached answer. */
export function useQuoteOptions(criteria: QuoteCriteria | null) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...quoteOptionsQuery(api, criteria ?? ({} as QuoteCriteria)),
    enabled: criteria !== null,
  });
  return {
    query,
    fetch: (c: QuoteCriteria) => queryClient.fetchQuery({ ...quoteOptionsQuery(api, c), staleTime: 0 }),
    refresh: (c: QuoteCriteria) =>
      queryClient.invalidateQueries({ queryKey: quoteOptionsQuery(api, c).queryKey }),
  };
}

/** POST /quotereq; 'Le mie richieste' reloads. */
export function useSendQuoteRequest() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteRequestWrite) => api.post<MyQuoteRequest>('/quotereq', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [myRequestsResource] }),
  });
}
