import {
  configureZodLocale,
  type ManualQuoteRequestStatus,
  manualQuoteRequestStatuses,
  proposedCaseName,
  type QuoteRequest,
  type QuoteRequestCaseCreated,
  type QuoteRequestCaseWrite,
  type QuoteRequestStatus,
  quoteRequestCaseWrite,
  quoteRequestStatusLabels,
} from '@ham/contracts';
import { callEndpoint, useNotify, usePlatform } from '@ham/platform';
import {
  Button,
  DetailList,
  DialogFormActions,
  Form,
  formatDate,
  formatDateTime,
  formatEuro,
  Grid,
  Heading,
  hotelRows,
  LabeledField,
  Link,
  ModalDialog,
  QuoteRequestStatusBadge,
  RequestMessagesPanel,
  RoutedRecordView,
  SectionCard,
  SelectInput,
  Stack,
  Text,
  TextField,
  useSave,
  useZodForm,
} from '@ham/ui';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { RequestOffers } from '../offers/request-offers';
import { quoteRequestApi, quoteRequestRoutes } from './api';

configureZodLocale();

type Row = [string, ReactNode];

function InfoCard({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <SectionCard title={title}>
      <DetailList orientation="horizontal" gap="3" labelMinWidth="10rem" preLine rows={rows} />
    </SectionCard>
  );
}

/** 'Richiesta preventivo' (/richieste/:requestId, docs/product/agency-portal.md), its status and 'Crea pratica'. */
export function QuoteRequestView() {
  return (
    <RoutedRecordView
      param="requestId"
      detail={quoteRequestApi.detail}
      errorTitle="Impossibile caricare la richiesta"
    >
      {(r) => <RequestDetails request={r} />}
    </RoutedRecordView>
  );
}

function RequestDetails({ request: r }: { request: QuoteRequest }) {
  const { reference } = usePlatform();
  const guestType = reference.guestTypes.find((g) => g.id === r.guestType.id)?.name ?? r.guestType.name;
  const hotel = r.hotel;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Richiesta preventivo n. {r.id}
        </Heading>
        <Text color="fg.muted">Ricevuta il {formatDateTime(r.requestTime)}</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
        <Stack gap="5" minWidth="0">
          <InfoCard
            title="Richiesta"
            rows={[
              ['Cliente', r.customer.fullName],
              ['E-mail', r.customer.email],
              ['Partecipanti', `${r.guestCount} ${guestType}`],
              ['Periodo', `dal ${formatDate(r.begin)} al ${formatDate(r.end)}`],
              ['Area', r.area.name],
              ['Trattamento', r.serviceClassId.toUpperCase()],
            ]}
          />
          {hotel ? (
            <InfoCard
              title="Hotel scelto"
              rows={[
                ['Hotel', hotel.name],
                ...hotelRows(hotel, [
                  'category',
                  'position',
                  'city',
                  'country',
                  'phone',
                  'fax',
                  'email',
                  'website',
                ]),
                ['Costo stimato', r.quotedCost === null ? null : formatEuro(r.quotedCost)],
              ]}
            />
          ) : (
            <InfoCard
              title="Hotel scelto"
              rows={[['Hotel', 'Nessuno: richiesta una soluzione personalizzata']]}
            />
          )}
          <InfoCard title="Note aggiuntive" rows={[['Note', r.notes]]} />
          <RequestOffers request={r} />
          <RequestMessagesPanel side="staff" requestId={r.id} invalidates={[quoteRequestApi.keys.lists()]} />
        </Stack>
        <RequestActions request={r} />
      </Grid>
    </Stack>
  );
}

