import { type AvailabilityBlock, availabilityBlockWrite, configureZodLocale } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { DateField, EditPage, NotFoundPage, NumberField, RadioGroupField, SimpleGrid } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { availsResource, hotelRoutes, idParam } from '../../shared/hotel-routes';
import { useHotelHead } from '../../shared/use-hotel-head';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

const emptyBlock = { begin: null, end: null, guestTypeId: '', places: null, expirationDays: null } as never;
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
  const hotelId = idParam(params.hotelId);
  const availId = idParam(params.availId);
  const { guestTypes } = usePlatform().reference;
  const head = useHotelHead(hotelId);
  if (hotelId === null || (params.availId !== undefined && availId === null)) return <NotFoundPage />;
  const hotelName = head.data?.name ? ` - ${head.data.name}` : '';
  return (
    <EditPage
      key={params.availId ?? 'new'}
      title={`${availId ? 'Modifica disponibilità' : 'Aggiungi disponibilità'}${hotelName}`}
      resource={availsResource}
      basePath="/hotels/avails"
      createPath={`/hotels/${hotelId}/avails`}
      id={availId ?? undefined}
      schema={availabilityBlockWrite}
      defaultValues={emptyBlock}
      toForm={toForm}
      upRoute={hotelRoutes.avails(hotelId)}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <DateField name="begin" label="Dal" required />
        <DateField name="end" label="Al" required />
      </SimpleGrid>
      <RadioGroupField
        name="guestTypeId"
        label="Tipologia ospiti"
        required
        options={guestTypes.map((g) => ({ value: g.id, label: g.name }))}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <NumberField name="places" label="Posti" required min={0} />
        <NumberField name="expirationDays" label="Giorni di rilascio" required min={0} />
      </SimpleGrid>
    </EditPage>
  );
}
