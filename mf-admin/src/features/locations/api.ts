import type { Location, LocationWrite } from '@ham/contracts';
import { crudApi } from '@ham/platform';
import { defineResource } from '@ham/ui';

/** SPEC §7 Geography: paged list, POST, GET/PUT/DELETE by id. */
export const locationApi = crudApi<Location, LocationWrite>({ name: 'locations', path: '/geo/locations' });

/** 'Località' (SPEC Locations): /localita, /localita/nuova, /localita/modifica/:id. */
export const locations = defineResource({
  api: locationApi,
  route: '/localita',
  add: 'nuova',
  titles: { list: 'Località', add: 'Aggiungi località', edit: 'Modifica località' },
  permission: 'manage_db',
});