function RequestActions({ request: r }: { request: QuoteRequest }) {
  const params = { requestId: r.id };
  const setStatus = useSave<ManualQuoteRequestStatus, QuoteRequest>({
    send: (status, { api }) =>
      callEndpoint(api, quoteRequestApi.endpoints.setStatus, {
        params,
        body: { status, version: r.version },
      }),
    invalidates: [quoteRequestApi.keys.all],
    success: 'Stato aggiornato',
    failure: 'Operazione non riuscita',
  });
  const [naming, setNaming] = useState(false);
  const handleStatus = (status: ManualQuoteRequestStatus) => void setStatus.save(status);
  // The offer's statuses follow the offer (docs/product/offers.md#statuses): shown, not chosen.
  const choices: readonly QuoteRequestStatus[] = (
    manualQuoteRequestStatuses as readonly QuoteRequestStatus[]
  ).includes(r.status)
    ? manualQuoteRequestStatuses
    : [r.status, ...manualQuoteRequestStatuses];

  return (
    <SectionCard title="Azioni" bodyProps={{ gap: '4' }}>
      <Stack direction="row" align="center" gap="2">
        <Text fontSize="sm">Stato attuale:</Text>
        <QuoteRequestStatusBadge status={r.status} />
      </Stack>
      <LabeledField label="Cambia stato" disabled={setStatus.isPending}>
        <SelectInput
          value={r.status}
          onChange={(e) => handleStatus(e.target.value as ManualQuoteRequestStatus)}
          options={choices.map((s) => ({ value: s, label: quoteRequestStatusLabels[s] }))}
        />
      </LabeledField>
      {r.caseNumber === null ? (
        <>
          <Button onClick={() => setNaming(true)}>Crea pratica</Button>
          <CreateCaseDialog request={r} open={naming} onClose={() => setNaming(false)} />
        </>
      ) : (
        <Text>
          Pratica collegata:{' '}
          <Link asChild>
            <RouterLink to={caseRoutes.detail(r.caseNumber)}>n. {r.caseNumber}</RouterLink>
          </Link>
        </Text>
      )}
      <Button asChild variant="outline">
        <RouterLink to={quoteRequestRoutes.list}>Richieste preventivo</RouterLink>
      </Button>
    </SectionCard>
  );
}

/**
 * 'Crea pratica': the case's name, proposed from the request (agency, area, period) and
 * editable; the case gets the request's agency, group, period, notes and chosen hotel.
 */
function CreateCaseDialog({
  request: r,
  open,
  onClose,
}: {
  request: QuoteRequest;
  open: boolean;
  onClose(): void;
}) {
  return (
    <ModalDialog title="Crea pratica" open={open} onClose={onClose} closeButton>
      <CreateCaseForm request={r} onCancel={onClose} />
    </ModalDialog>
  );
}

function CreateCaseForm({ request: r, onCancel }: { request: QuoteRequest; onCancel(): void }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const form = useZodForm(quoteRequestCaseWrite, { defaultValues: { name: proposedCaseName(r) } });
  const lostHotel = (stayId: number | null) => r.hotel !== null && stayId === null;
  const { save, error, isPending } = useSave<QuoteRequestCaseWrite, QuoteRequestCaseCreated>({
    send: (body, { api }) =>
      callEndpoint(api, quoteRequestApi.endpoints.createCase, { params: { requestId: r.id }, body }),
    invalidates: [quoteRequestApi.keys.all, caseApi.keys.lists()],
    // Its own notice: a warning when the chosen hotel could not become a stay.
    success: false,
    form: { setError: form.setError, formFields: ['name'] },
    onSaved: ({ number, stayId }) => {
      notify({
        status: lostHotel(stayId) ? 'warning' : 'success',
        title: `Pratica ${number} creata`,
        description: lostHotel(stayId)
          ? `${r.hotel?.name} non ha più un listino attivo: aggiungere il pernottamento dalla pratica.`
          : undefined,
      });
      navigate(caseRoutes.detail(number));
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save(v)} aria-label="Dati della nuova pratica">
      <Stack gap="4">
        <Text>
          Una pratica per {r.customer.fullName} con i dati della richiesta
          {r.hotel ? ` e il pernottamento presso ${r.hotel.name}` : ''}
          {r.notes ? '; le note della richiesta diventano le note della pratica' : ''}.
        </Text>
        <TextField name="name" label="Nome della pratica" required />
        <DialogFormActions error={error} onCancel={onCancel} busy={isPending} submitLabel="Crea pratica" />
      </Stack>
    </Form>
  );
}
