import {
  type QuoteRequestListItem,
  quoteRequestStatuses,
  quoteRequestStatusLabels,
  quoteRequestStatusPalette,
} from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { Badge, Button, formatDate, formatDateTime, type ListColumn, ListPage } from '@ham/ui';
import { Link as RouterLink } from 'react-router-dom';
import { quoteRequestApi, quoteRequestRoutes } from './api';

/** 'Richieste preventivo' (/richieste, SPEC 'Quote request list'): newest first, paged, by status. */
export function QuoteRequestList() {
  const { reference } = usePlatform();
  const guestTypeName = (id: string, name: string) =>
    reference.guestTypes.find((g) => g.id === id)?.name ?? name;
  const columns: ListColumn<QuoteRequestListItem>[] = [
    { header: 'Data richiesta', cell: (r) => formatDateTime(r.requestTime) },
    { header: 'Cliente', cell: (r) => r.customer.fullName },
    { header: 'Gruppo', cell: (r) => `${r.guestCount} ${guestTypeName(r.guestType.id, r.guestType.name)}` },
    { header: 'Periodo', cell: (r) => `${formatDate(r.begin)} - ${formatDate(r.end)}` },
    { header: 'Area', cell: (r) => r.area.name },
    {
      header: 'Stato',
      cell: (r) => (
        <Badge colorPalette={quoteRequestStatusPalette[r.status]}>{quoteRequestStatusLabels[r.status]}</Badge>
      ),
    },
  ];
  return (
    <ListPage<QuoteRequestListItem>
      title="Richieste preventivo"
      api={quoteRequestApi}
      columns={columns}
      filters={[
        {
          type: 'select',
          name: 'status',
          label: 'Stato',
          options: quoteRequestStatuses.map((s) => ({ value: s, label: quoteRequestStatusLabels[s] })),
        },
      ]}
      rowActions={(r) => (
        <Button asChild size="xs" variant="outline">
          <RouterLink to={quoteRequestRoutes.view(r.id)}>Visualizza</RouterLink>
        </Button>
      )}
    />
  );
}
