import type { Restaurant } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { EditPage, NotFoundPage, routeId } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { restaurantRoutes, restaurantsPath, restaurantsResource } from './api';
import { RestaurantFields } from './restaurant-fields';
import { emptyRestaurant, restaurantForm, restaurantPayload, restaurantToForm } from './restaurant-form';

export type RestaurantEditProps = Record<string, never>;

/** 'Aggiungi ristorante' (/ristoranti/nuovo) and 'Modifica ristorante' (/ristoranti/modifica/:restId). */
export function RestaurantEdit(_props: RestaurantEditProps) {
  const { restId } = useParams();
  const { guestTypes } = usePlatform().reference;
  if (restId !== undefined && routeId(restId) === null) return <NotFoundPage />;
  return (
    <EditPage
      key={restId ?? 'new'}
      title={restId ? 'Modifica ristorante' : 'Aggiungi ristorante'}
      resource={restaurantsResource}
      basePath={restaurantsPath}
      id={restId ? Number(restId) : undefined}
      schema={restaurantForm}
      defaultValues={emptyRestaurant(guestTypes)}
      toForm={(r: Restaurant) => restaurantToForm(r, guestTypes)}
      toPayload={restaurantPayload}
      upRoute={restaurantRoutes.list}
    >
      <RestaurantFields />
    </EditPage>
  );
}
