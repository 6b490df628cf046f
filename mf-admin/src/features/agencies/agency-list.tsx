import type { AgencyListItem } from '@ham/contracts';
import { type ListColumn, type ListFilterConfig, ListPage } from '@ham/ui';
import { agenciesPath, agenciesResource, agencyRoutes } from './api';

const columns: ListColumn<AgencyListItem>[] = [
  { header: 'Nome', cell: (a) => a.fullName },
  { header: 'Città', cell: (a) => a.city },
  { header: 'Nazione', cell: (a) => a.country?.name },
];

const filters: ListFilterConfig[] = [
  { type: 'text', name: 'name', label: 'Cerca nel nome' },
  { type: 'country', name: 'country', label: 'Filtra per nazione' },
];

export type AgencyListProps = Record<string, never>;

/** 'Agenzie' (SPEC Agencies): table Nome, Città, Nazione, Azioni; filters in the 'Filtra' sidebar. */
export function AgencyList(_props: AgencyListProps) {
  return (
    <ListPage<AgencyListItem>
      title="Agenzie"
      resource={agenciesResource}
      path={agenciesPath}
      columns={columns}
      filters={filters}
      filterLayout="drawer"
      addRoute={agencyRoutes.add}
      editRoute={(a) => agencyRoutes.edit(a.id)}
      deleteMessage={(a) => `Sicuro di eliminare "${a.fullName}"?`}
      permission="manage_db"
    />
  );
}
