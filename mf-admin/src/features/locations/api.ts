import { locationRoutes } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Località': /localita, /localita/nuova, /localita/modifica/:id; paged list, POST, GET/PUT/DELETE by id. */
export const locations = crudResource({
  routes: locationRoutes,
  route: '/localita',
  names: { list: 'Località', one: 'località', add: 'nuova' },
  permission: 'manage_db',
});
