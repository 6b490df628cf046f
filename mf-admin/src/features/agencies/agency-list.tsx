import type { AgencyListItem } from '@ham/contracts';
import { ResourceList, type ResourceListSpec, RowLink } from '@ham/ui';
import { agencies } from './api';

const agencyList: ResourceListSpec<AgencyListItem> = {
  columns: [
    { header: 'Nome', cell: (a) => a.fullName },
    { header: 'Città', cell: (a) => a.city },
    { header: 'Nazione', cell: (a) => a.country?.name },
  ],
  filters: [
    { type: 'text', name: 'name', label: 'Cerca nel nome' },
    { type: 'country', name: 'country', label: 'Filtra per nazione' },
  ],
  filterLayout: 'drawer',
  deleteMessage: (a) => `Sicuro di eliminare "${a.fullName}"?`,
  // The agency's statement is a screen of 'Incassi' (mf-cases): a link to its route.
  rowActions: (a) => <RowLink to={`/pratiche/incassi/estratto/${a.id}`}>Estratto conto</RowLink>,
};

/** 'Agenzie' (docs/product/agencies.md): table Nome, Città, Nazione, Azioni; filters in the 'Filtra' sidebar. */
export function AgencyList() {
  return <ResourceList resource={agencies} {...agencyList} />;
}
