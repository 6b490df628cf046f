import { configureZodLocale, type Restaurant } from '@ham/contracts';
import { useReference } from '@ham/platform';
import { ResourceEdit } from '@ham/ui';
import { restaurants } from './api';
import { RestaurantFields } from './restaurant-fields';
import { emptyRestaurant, restaurantForm, restaurantPayload, restaurantToForm } from './restaurant-form';

configureZodLocale();

/** 'Aggiungi ristorante' (/ristoranti/nuovo) and 'Modifica ristorante' (/ristoranti/modifica/:id). */
export function RestaurantEdit() {
  const { guestTypes } = useReference();
  return (
    <ResourceEdit
      resource={restaurants}
      schema={restaurantForm}
      defaultValues={emptyRestaurant(guestTypes)}
      toForm={(r: Restaurant) => restaurantToForm(r, guestTypes)}
      toPayload={restaurantPayload}
    >
      <RestaurantFields />
    </ResourceEdit>
  );
}
