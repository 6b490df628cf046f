import type { Restaurant, RestaurantListItem, RestaurantWriteInput } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/**
 * 'Ristoranti' (SPEC Restaurants): /ristoranti, /ristoranti/nuovo, /ristoranti/modifica/:id.
 * SPEC §7 Services: paged list, POST, GET/PUT/DELETE by id.
 */
export const restaurants = crudResource<Restaurant, RestaurantWriteInput, RestaurantListItem>({
  path: '/services/restaurants',
  route: '/ristoranti',
  history: 'restaurant',
  names: { list: 'Ristoranti', one: 'ristorante', add: 'nuovo' },
});
