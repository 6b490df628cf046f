import type { Area } from '@ham/contracts';
import { type ListColumn, type ListFilterConfig, ListPage } from '@ham/ui';
import { areaRoutes, areasPath, areasResource } from './api';

const columns: ListColumn<Area>[] = [
  { header: 'Nome', cell: (a) => a.name },
  { header: 'Nazione', cell: (a) => a.country.name },
];

const filters: ListFilterConfig[] = [
  { type: 'text', name: 'name', label: 'Nome' },
  { type: 'country', name: 'country', label: 'Nazione' },
];

export type AreaListProps = Record<string, never>;

/** 'Aree' (SPEC Areas): table Nome, Nazione, Azioni; filters by name and country; paged. */
export function AreaList(_props: AreaListProps) {
  return (
    <ListPage<Area>
      title="Aree"
      resource={areasResource}
      path={areasPath}
      columns={columns}
      filters={filters}
      addRoute={areaRoutes.add}
      editRoute={(a) => areaRoutes.edit(a.id)}
      deleteMessage={(a) => `Sicuro di eliminare "${a.name}"?`}
      permission="manage_db"
    />
  );
}
