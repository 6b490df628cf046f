import { agencyPortalRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { useQuery } from '@tanstack/react-query';
import { quotereqKeys } from '../../shared/hotel-api';

export type AvailabilityCriteria = {
  gt: string;
  area: number;
  from: string;
  to: string;
};

/** GET /quotereq/search?gt&area&from&to: Disponibili day by day. */
export const availabilityApi = {
  endpoints: { search: endpoint.fromRoute(agencyPortalRoutes.availability) },
  search: (query: AvailabilityCriteria) =>
    apiQuery([...quotereqKeys.all, 'search', query] as const, (api, signal) =>
      callEndpoint(api, availabilityApi.endpoints.search, { query, signal }),
    ),
};

/** The month of an area; nothing without an area. */
export function useAvailability(criteria: AvailabilityCriteria | null) {
  return useQuery({
    ...availabilityApi.search(criteria ?? { gt: '', area: 0, from: '', to: '' }),
    enabled: criteria !== null,
  });
}
