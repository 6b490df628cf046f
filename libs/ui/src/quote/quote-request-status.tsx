import { Badge, VisuallyHidden } from '@chakra-ui/react';
import {
  type QuoteRequestStatus,
  quoteRequestStatuses,
  quoteRequestStatusLabels,
  quoteRequestStatusPalette,
} from '@ham/contracts';
import type { ListFilterConfig } from '../crud/list-filters';
import type { ListColumn } from '../crud/list-table';
import { formatDate, formatDateTime } from '../format/format';

/** A quote request's status as a coloured badge ('Nuova', 'In lavorazione'…). */
export function QuoteRequestStatusBadge({ status }: { status: QuoteRequestStatus }) {
  return <Badge colorPalette={quoteRequestStatusPalette[status]}>{quoteRequestStatusLabels[status]}</Badge>;
}

type QuoteRequestRow = {
  requestTime: string;
  guestCount: number;
  begin: string;
  end: string;
  area: { name: string };
  status: QuoteRequestStatus;
  unreadMessages?: number;
};

/**
 * The columns both lists of quote requests show (the staff's and the agency's own): when it was
 * sent, the group (`guestTypeName` names its guest type), period, area, status.
 */
export function quoteRequestColumns<T extends QuoteRequestRow>(guestTypeName: (row: T) => string) {
  const column = (header: string, cell: ListColumn<T>['cell']): ListColumn<T> => ({ header, cell });
  return {
    sent: (header: string) => column(header, (r) => formatDateTime(r.requestTime)),
    guests: (header: string) => column(header, (r) => `${r.guestCount} ${guestTypeName(r)}`),
    period: column('Periodo', (r) => `${formatDate(r.begin)} - ${formatDate(r.end)}`),
    area: column('Area', (r) => r.area.name),
    status: column('Stato', (r) => <QuoteRequestStatusBadge status={r.status} />),
    /** The other side's messages not read yet (docs/product/agency-portal.md#messages). */
    unread: column('Messaggi', (r) => <UnreadBadge count={r.unreadMessages ?? 0} />),
  };
}

/** The count of unread messages, read aloud as 'N messaggi non letti'; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" borderRadius="full" data-unread={count}>
      {count}
      <VisuallyHidden>{count === 1 ? ' messaggio non letto' : ' messaggi non letti'}</VisuallyHidden>
    </Badge>
  );
}

/** The 'Stato' filter of both lists of quote requests (`?status=` in the address): every status. */
export const quoteRequestStatusFilter: ListFilterConfig = {
  type: 'select',
  name: 'status',
  label: 'Stato',
  options: quoteRequestStatuses.map((s) => ({ value: s, label: quoteRequestStatusLabels[s] })),
};
