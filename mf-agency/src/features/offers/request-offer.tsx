import { configureZodLocale } from '@ham/contracts';
import {
  type OfferAlternative,
  offerAcceptWrite,
  offerDeclineWrite,
  type QuoteOffer,
} from '@ham/contracts/offers';
import { callEndpoint, useEndpointUrl } from '@ham/platform';
import {
  Badge,
  Button,
  Card,
  DetailList,
  DialogFormActions,
  Form,
  formatDate,
  formatEuro,
  Heading,
  HStack,
  Link,
  ModalDialog,
  NumberField,
  QueryErrorPanel,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  TextareaField,
  useSave,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { myRequestApi } from '../my-requests/api';
import { myOfferApi } from './api';

configureZodLocale();

const acceptForm = offerAcceptWrite.pick({ guestCount: true, note: true });
const declineForm = offerDeclineWrite.pick({ reason: true });

/**
 * The offer of one of the agency's requests (docs/product/offers.md#acceptance): its alternatives
 * side by side, the PDF, and while it is open 'Accetta' on each alternative and 'Rifiuta offerta'.
 */
export function RequestOffer({ requestId }: { requestId: number }) {
  const query = useQuery(myOfferApi.offer(requestId));
  const url = useEndpointUrl();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <QueryErrorPanel query={query} title="Impossibile caricare l'offerta" />;
  const offer = query.data.offer;
  if (!offer) return null;
  const open = offer.status === 'sent' && !offer.expired;
  return (
    <Stack gap="4" as="section" aria-label="Offerta">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          Offerta n. {offer.id}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <Link
            href={url(myOfferApi.endpoints.pdf, { params: { id: requestId } })}
            target="_blank"
            rel="noopener"
          >
            Scarica PDF
          </Link>
        </Button>
      </HStack>
      <Text>
        {offer.expired
          ? `Offerta scaduta il ${formatDate(offer.validUntil)}.`
          : `Valida fino al ${formatDate(offer.validUntil)}.`}
      </Text>
      {offer.message && <Text whiteSpace="pre-line">{offer.message}</Text>}
      {offer.status === 'declined' && <Text>Offerta rifiutata: {offer.declineReason}</Text>}
      <SimpleGrid columns={{ base: 1, md: Math.min(offer.alternatives.length, 3) }} gap="4">
        {offer.alternatives.map((a, i) => (
          <AlternativeCard
            key={a.id}
            offer={offer}
            alternative={a}
            index={i}
            open={open}
            requestId={requestId}
          />
        ))}
      </SimpleGrid>
      {open && <DeclineButton offer={offer} requestId={requestId} />}
    </Stack>
  );
}

function AlternativeCard({
  offer,
  alternative: a,
  index,
  open,
  requestId,
}: {
  offer: QuoteOffer;
  alternative: OfferAlternative;
  index: number;
  open: boolean;
  requestId: number;
}) {
  const [accepting, setAccepting] = useState(false);
  const accepted = offer.acceptedAlternativeId === a.id;
  return (
    <Card.Root role="group" aria-label={`Alternativa ${index + 1}`}>
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Heading as="h3" size="md">
            Alternativa {index + 1}
          </Heading>
          {accepted && <Badge colorPalette="teal">Accettata</Badge>}
        </HStack>
        <DetailList
          orientation="horizontal"
          gap="2"
          rows={[
            ['Hotel', [a.hotel.name, a.hotel.category, a.hotel.city].filter(Boolean).join(', ')],
            ['Periodo', `dal ${formatDate(a.begin)} al ${formatDate(a.end)} (${a.nights} notti)`],
            ['Trattamento', a.serviceClass.name],
            ...a.rooms.map((r): [string, string] => [
              r.accomodationName,
              `${r.guests} × ${formatEuro(r.unitPrice)} a notte`,
            ]),
            ...(a.freeGuests > 0 ? [['Gratuità', String(a.freeGuests)] as [string, string]] : []),
            ...a.included.map((inc): [string, string] => [
              inc.text,
              inc.amount === null ? 'incluso' : formatEuro(inc.amount),
            ]),
            ['A persona', formatEuro(a.pricePerPerson)],
            ['Totale', formatEuro(a.total)],
          ]}
        />
        {accepted && offer.finalGuestCount !== null && (
          <Text>
            Confermati {offer.finalGuestCount} partecipanti
            {offer.caseNumber !== null ? `: pratica n. ${offer.caseNumber}` : ''}.
          </Text>
        )}
        {open && (
          <>
            <Button onClick={() => setAccepting(true)}>Accetta alternativa {index + 1}</Button>
            <ModalDialog
              title={`Accetta alternativa ${index + 1}`}
              open={accepting}
              onClose={() => setAccepting(false)}
              closeButton
            >
              <AcceptForm
                offer={offer}
                alternative={a}
                requestId={requestId}
                onCancel={() => setAccepting(false)}
              />
            </ModalDialog>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const invalidates = [myOfferApi.keys.all, myRequestApi.keys.all];

function AcceptForm({
  offer,
  alternative: a,
  requestId,
  onCancel,
}: {
  offer: QuoteOffer;
  alternative: OfferAlternative;
  requestId: number;
  onCancel(): void;
}) {
  const form = useZodForm(acceptForm, { defaultValues: { guestCount: a.guestCount, note: '' } });
  const { save, error, isPending } = useSave({
    send: (values: { guestCount: number; note: string | null }, { api }) =>
      callEndpoint(api, myOfferApi.endpoints.accept, {
        params: { id: requestId },
        body: { offerId: offer.id, alternativeId: a.id, ...values },
      }),
    invalidates,
    success: 'Offerta accettata',
    form: { setError: form.setError, formFields: ['guestCount', 'note'] },
    onSaved: onCancel,
  });
  return (
    <Form form={form} onSubmit={(v) => save(v)} aria-label="Accettazione dell'offerta">
      <Stack gap="4">
        <Text>
          {a.hotel.name}, dal {formatDate(a.begin)} al {formatDate(a.end)}: i posti saranno opzionati a vostro
          nome.
        </Text>
        <NumberField name="guestCount" label="Partecipanti confermati" required min={1} />
        <TextareaField name="note" label="Nota per l'operatore" />
        <DialogFormActions
          error={error}
          onCancel={onCancel}
          busy={isPending}
          submitLabel="Conferma accettazione"
        />
      </Stack>
    </Form>
  );
}

function DeclineButton({ offer, requestId }: { offer: QuoteOffer; requestId: number }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(declineForm, { defaultValues: { reason: '' } });
  const { save, error, isPending } = useSave({
    send: (values: { reason: string }, { api }) =>
      callEndpoint(api, myOfferApi.endpoints.decline, {
        params: { id: requestId },
        body: { offerId: offer.id, ...values },
      }),
    invalidates,
    success: 'Offerta rifiutata',
    form: { setError: form.setError, formFields: ['reason'] },
    onSaved: () => setOpen(false),
  });
  return (
    <>
      <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setOpen(true)}>
        Rifiuta offerta
      </Button>
      <ModalDialog title="Rifiuta offerta" open={open} onClose={() => setOpen(false)} closeButton>
        <Form form={form} onSubmit={(v) => save(v)} aria-label="Rifiuto dell'offerta">
          <Stack gap="4">
            <TextareaField name="reason" label="Motivo" required />
            <DialogFormActions
              error={error}
              onCancel={() => setOpen(false)}
              busy={isPending}
              submitLabel="Rifiuta offerta"
              colorPalette="red"
            />
          </Stack>
        </Form>
      </ModalDialog>
    </>
  );
}
