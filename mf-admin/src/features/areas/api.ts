import type { Area, AreaWrite } from '@ham/contracts';
import { crudApi } from '@ham/platform';
import { defineResource } from '@ham/ui';

/** SPEC §7 Geography: paged list, POST, GET/PUT/DELETE by id. */
export const areaApi = crudApi<Area, AreaWrite>({ name: 'areas', path: '/geo/areas' });

/** 'Aree' (SPEC Areas): /aree, /aree/nuova, /aree/modifica/:id; changes need manage_db. */
export const areas = defineResource({
  api: areaApi,
  route: '/aree',
  add: 'nuova',
  titles: { list: 'Aree', add: 'Aggiungi area', edit: 'Modifica area' },
  permission: 'manage_db',
});
