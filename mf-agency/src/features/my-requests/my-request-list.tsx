import { type MyQuoteRequest, quoteRequestStatusLabels, quoteRequestStatusPalette } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { Badge, Button, formatDate, formatDateTime, formatEuro, type ListColumn, ListPage } from '@ham/ui';
import { Link as RouterLink } from 'react-router-dom';
import { guestTypeName } from '../../shared/names';
import { agencyRoutes } from '../../shared/routes';
import { myRequestApi } from './api';

/** 'Le mie richieste' (/mie-richieste, beyond SPEC): the agency's own requests, newest first, with their status. */
export function MyRequestList() {
  const { reference } = usePlatform();
  const columns: ListColumn<MyQuoteRequest>[] = [
    { header: 'Inviata il', cell: (r) => formatDateTime(r.requestTime) },
    { header: 'Partecipanti', cell: (r) => `${r.guestCount} ${guestTypeName(reference, r.guestType.id)}` },
    { header: 'Periodo', cell: (r) => `${formatDate(r.begin)} - ${formatDate(r.end)}` },
    { header: 'Area', cell: (r) => r.area.name },
    { header: 'Hotel', cell: (r) => r.hotel?.name ?? 'Soluzione personalizzata' },
    { header: 'Costo stimato', cell: (r) => formatEuro(r.quotedCost), textAlign: 'end' },
    {
      header: 'Stato',
      cell: (r) => (
        <Badge colorPalette={quoteRequestStatusPalette[r.status]}>{quoteRequestStatusLabels[r.status]}</Badge>
      ),
    },
  ];
  return (
    <ListPage<MyQuoteRequest>
      title="Le mie richieste"
      api={myRequestApi}
      columns={columns}
      emptyText="Nessuna richiesta inviata"
      rowActions={(r) => (
        <Button asChild size="xs" variant="outline">
          <RouterLink to={agencyRoutes.myRequest(r.id)}>Visualizza</RouterLink>
        </Button>
      )}
    />
  );
}
