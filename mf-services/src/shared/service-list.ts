import type { ServiceListItem } from '@ham/contracts';
import { type ListColumn, placeFilters, type ResourceListSpec } from '@ham/ui';

const nameColumn: ListColumn<ServiceListItem> = { header: 'Nome', cell: (s) => s.name };
const locationColumn: ListColumn<ServiceListItem> = { header: 'Località', cell: (s) => s.location.name };

/**
 * The list of a service: columns Nome, Località and the service's own (then Azioni); filters name,
 * location, area, country, each narrowing the next.
 */
export function serviceList<T extends ServiceListItem>(...columns: ListColumn<T>[]): ResourceListSpec<T> {
  return {
    columns: [nameColumn, locationColumn, ...columns],
    filters: [
      { type: 'text', name: 'name', label: 'Nome' },
      ...placeFilters({ loc: 'Località', area: 'Area', country: 'Nazione' }),
    ],
    deleteMessage: (s) => `Sicuro di eliminare "${s.name}"?`,
  };
}
