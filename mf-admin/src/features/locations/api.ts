import type { locationRoutes } from '@ham/contracts';
import { crudAddresses } from '@ham/platform';
import { crudResource } from '@ham/ui';

/**
 * 'Località' (docs/product/geo-and-config.md#countries-areas-locations): /localita, /localita/nuova, /localita/modifica/:id.
 * docs/product/geo-and-config.md#countries-areas-locations: paged list, POST, GET/PUT/DELETE by id.
 * Its contracts by type only: the admin's routes load it with the first staff screen (see areas/api.ts).
 */
export const locations = crudResource({
  addresses: crudAddresses<typeof locationRoutes>('/geo/locations'),
  route: '/localita',
  history: 'location',
  names: { list: 'Località', one: 'località', add: 'nuova' },
  permission: 'manage_db',
});
