import type { QuoteRequest } from '@ham/contracts';
import { offerStatusLabels } from '@ham/contracts/offers';
import { useEndpointUrl } from '@ham/platform';
import {
  Badge,
  Button,
  DetailList,
  formatDate,
  formatDateTime,
  formatEuro,
  HStack,
  Link,
  SectionCard,
  Stack,
  Text,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { offerApi, offerRoutes } from './api';

const closed = new Set(['accepted', 'rejected', 'done']);

/** The request's offers, newest first (docs/product/offers.md), with their PDF and the way to the draft. */
export function RequestOffers({ request: r }: { request: QuoteRequest }) {
  const query = useQuery(offerApi.list(r.id));
  const url = useEndpointUrl();
  const offers = query.data?.items ?? [];
  const hasDraft = offers.some((o) => o.status === 'draft');
  return (
    <SectionCard title="Offerte">
      <Stack gap="4">
        {offers.length === 0 && <Text color="fg.muted">Nessuna offerta.</Text>}
        {offers.map((o) => (
          <Stack key={o.id} gap="2" role="group" aria-label={`Offerta n. ${o.id}`}>
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="medium">Offerta n. {o.id}</Text>
              <Badge>{o.expired ? 'Scaduta' : offerStatusLabels[o.status]}</Badge>
              <Text fontSize="sm" color="fg.muted">
                valida fino al {formatDate(o.validUntil)}
                {o.sentAt ? `, inviata il ${formatDateTime(o.sentAt)}` : ''}
              </Text>
              <Link
                fontSize="sm"
                href={url(offerApi.endpoints.pdf, { params: { requestId: r.id, offerId: o.id } })}
                target="_blank"
                rel="noopener"
              >
                PDF
              </Link>
            </HStack>
            <DetailList
              orientation="horizontal"
              gap="1"
              labelMinWidth="10rem"
              rows={o.alternatives.map((a, i) => [
                `Alternativa ${i + 1}${o.acceptedAlternativeId === a.id ? ' (accettata)' : ''}`,
                `${a.hotel.name}, dal ${formatDate(a.begin)} al ${formatDate(a.end)}, ${a.guestCount} partecipanti, ${formatEuro(a.total)}`,
              ])}
            />
            {o.status === 'accepted' && (
              <Text fontSize="sm">
                Accettata per {o.finalGuestCount} partecipanti{o.agencyNote ? ` — nota: ${o.agencyNote}` : ''}
              </Text>
            )}
            {o.status === 'declined' && <Text fontSize="sm">Rifiutata: {o.declineReason}</Text>}
          </Stack>
        ))}
        {!closed.has(r.status) && (
          <Button asChild alignSelf="flex-start">
            <RouterLink to={offerRoutes.edit(r.id)}>
              {hasDraft ? 'Modifica bozza offerta' : offers.length ? 'Nuova offerta' : 'Prepara offerta'}
            </RouterLink>
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
