import { guideRoutes } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Guide' (docs/product/services.md#guide-services): /guida, /guida/nuova, /guida/modifica/:id; docs/product/services.md: /services/guides. */
export const guides = crudResource({
  routes: guideRoutes,
  route: '/guida',
  history: 'guide',
  names: { list: 'Guide', one: 'servizio guida', add: 'nuova' },
});
