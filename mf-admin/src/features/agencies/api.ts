import type { Agency, AgencyListItem, AgencyWriteInput } from '@ham/contracts';
import { crudApi } from '@ham/platform';
import { defineResource } from '@ham/ui';

/** SPEC §7 Agencies: paged list, POST, GET/PUT/DELETE by id. */
export const agencyApi = crudApi<Agency, AgencyWriteInput, AgencyListItem>({
  name: 'agencies',
  path: '/agencies',
});

/** 'Agenzie' (SPEC Agencies): /agenzie, /agenzie/nuova, /agenzie/modifica/:id. */
export const agencies = defineResource({
  api: agencyApi,
  route: '/agenzie',
  add: 'nuova',
  titles: { list: 'Agenzie', add: 'Aggiungi agenzia', edit: 'Modifica agenzia' },
  permission: 'manage_db',
});
