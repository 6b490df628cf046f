import type { AllotmentSearchResponse } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, type QueryParams } from '@ham/platform';

/** SPEC §7 Allotment search: places per hotel, day by day. */
export const allotmentApi = {
  endpoints: { search: endpoint.get<AllotmentSearchResponse>('/allotment/search') },
  search: (query: QueryParams) =>
    apiQuery(['allotment', 'search', query], (api, signal) =>
      callEndpoint(api, allotmentApi.endpoints.search, { query, signal }),
    ),
};
