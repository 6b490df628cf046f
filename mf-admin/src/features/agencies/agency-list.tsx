import type { AgencyListItem } from '@ham/contracts';
import { type ListColumn, type ListFilterConfig, ResourceList } from '@ham/ui';
import { agencies } from './api';

const columns: ListColumn<AgencyListItem>[] = [
  { header: 'Nome', cell: (a) => a.fullName },
  { header: 'Città', cell: (a) => a.city },
  { header: 'Nazione', cell: (a) => a.country?.name },
];

const filters: ListFilterConfig[] = [
  { type: 'text', name: 'name', label: 'Cerca nel nome' },
  { type: 'country', name: 'country', label: 'Filtra per nazione' },
];

/** 'Agenzie' (SPEC Agencies): table Nome, Città, Nazione, Azioni; filters in the 'Filtra' sidebar. */
export function AgencyList() {
  return (
    <ResourceList
      resource={agencies}
      columns={columns}
      filters={filters}
      filterLayout="drawer"
      deleteMessage={(a) => `Sicuro di eliminare "${a.fullName}"?`}
    />
  );
}
