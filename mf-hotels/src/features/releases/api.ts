import type { AllotmentReleasesResponse } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, type QueryParams } from '@ham/platform';

/** 'Rilasci in scadenza' (issue 18): the nights released in the next days with places unsold. */
export const releasesApi = {
  endpoints: { list: endpoint.get<AllotmentReleasesResponse>('/allotment/releases') },
  list: (query: QueryParams) =>
    apiQuery(['allotment', 'releases', query], (api, signal) =>
      callEndpoint(api, releasesApi.endpoints.list, { query, signal }),
    ),
};
