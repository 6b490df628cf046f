import type { areaRoutes } from '@ham/contracts';
import { crudAddresses } from '@ham/platform';
import { crudResource } from '@ham/ui';

/**
 * 'Aree' (docs/product/geo-and-config.md#countries-areas-locations): /aree, /aree/nuova, /aree/modifica/:id; changes need manage_db.
 * docs/product/geo-and-config.md#countries-areas-locations: paged list, POST, GET/PUT/DELETE by id.
 * The first staff screen: its contracts by type only, so that it loads neither their schemas nor
 * zod (docs/PERFORMANCE.md, frontend-bytes).
 */
export const areas = crudResource({
  addresses: crudAddresses<typeof areaRoutes>('/geo/areas'),
  route: '/aree',
  history: 'area',
  names: { list: 'Aree', one: 'area', add: 'nuova' },
  permission: 'manage_db',
});
