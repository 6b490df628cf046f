import type { MyQuoteRequest } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import {
  Button,
  Card,
  DetailList,
  formatDate,
  formatDateTime,
  formatEuro,
  QuoteRequestStatusBadge,
  RequestMessagesPanel,
  RoutedRecordView,
} from '@ham/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AgencyPage } from '../../shared/agency-page';
import { guestTypeName, serviceClassLabel } from '../../shared/names';
import { agencyRoutes } from '../../shared/routes';
import { RequestOffer } from '../offers/request-offer';
import { myRequestApi } from './api';

/** One of the agency's requests (/mie-richieste/:requestId): what was asked and its status. */
export function MyRequestView() {
  return (
    <RoutedRecordView
      param="requestId"
      detail={myRequestApi.detail}
      errorTitle="Impossibile caricare la richiesta"
    >
      {(r) => <MyRequestDetails request={r} />}
    </RoutedRecordView>
  );
}

function MyRequestDetails({ request: r }: { request: MyQuoteRequest }) {
  const { reference } = usePlatform();
  const rows: [string, ReactNode][] = [
    ['Inviata il', formatDateTime(r.requestTime)],
    ['Stato', <QuoteRequestStatusBadge key="s" status={r.status} />],
    ['Partecipanti', `${r.guestCount} ${guestTypeName(reference, r.guestType.id)}`],
    ['Periodo', `dal ${formatDate(r.begin)} al ${formatDate(r.end)}`],
    ['Area', r.area.name],
    ['Trattamento', serviceClassLabel(reference, r.serviceClassId)],
    ['Hotel', r.hotel ? [r.hotel.name, r.hotel.city].filter(Boolean).join(', ') : 'Soluzione personalizzata'],
    ['Costo stimato', r.quotedCost === null ? '—' : formatEuro(r.quotedCost)],
    ['Note', r.notes ?? '—'],
  ];
  return (
    <AgencyPage title={`Richiesta n. ${r.id}`}>
      <Card.Root>
        <Card.Body gap="5">
          <DetailList orientation="horizontal" gap="3" preLine rows={rows} />
        </Card.Body>
      </Card.Root>
      <RequestOffer requestId={r.id} />
      <RequestMessagesPanel side="agency" requestId={r.id} invalidates={[myRequestApi.keys.lists()]} />
      <Button asChild variant="outline" alignSelf="flex-start">
        <RouterLink to={agencyRoutes.myRequests}>Le mie richieste</RouterLink>
      </Button>
    </AgencyPage>
  );
}
