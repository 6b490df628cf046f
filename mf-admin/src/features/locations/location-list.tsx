import type { Location } from '@ham/contracts';
import { type ListColumn, type ListFilterConfig, ListPage, placeFilters } from '@ham/ui';
import { locationRoutes, locationsPath, locationsResource } from './api';

const columns: ListColumn<Location>[] = [
  { header: 'Nome', cell: (l) => l.name },
  { header: 'Area', cell: (l) => l.area.name },
  { header: 'Nazione', cell: (l) => l.country.name },
];

const filters: ListFilterConfig[] = [
  { type: 'text', name: 'name', label: 'Nome' },
  ...placeFilters().filter((f) => f.name !== 'loc'),
];

export type LocationListProps = Record<string, never>;

/** 'Località' (SPEC Locations): table Nome, Area, Nazione, Azioni; filters name, area, country; paged. */
export function LocationList(_props: LocationListProps) {
  return (
    <ListPage<Location>
      title="Località"
      resource={locationsResource}
      path={locationsPath}
      columns={columns}
      filters={filters}
      addRoute={locationRoutes.add}
      editRoute={(l) => locationRoutes.edit(l.id)}
      deleteMessage={(l) => `Sicuro di eliminare "${l.name}"?`}
      permission="manage_db"
    />
  );
}
