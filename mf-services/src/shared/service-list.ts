import type { ServiceListItem } from '@ham/contracts';
import { type ListColumn, type ListFilterConfig, placeFilters } from '@ham/ui';

/** Filters of the service lists: name, location, area, country, each narrowing the next. */
export const serviceFilters: ListFilterConfig[] = [
  { type: 'text', name: 'name', label: 'Nome' },
  ...placeFilters({ loc: 'Località', area: 'Area', country: 'Nazione' }),
];

export const nameColumn: ListColumn<ServiceListItem> = { header: 'Nome', cell: (s) => s.name };
export const locationColumn: ListColumn<ServiceListItem> = {
  header: 'Località',
  cell: (s) => s.location.name,
};

export const deleteMessage = (s: { name: string }) => `Sicuro di eliminare "${s.name}"?`;
