import type { Restaurant, RestaurantListItem, RestaurantWriteInput } from '@ham/contracts';
import { crudApi } from '@ham/platform';
import { defineResource } from '@ham/ui';

/** SPEC §7 Services: paged list, POST, GET/PUT/DELETE by id. */
export const restaurantApi = crudApi<Restaurant, RestaurantWriteInput, RestaurantListItem>({
  name: 'restaurants',
  path: '/services/restaurants',
});

/** 'Ristoranti' (SPEC Restaurants): /ristoranti, /ristoranti/nuovo, /ristoranti/modifica/:id. */
export const restaurants = defineResource({
  api: restaurantApi,
  route: '/ristoranti',
  add: 'nuovo',
  titles: { list: 'Ristoranti', add: 'Aggiungi ristorante', edit: 'Modifica ristorante' },
});
