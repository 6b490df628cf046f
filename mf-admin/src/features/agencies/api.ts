import { agencyRoutes } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Agenzie': /agenzie, /agenzie/nuova, /agenzie/modifica/:id; paged list, POST, GET/PUT/DELETE by id. */
export const agencies = crudResource({
  routes: agencyRoutes,
  route: '/agenzie',
  names: { list: 'Agenzie', one: 'agenzia', add: 'nuova' },
  permission: 'manage_db',
});
