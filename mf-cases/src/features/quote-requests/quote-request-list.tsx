import type { QuoteRequestListItem } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { type ListColumn, ListPage, quoteRequestColumns, quoteRequestStatusFilter, RowLink } from '@ham/ui';
import { agencyFilter } from '../../shared/agency-filter';
import { quoteRequestApi, quoteRequestRoutes } from './api';

/** 'Richieste preventivo' (/richieste, docs/product/agency-portal.md): newest first, paged, by status and agency. */
export function QuoteRequestList() {
  const { reference } = usePlatform();
  const shared = quoteRequestColumns<QuoteRequestListItem>(
    ({ guestType }) => reference.guestTypes.find((g) => g.id === guestType.id)?.name ?? guestType.name,
  );
  const columns: ListColumn<QuoteRequestListItem>[] = [
    shared.sent('Data richiesta'),
    { header: 'Cliente', cell: (r) => r.customer.fullName },
    shared.guests('Gruppo'),
    shared.period,
    shared.area,
    shared.status,
    shared.unread,
  ];
  return (
    <ListPage<QuoteRequestListItem>
      title="Richieste preventivo"
      api={quoteRequestApi}
      columns={columns}
      filters={[quoteRequestStatusFilter, agencyFilter()]}
      rowActions={(r) => <RowLink to={quoteRequestRoutes.view(r.id)}>Visualizza</RowLink>}
    />
  );
}
