import { restaurantRoutes } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/**
 * 'Ristoranti' (docs/product/services.md#restaurants): /ristoranti, /ristoranti/nuovo, /ristoranti/modifica/:id.
 * docs/product/services.md: paged list, POST, GET/PUT/DELETE by id.
 */
export const restaurants = crudResource({
  routes: restaurantRoutes,
  route: '/ristoranti',
  history: 'restaurant',
  names: { list: 'Ristoranti', one: 'ristorante', add: 'nuovo' },
});
