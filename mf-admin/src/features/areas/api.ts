import { areaRoutes } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Aree': /aree, /aree/nuova, /aree/modifica/:id; changes need manage_db. Paged list, POST, GET/PUT/DELETE by id. */
export const areas = crudResource({
  routes: areaRoutes,
  route: '/aree',
  names: { list: 'Aree', one: 'area', add: 'nuova' },
  permission: 'manage_db',
});
