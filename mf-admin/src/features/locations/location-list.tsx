import type { Location } from '@ham/contracts';
import { type ListColumn, type ListFilterConfig, placeFilters, ResourceList } from '@ham/ui';
import { locations } from './api';

const columns: ListColumn<Location>[] = [
  { header: 'Nome', cell: (l) => l.name },
  { header: 'Area', cell: (l) => l.area.name },
  { header: 'Nazione', cell: (l) => l.country.name },
];

const filters: ListFilterConfig[] = [
  { type: 'text', name: 'name', label: 'Nome' },
  ...placeFilters().filter((f) => f.name !== 'loc'),
];

/** 'Località' (SPEC Locations): table Nome, Area, Nazione, Azioni; filters name, area, country; paged. */
export function LocationList() {
  return (
    <ResourceList
      resource={locations}
      columns={columns}
      filters={filters}
      deleteMessage={(l) => `Sicuro di eliminare "${l.name}"?`}
    />
  );
}
