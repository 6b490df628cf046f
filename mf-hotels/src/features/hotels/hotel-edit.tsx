import { ResourceEdit } from '@ham/ui';
import { hotelRoutes } from '../../shared/hotel-routes';
import { hotels } from './api';
import { HotelFields } from './hotel-fields';
import { hotelForm } from './hotel-form';

/** 'Aggiungi hotel' (/hotel/nuovo) and 'Modifica hotel' (/hotel/modifica/:id): a save opens the hotel. */
export function HotelEdit() {
  return (
    <ResourceEdit
      resource={hotels}
      form={hotelForm}
      upRoute={(id) => (id ? hotelRoutes.details(id) : hotelRoutes.list)}
      itemRoute={hotelRoutes.details}
    >
      <HotelFields />
    </ResourceEdit>
  );
}
