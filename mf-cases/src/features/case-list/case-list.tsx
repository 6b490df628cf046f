import { type CaseListItem, caseStatuses, caseStatusLabels } from '@ham/contracts';
import { formatDate, Link, type ListColumn, type ListFilterConfig, ListPage, RowLink } from '@ham/ui';
import { Link as RouterLink } from 'react-router-dom';
import { agencyFilter } from '../../shared/agency-filter';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { CaseStatusBadge } from '../../shared/case-status-badge';
import { GoToCase } from './go-to-case';

const columns: ListColumn<CaseListItem>[] = [
  {
    header: 'Numero',
    cell: (c) => (
      <Link asChild fontWeight="medium">
        <RouterLink to={caseRoutes.detail(c.number)}>{c.number}</RouterLink>
      </Link>
    ),
  },
  // What staff look for first comes first: past them the table scrolls sideways on a narrow screen.
  { header: 'Nome', cell: (c) => c.name, maxWidth: { base: '10rem', xl: '16rem' } },
  { header: 'Agenzia', cell: (c) => c.customer.name, maxWidth: { base: '10rem', xl: '14rem' } },
  { header: 'Dal', cell: (c) => formatDate(c.beginDate) },
  { header: 'Al', cell: (c) => formatDate(c.endDate) },
  { header: 'Stato', cell: (c) => <CaseStatusBadge status={c.status} /> },
  { header: 'Tipologia', cell: (c) => c.guestType.name },
  { header: 'N. partecipanti', cell: (c) => c.guestCount, textAlign: 'end' },
  { header: 'Utente', cell: (c) => (c.user ? `${c.user.firstName} ${c.user.lastName}` : '—') },
];

const filters: ListFilterConfig[] = [
  { type: 'text', name: 'name', label: 'Nome' },
  {
    type: 'select',
    name: 'status',
    label: 'Stato',
    options: caseStatuses.map((s) => ({ value: s, label: caseStatusLabels[s] })),
    allLabel: 'Tutti',
  },
  agencyFilter(),
  { type: 'date', name: 'from', label: 'Periodo dal' },
  { type: 'date', name: 'to', label: 'Periodo al' },
];

/**
 * 'Elenco pratiche' (/pratiche, the staff landing page): newest first, filtered by name, status,
 * agency and the period the case overlaps; go to a number.
 */
export function CaseList() {
  return (
    <ListPage<CaseListItem>
      title="Elenco pratiche"
      api={caseApi}
      columns={columns}
      filters={filters}
      toolbar={<GoToCase />}
      addRoute={caseRoutes.add}
      getRowId={(c) => c.number}
      editRoute={(c) => caseRoutes.headEdit(c.number)}
      deleteMessage={(c) => `Sicuro di eliminare la pratica ${c.number} "${c.name}"?`}
      rowActions={(c) => <RowLink to={caseRoutes.detail(c.number)}>Dettagli</RowLink>}
    />
  );
}
