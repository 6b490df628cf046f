import { createQueryKeys } from '@ham/ui';

/** Query-key namespace of restaurants, shared by the list and the edit form. */
export const restaurantsResource = 'restaurants';
/** SPEC §7 Services: paged list, POST, GET/PUT/DELETE by id. */
export const restaurantsPath = '/services/restaurants';
export const restaurantKeys = createQueryKeys(restaurantsResource);

export const restaurantRoutes = {
  list: '/ristoranti',
  add: '/ristoranti/nuovo',
  edit: (id: number | string) => `/ristoranti/modifica/${id}`,
} as const;
