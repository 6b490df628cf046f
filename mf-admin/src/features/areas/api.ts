import { createQueryKeys } from '@ham/ui';

/** Query-key namespace of areas, shared by the list and the edit form. */
export const areasResource = 'areas';
/** API base of areas (SPEC §7 Geography): paged list, POST, GET/PUT/DELETE by id. */
export const areasPath = '/geo/areas';
export const areaKeys = createQueryKeys(areasResource);

export const areaRoutes = {
  list: '/aree',
  add: '/aree/nuova',
  edit: (id: number | string) => `/aree/modifica/${id}`,
} as const;
