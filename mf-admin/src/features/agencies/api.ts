import type { agencyRoutes } from '@ham/contracts';
import { crudAddresses } from '@ham/platform';
import { crudResource } from '@ham/ui';

/**
 * 'Agenzie' (docs/product/agencies.md): /agenzie, /agenzie/nuova, /agenzie/modifica/:id; /agencies:
 * paged list, POST, GET/PUT/DELETE by id. Its contracts by type only: the admin's routes load it with
 * the first staff screen (see areas/api.ts).
 */
export const agencies = crudResource({
  addresses: crudAddresses<typeof agencyRoutes>('/agencies'),
  route: '/agenzie',
  history: 'agency',
  names: { list: 'Agenzie', one: 'agenzia', add: 'nuova' },
  permission: 'manage_db',
});
