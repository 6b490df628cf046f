import { configureZodLocale, type Hotel } from '@ham/contracts';
import { EditPage, NotFoundPage, routeId } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { hotelRoutes, hotelsPath, hotelsResource } from '../../shared/hotel-routes';
import { HotelFields } from './hotel-fields';
import { emptyHotel, hotelForm, hotelPayload, hotelToForm } from './hotel-form';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

export type HotelEditProps = Record<string, never>;

/** 'Aggiungi hotel' (/hotel/nuovo) and 'Modifica hotel' (/hotel/modifica/:hotelId). */
export function HotelEdit(_props: HotelEditProps) {
  const { hotelId } = useParams();
  const id = routeId(hotelId);
  if (hotelId !== undefined && id === null) return <NotFoundPage />;
  return (
    <EditPage
      key={hotelId ?? 'new'}
      title={id ? 'Modifica hotel' : 'Aggiungi hotel'}
      resource={hotelsResource}
      basePath={hotelsPath}
      id={id ?? undefined}
      schema={hotelForm}
      defaultValues={emptyHotel}
      toForm={(h: Hotel) => hotelToForm(h)}
      toPayload={hotelPayload}
      upRoute={id ? hotelRoutes.details(id) : hotelRoutes.list}
      itemRoute={(savedId) => hotelRoutes.details(savedId)}
    >
      <HotelFields />
    </EditPage>
  );
}
