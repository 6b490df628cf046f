import { type AvailabilityBlock, availabilityBlockWrite, configureZodLocale, messages } from '@ham/contracts';
import { ApiError, callEndpoint, useReference } from '@ham/platform';
import {
  Card,
  DateField,
  ErrorPanel,
  Form,
  FormFooter,
  Heading,
  HistoryPanel,
  NotFoundPage,
  NumberField,
  QueryErrorPanel,
  RadioGroupField,
  routeId,
  ScreenFallback,
  SimpleGrid,
  Stack,
  useSave,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { hotelRoutes } from '../../shared/hotel-routes';
import { hotelQueries } from '../hotels/api';
import { availApi } from './api';
import { notEnoughPlacesQuestion } from './not-enough-places';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

type BlockValues = z.output<typeof availabilityBlockWrite>;
const emptyBlock = { begin: null, end: null, guestTypeId: '', places: null, expirationDays: null };
const toForm = (b: AvailabilityBlock) => ({
  begin: b.begin,
  end: b.end,
  guestTypeId: b.guestTypeId,
  places: b.places,
  expirationDays: b.expirationDays,
});

/** hotelAvailAdd / hotelAvailEdit: Dal, Al, guest type, places, release days (all required, ≥ 0). */
export function AvailEdit() {
  const params = useParams();
  const hotelId = routeId(params.hotelId);
  const availId = routeId(params.availId);
  const head = useQuery({ ...hotelQueries.head(hotelId ?? 0), enabled: hotelId !== null });
  const block = useQuery({ ...availApi.detail(availId ?? 0), enabled: availId !== null, gcTime: 0 });
  if (hotelId === null || (params.availId !== undefined && availId === null)) return <NotFoundPage />;
  const title = availId ? 'Modifica disponibilità' : 'Aggiungi disponibilità';
  let body = null;
  if (availId !== null && block.isPending) body = <ScreenFallback />;
  else if (availId !== null && block.isError) {
    body =
      block.error instanceof ApiError && block.error.status === 404 ? (
        <ErrorPanel title={messages.notFound} />
      ) : (
        <QueryErrorPanel title="Impossibile caricare i dati" query={block} />
      );
  } else {
    body = <AvailForm key={availId ?? 'new'} hotelId={hotelId} record={block.data} title={title} />;
  }
  return (
    <Stack gap="6" maxWidth="4xl">
      <Heading as="h1" size="2xl">
        {title}
        {head.data ? ` - ${head.data.name}` : ''}
      </Heading>
      {body}
      {availId !== null && block.isSuccess && <HistoryPanel target={{ kind: 'block', id: availId }} />}
    </Stack>
  );
}

function AvailForm({
  hotelId,
  record,
  title,
}: {
  hotelId: number;
  record: AvailabilityBlock | undefined;
  title: string;
}) {
  const reference = useReference();
  const navigate = useNavigate();
  const form = useZodForm(availabilityBlockWrite, {
    defaultValues: record ? toForm(record) : emptyBlock,
  });
  const upRoute = hotelRoutes.avails(hotelId);
  const { save, error } = useSave<BlockValues>({
    send: (values, { api, force }) =>
      record
        ? callEndpoint(api, availApi.endpoints.update, {
            params: { id: record.id },
            body: { ...values, version: record.version },
            query: force ? { force: true } : undefined,
          })
        : callEndpoint(api, availApi.endpoints.create, { params: { id: hotelId }, body: values }),
    force: notEnoughPlacesQuestion('Salva'),
    invalidates: availApi.changed(hotelId),
    form: { setError: form.setError, fieldsMessage: messages.validation },
    onSaved: () => navigate(upRoute),
  });

  return (
    <Form form={form} onSubmit={save} aria-label={title}>
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <DateField name="begin" label="Dal" required />
              <DateField name="end" label="Al" required after="begin" />
            </SimpleGrid>
            <RadioGroupField
              name="guestTypeId"
              label="Tipologia ospiti"
              required
              options={reference.guestTypes.map((g) => ({ value: g.id, label: g.name }))}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <NumberField name="places" label="Posti" required min={0} />
              <NumberField name="expirationDays" label="Giorni di rilascio" required min={0} />
            </SimpleGrid>
          </Stack>
        </Card.Body>
      </Card.Root>
      <FormFooter error={error} onCancel={() => navigate(upRoute)} />
    </Form>
  );
}
