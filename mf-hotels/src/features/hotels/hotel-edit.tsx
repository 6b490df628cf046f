import { configureZodLocale } from '@ham/contracts';
import { ResourceEdit } from '@ham/ui';
import { hotelRoutes } from '../../shared/hotel-routes';
import { hotels } from './api';
import { HotelFields } from './hotel-fields';
import { emptyHotel, hotelForm, hotelPayload, hotelToForm } from './hotel-form';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

/** 'Aggiungi hotel' (/hotel/nuovo) and 'Modifica hotel' (/hotel/modifica/:id): a save opens the hotel. */
export function HotelEdit() {
  return (
    <ResourceEdit
      resource={hotels}
      schema={hotelForm}
      defaultValues={emptyHotel}
      toForm={hotelToForm}
      toPayload={hotelPayload}
      upRoute={(id) => (id ? hotelRoutes.details(id) : hotelRoutes.list)}
      itemRoute={hotelRoutes.details}
    >
      <HotelFields />
    </ResourceEdit>
  );
}
