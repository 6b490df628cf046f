import { guideRoutes } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Guide': /guida, /guida/nuova, /guida/modifica/:id, over /services/guides. */
export const guides = crudResource({
  routes: guideRoutes,
  route: '/guida',
  names: { list: 'Guide', one: 'servizio guida', add: 'nuova' },
});
