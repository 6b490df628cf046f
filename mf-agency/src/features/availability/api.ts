import type { AgencyAvailabilityResponse } from '@ham/contracts';
import { type ApiClient, usePlatform } from '@ham/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface AvailabilityCriteria {
  gt: string;
  area: number;
  from: string;
  to: string;
}

/** GET /quotereq/search?gt&area&from&to: Disponibili day by day. */
export const availabilityQuery = (api: ApiClient, c: AvailabilityCriteria) =>
  queryOptions({
    queryKey: ['quotereq', 'search', c] as const,
    queryFn: ({ signal }) => api.get<AgencyAvailabilityResponse>('/quotereq/search', { ...c }, { signal }),
  });

/** The month of an area; nothing without an area. */
export function useAvailability(criteria: AvailabilityCriteria | null) {
  const { api } = usePlatform();
  return useQuery({
    ...availabilityQuery(api, criteria ?? { gt: '', area: 0, from: '', to: '' }),
    enabled: criteria !== null,
  });
}
