import type { Location, LocationWrite } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/**
 * 'Località' (docs/product/geo-and-config.md#countries-areas-locations): /localita, /localita/nuova, /localita/modifica/:id.
 * docs/product/geo-and-config.md#countries-areas-locations: paged list, POST, GET/PUT/DELETE by id.
 */
export const locations = crudResource<Location, LocationWrite>({
  path: '/geo/locations',
  route: '/localita',
  history: 'location',
  names: { list: 'Località', one: 'località', add: 'nuova' },
  permission: 'manage_db',
});
