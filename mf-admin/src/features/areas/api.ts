import type { Area, AreaWrite } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/**
 * 'Aree' (docs/product/geo-and-config.md#countries-areas-locations): /aree, /aree/nuova, /aree/modifica/:id; changes need manage_db.
 * docs/product/geo-and-config.md#countries-areas-locations: paged list, POST, GET/PUT/DELETE by id.
 */
export const areas = crudResource<Area, AreaWrite>({
  path: '/geo/areas',
  route: '/aree',
  history: 'area',
  names: { list: 'Aree', one: 'area', add: 'nuova' },
  permission: 'manage_db',
});
