import type { Agency, AgencyListItem, AgencyWriteInput } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/**
 * 'Agenzie' (SPEC Agencies): /agenzie, /agenzie/nuova, /agenzie/modifica/:id; SPEC §7 Agencies:
 * paged list, POST, GET/PUT/DELETE by id.
 */
export const agencies = crudResource<Agency, AgencyWriteInput, AgencyListItem>({
  path: '/agencies',
  route: '/agenzie',
  history: 'agency',
  names: { list: 'Agenzie', one: 'agenzia', add: 'nuova' },
  permission: 'manage_db',
});
