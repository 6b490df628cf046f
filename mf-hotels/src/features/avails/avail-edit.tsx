import { type AvailabilityBlock, availabilityBlockWrite, configureZodLocale, messages } from '@ham/contracts';
import { ApiError, usePlatform } from '@ham/platform';
import {
  applySaveError,
  Card,
  DateField,
  ErrorPanel,
  Form,
  FormFooter,
  Heading,
  NotFoundPage,
  NumberField,
  RadioGroupField,
  routeId,
  SimpleGrid,
  Stack,
  useSaveWithForce,
  useZodForm,
} from '@ham/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { availKeys, availsResource, hotelKeys, hotelRoutes } from '../../shared/hotel-routes';
import { ScreenFallback } from '../../shared/screen-fallback';
import { useHotelHead } from '../../shared/use-hotel-head';
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

export type AvailEditProps = Record<string, never>;

/** hotelAvailAdd / hotelAvailEdit: Dal, Al, guest type, places, release days (all required, ≥ 0). */
export function AvailEdit(_props: AvailEditProps) {
  const params = useParams();
  const hotelId = routeId(params.hotelId);
  const availId = routeId(params.availId);
  const { api } = usePlatform();
  const head = useHotelHead(hotelId);
  const block = useQuery({
    queryKey: [availsResource, 'detail', String(availId)],
    queryFn: ({ signal }) => api.get<AvailabilityBlock>(`/hotels/avails/${availId}`, undefined, { signal }),
    enabled: availId !== null,
    gcTime: 0,
  });
  if (hotelId === null || (params.availId !== undefined && availId === null)) return <NotFoundPage />;
  const title = availId ? 'Modifica disponibilità' : 'Aggiungi disponibilità';
  let body = null;
  if (availId !== null && block.isPending) body = <ScreenFallback />;
  else if (availId !== null && block.isError) {
    body =
      block.error instanceof ApiError && block.error.status === 404 ? (
        <ErrorPanel title={messages.notFound} />
      ) : (
        <ErrorPanel
          title="Impossibile caricare i dati"
          description={block.error.message}
          onRetry={() => void block.refetch()}
        />
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
  const { api, notify, reference } = usePlatform();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saveWithForce = useSaveWithForce();
  const form = useZodForm(availabilityBlockWrite, {
    defaultValues: (record ? toForm(record) : emptyBlock) as never,
  });
  const [saveError, setSaveError] = useState<string | null>(null);
  const upRoute = hotelRoutes.avails(hotelId);

  const handleSubmit = async (values: BlockValues) => {
    setSaveError(null);
    try {
      const saved = await saveWithForce(
        (force) =>
          record
            ? api.put(
                `/hotels/avails/${record.id}`,
                { ...values, version: record.version },
                force ? { force: true } : undefined,
              )
            : api.post(`/hotels/${hotelId}/avails`, values),
        notEnoughPlacesQuestion('Salva'),
      );
      if (!saved) return;
    } catch (err) {
      setSaveError(applySaveError(err, form.setError, { fieldsMessage: messages.validation }));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: availKeys.all });
    await queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) });
    notify({ status: 'success', title: 'Salvataggio completato' });
    navigate(upRoute);
  };

  return (
    <Form form={form} onSubmit={handleSubmit} aria-label={title}>
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <DateField name="begin" label="Dal" required />
              <DateField name="end" label="Al" required />
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
      <FormFooter error={saveError} onCancel={() => navigate(upRoute)} />
    </Form>
  );
}
