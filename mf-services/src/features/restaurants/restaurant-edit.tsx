import { useReference } from '@ham/platform';
import { ResourceEdit } from '@ham/ui';
import { restaurants } from './api';
import { RestaurantFields } from './restaurant-fields';
import { restaurantFormSpec } from './restaurant-form';

/** 'Aggiungi ristorante' (/ristoranti/nuovo) and 'Modifica ristorante' (/ristoranti/modifica/:id). */
export function RestaurantEdit() {
  const { guestTypes } = useReference();
  return (
    <ResourceEdit resource={restaurants} form={restaurantFormSpec(guestTypes)}>
      <RestaurantFields />
    </ResourceEdit>
  );
}
