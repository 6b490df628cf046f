import { agencyPortalRoutes, type QuoteCriteria, quoteOptionsParams } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { quotereqKeys } from '../../shared/hotel-api';

/** 'Richiedi preventivo': the options of the criteria (GET /quotereq/options) and the request (POST /quotereq). */
export const quoteApi = {
  endpoints: {
    options: endpoint.fromRoute(agencyPortalRoutes.options),
    send: endpoint.fromRoute(agencyPortalRoutes.send),
  },
  options: (criteria: QuoteCriteria) => ({
    ...apiQuery([...quotereqKeys.all, 'options', criteria] as const, (api, signal) =>
      callEndpoint(api, quoteApi.endpoints.options, { query: quoteOptionsParams(criteria), signal }),
    ),
    // Step 1 shows the answer `fetch` just got; places and prices move, so every 'Continua' asks again.
    staleTime: 60_000,
    retry: false,
  }),
};

/** The options of step 1: `fetch` for the step change (its errors go back to the form), then the cached answer. */
export function useQuoteOptions(criteria: QuoteCriteria | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...quoteApi.options(criteria ?? ({} as QuoteCriteria)),
    enabled: criteria !== null,
  });
  return {
    query,
    fetch: (c: QuoteCriteria) => queryClient.fetchQuery({ ...quoteApi.options(c), staleTime: 0 }),
    refresh: (c: QuoteCriteria) => queryClient.invalidateQueries({ queryKey: quoteApi.options(c).queryKey }),
  };
}
