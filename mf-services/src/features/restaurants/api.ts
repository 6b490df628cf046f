import { restaurantRoutes } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Ristoranti': /ristoranti, /ristoranti/nuovo, /ristoranti/modifica/:id; paged list, POST, GET/PUT/DELETE by id. */
export const restaurants = crudResource({
  routes: restaurantRoutes,
  route: '/ristoranti',
  names: { list: 'Ristoranti', one: 'ristorante', add: 'nuovo' },
});
