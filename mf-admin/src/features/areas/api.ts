import type { Area, AreaWrite } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/**
 * 'Aree' (SPEC Areas): /aree, /aree/nuova, /aree/modifica/:id; changes need manage_db.
 * SPEC §7 Geography: paged list, POST, GET/PUT/DELETE by id.
 */
export const areas = crudResource<Area, AreaWrite>({
  path: '/geo/areas',
  route: '/aree',
  history: 'area',
  names: { list: 'Aree', one: 'area', add: 'nuova' },
  permission: 'manage_db',
});
