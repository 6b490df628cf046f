import type { MyQuoteRequestListItem } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import {
  formatEuro,
  type ListColumn,
  ListPage,
  quoteRequestColumns,
  quoteRequestStatusFilter,
  RowLink,
} from '@ham/ui';
import { guestTypeName } from '../../shared/names';
import { agencyRoutes } from '../../shared/routes';
import { myRequestApi } from './api';

/** 'Le mie richieste' (/mie-richieste): the agency's own requests, newest first, with their status (filter 'Stato', kept in the address: `?status=`). */
export function MyRequestList() {
  const { reference } = usePlatform();
  const shared = quoteRequestColumns<MyQuoteRequestListItem>((r) => guestTypeName(reference, r.guestType.id));
  const columns: ListColumn<MyQuoteRequestListItem>[] = [
    shared.sent('Inviata il'),
    shared.guests('Partecipanti'),
    shared.period,
    shared.area,
    { header: 'Hotel', cell: (r) => r.hotel?.name ?? 'Soluzione personalizzata' },
    { header: 'Costo stimato', cell: (r) => formatEuro(r.quotedCost), textAlign: 'end' },
    shared.status,
    shared.unread,
  ];
  return (
    <ListPage<MyQuoteRequestListItem>
      title="Le mie richieste"
      api={myRequestApi}
      columns={columns}
      emptyText="Nessuna richiesta inviata"
      filters={[quoteRequestStatusFilter]}
      rowActions={(r) => <RowLink to={agencyRoutes.myRequest(r.id)}>Visualizza</RowLink>}
    />
  );
}
