import type { Area } from '@ham/contracts';
import { type ListColumn, type ListFilterConfig, ResourceList } from '@ham/ui';
import { areas } from './api';

const columns: ListColumn<Area>[] = [
  { header: 'Nome', cell: (a) => a.name },
  { header: 'Nazione', cell: (a) => a.country.name },
];

const filters: ListFilterConfig[] = [
  { type: 'text', name: 'name', label: 'Nome' },
  { type: 'country', name: 'country', label: 'Nazione' },
];

/** 'Aree' (SPEC Areas): table Nome, Nazione, Azioni; filters by name and country; paged. */
export function AreaList() {
  return (
    <ResourceList
      resource={areas}
      columns={columns}
      filters={filters}
      deleteMessage={(a) => `Sicuro di eliminare "${a.name}"?`}
    />
  );
}
