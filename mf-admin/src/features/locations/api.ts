import type { Location, LocationWrite } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/**
 * 'Località' (SPEC Locations): /localita, /localita/nuova, /localita/modifica/:id.
 * SPEC §7 Geography: paged list, POST, GET/PUT/DELETE by id.
 */
export const locations = crudResource<Location, LocationWrite>({
  path: '/geo/locations',
  route: '/localita',
  history: 'location',
  names: { list: 'Località', one: 'località', add: 'nuova' },
  permission: 'manage_db',
});
