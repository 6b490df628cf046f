import type { AllotmentSearchResponse } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, type QueryParams } from '@ham/platform';

/** SPEC §7 Allotment search: places per hotel, day by day (compact wire format, allotment-grid.ts). */
export const allotmentApi = {
  endpoints: {
    search: endpoint.get<AllotmentSearchResponse>('/allotment/search'),
    /** The same search as a file (links, not fetched by the app). */
    export: {
      xlsx: endpoint.get<Blob>('/allotment/search.xlsx'),
      csv: endpoint.get<Blob>('/allotment/search.csv'),
    },
  },
  search: (query: QueryParams) =>
    apiQuery(['allotment', 'search', query], (api, signal) =>
      callEndpoint(api, allotmentApi.endpoints.search, { query, signal }),
    ),
};
