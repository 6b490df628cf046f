import type { AllotmentReleasesResponse } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, type QueryParams } from '@ham/platform';

/** 'Rilasci in scadenza' (issue 18): the nights released in the next days with places unsold. */
export const releasesApi = {
  endpoints: {
    list: endpoint.get<AllotmentReleasesResponse>('/allotment/releases'),
    /** The same list as a file (links, not fetched by the app). */
    export: {
      xlsx: endpoint.get<Blob>('/allotment/releases.xlsx'),
      csv: endpoint.get<Blob>('/allotment/releases.csv'),
    },
  },
  list: (query: QueryParams) =>
    apiQuery(['allotment', 'releases', query], (api, signal) =>
      callEndpoint(api, releasesApi.endpoints.list, { query, signal }),
    ),
};
