import { configureZodLocale, type QuoteRequest } from '@ham/contracts';
import type { QuoteOffer } from '@ham/contracts/offers';
import { callEndpoint, usePlatform } from '@ham/platform';
import {
  Button,
  Card,
  CurrencyField,
  DateField,
  ErrorAlert,
  Form,
  formatEuro,
  Heading,
  HStack,
  NotFoundPage,
  NumberField,
  QueryErrorPanel,
  RowListField,
  routeId,
  SelectField,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  TextareaField,
  TextField,
  useSave,
  useUnsavedChangesGuard,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { quoteRequestApi, quoteRequestRoutes } from '../quote-requests/api';
import { offerApi } from './api';
import { newAlternative, type OfferFormValues, offerForm, offerToForm, offerToPayload } from './offer-form';

configureZodLocale();

/**
 * 'Offerta' (/richieste/:requestId/offerta, docs/product/offers.md#the-offer): the draft's
 * alternatives, its validity, option date and message; 'Salva bozza' prices each alternative on
 * the agency's price list, 'Invia all'agenzia' sends the saved draft.
 */
export function OfferEdit() {
  const requestId = routeId(useParams().requestId);
  if (requestId === null) return <NotFoundPage />;
  return <OfferEditOf requestId={requestId} />;
}

function OfferEditOf({ requestId }: { requestId: number }) {
  const request = useQuery(quoteRequestApi.detail(requestId));
  const offers = useQuery(offerApi.list(requestId));
  if (request.isError) return <QueryErrorPanel query={request} title="Impossibile caricare la richiesta" />;
  if (offers.isError) return <QueryErrorPanel query={offers} title="Impossibile caricare le offerte" />;
  if (!request.data || !offers.data) return <Spinner />;
  const draft = offers.data.items.find((o) => o.status === 'draft') ?? null;
  return (
    <OfferForm key={draft?.version ?? 0} request={request.data} offers={offers.data.items} draft={draft} />
  );
}

function OfferForm({
  request: r,
  offers,
  draft,
}: {
  request: QuoteRequest;
  offers: QuoteOffer[];
  draft: QuoteOffer | null;
}) {
  const { reference } = usePlatform();
  const navigate = useNavigate();
  const start = offerToForm(r, offers, reference);
  const form = useZodForm(offerForm, { defaultValues: start.values });
  const alternatives = useFieldArray({ control: form.control, name: 'alternatives' });
  const hotels = useQuery(offerApi.hotelsOfArea(r.area.id));
  const invalidates = [offerApi.keys.of(r.id), quoteRequestApi.keys.all];
  const saving = useSave<OfferFormValues, QuoteOffer>({
    send: (values, { api }) =>
      callEndpoint(api, offerApi.endpoints.save, {
        params: { requestId: r.id },
        body: { ...offerToPayload(values), version: start.version },
      }),
    invalidates,
    success: 'Bozza salvata',
    form: { setError: form.setError },
  });
  const sending = useSave<number, QuoteOffer>({
    send: (version, { api }) =>
      callEndpoint(api, offerApi.endpoints.send, { params: { requestId: r.id }, body: { version } }),
    confirmFirst: () => ({
      title: "Invia all'agenzia",
      message: `L'offerta sarà inviata a ${r.customer.email}, che potrà accettarla fino alla data di validità.`,
      confirmLabel: 'Invia',
    }),
    invalidates,
    success: "Offerta inviata all'agenzia",
    failure: 'Invio non riuscito',
    onSaved: () => navigate(quoteRequestRoutes.view(r.id)),
  });

  const guestType = reference.guestTypes.find((g) => g.id === r.guestType.id);
  const accomodations = [guestType?.baseAccomodationId, ...(guestType?.extraAccomodationIds ?? [])]
    .filter((id): id is string => Boolean(id))
    .map((id) => ({ value: id, label: reference.accomodationTypes.find((a) => a.id === id)?.name ?? id }));
  const hotelOptions = new Map<string, string>();
  for (const o of offers) for (const a of o.alternatives) hotelOptions.set(String(a.hotel.id), a.hotel.name);
  if (r.hotel) hotelOptions.set(String(r.hotel.id), r.hotel.name);
  for (const h of hotels.data?.items ?? []) hotelOptions.set(String(h.id), h.name);
  const hotelChoices = [...hotelOptions].map(([value, label]) => ({ value, label }));
  const boards = reference.serviceClasses.map((s) => ({
    value: s.id,
    label: `${s.abbr.toUpperCase()} - ${s.description}`,
  }));
  const dirty = form.formState.isDirty;
  useUnsavedChangesGuard(dirty);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Offerta per la richiesta n. {r.id}
      </Heading>
      <Text color="fg.muted">
        {r.customer.fullName}: {r.guestCount} {r.guestType.name}, {r.area.name}. Prezzi del listino
        dell'agenzia (ricarico incluso), per persona a notte; vuoto: dal listino. Totale vuoto: calcolato con
        le gratuità e gli importi inclusi.
      </Text>
      <Form form={form} onSubmit={(v) => saving.save(v)} aria-label="Offerta">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DateField name="validUntil" label="Valida fino al" required />
            <DateField
              name="optionUntil"
              label="Opzione fino al"
              helperText="Vuoto: i giorni di Configurazione dalla data di accettazione"
            />
          </SimpleGrid>
          <TextareaField name="message" label="Messaggio all'agenzia" />
          {alternatives.fields.map((field, index) => {
            const at = `alternatives.${index}`;
            const saved = draft?.alternatives[index];
            return (
              <Card.Root key={field.id} role="group" aria-label={`Alternativa ${index + 1}`}>
                <Card.Body gap="4">
                  <HStack justify="space-between">
                    <Heading as="h2" size="md">
                      Alternativa {index + 1}
                    </Heading>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      disabled={alternatives.fields.length === 1}
                      onClick={() => alternatives.remove(index)}
                    >
                      Rimuovi alternativa {index + 1}
                    </Button>
                  </HStack>
                  <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
                    <SelectField name={`${at}.hotelId`} label="Hotel" required options={hotelChoices} />
                    <DateField name={`${at}.begin`} label="Arrivo" required />
                    <DateField name={`${at}.end`} label="Partenza" required after={`${at}.begin`} />
                    <SelectField
                      name={`${at}.serviceClassId`}
                      label="Trattamento"
                      required
                      options={boards}
                    />
                  </SimpleGrid>
                  <RowListField
                    name={`${at}.rooms`}
                    label="Sistemazioni"
                    newRow={() => ({
                      accomodationId: accomodations[0]?.value ?? '',
                      guests: null,
                      unitPrice: null,
                    })}
                    renderRow={({ prefix }) => (
                      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" flex="1">
                        <SelectField
                          name={`${prefix}.accomodationId`}
                          label="Sistemazione"
                          required
                          options={accomodations}
                        />
                        <NumberField name={`${prefix}.guests`} label="Ospiti" required min={1} />
                        <CurrencyField name={`${prefix}.unitPrice`} label="Prezzo a persona a notte" />
                      </SimpleGrid>
                    )}
                  />
                  <RowListField
                    name={`${at}.included`}
                    label="Incluso (pasti, bus, guide, extra)"
                    newRow={() => ({ text: '', amount: null })}
                    emptyText="Nessuna voce inclusa"
                    renderRow={({ prefix }) => (
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" flex="1">
                        <TextField name={`${prefix}.text`} label="Voce" required />
                        <CurrencyField
                          name={`${prefix}.amount`}
                          label="Importo"
                          helperText="Vuoto: incluso"
                        />
                      </SimpleGrid>
                    )}
                  />
                  <CurrencyField
                    name={`${at}.total`}
                    label="Totale"
                    helperText="Vuoto: calcolato al salvataggio"
                  />
                  {saved && !dirty && (
                    <Text fontWeight="medium">
                      Totale {formatEuro(saved.total)} ({formatEuro(saved.pricePerPerson)} a persona,{' '}
                      {saved.guestCount} partecipanti
                      {saved.freeGuests ? `, ${saved.freeGuests} gratuità` : ''})
                    </Text>
                  )}
                </Card.Body>
              </Card.Root>
            );
          })}
          <Button
            variant="outline"
            alignSelf="flex-start"
            disabled={alternatives.fields.length >= 5}
            onClick={() => alternatives.append(newAlternative(r, reference))}
          >
            Aggiungi alternativa
          </Button>
          {saving.error && <ErrorAlert announce={false}>{saving.error}</ErrorAlert>}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={saving.isPending}>
              Salva bozza
            </Button>
            <Button
              colorPalette="green"
              disabled={!draft || dirty}
              loading={sending.isPending}
              onClick={() => draft && void sending.save(draft.version)}
            >
              Invia all'agenzia
            </Button>
            <Button variant="outline" onClick={() => navigate(quoteRequestRoutes.view(r.id))}>
              Torna alla richiesta
            </Button>
          </HStack>
        </Stack>
      </Form>
    </Stack>
  );
}
