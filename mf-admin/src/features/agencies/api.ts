import type { Agency, AgencyListItem, AgencyWriteInput } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/**
 * 'Agenzie' (docs/product/agencies.md): /agenzie, /agenzie/nuova, /agenzie/modifica/:id; /agencies:
 * paged list, POST, GET/PUT/DELETE by id.
 */
export const agencies = crudResource<Agency, AgencyWriteInput, AgencyListItem>({
  path: '/agencies',
  route: '/agenzie',
  history: 'agency',
  names: { list: 'Agenzie', one: 'agenzia', add: 'nuova' },
  permission: 'manage_db',
});
