import { busRoutes } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Bus': /bus, /bus/nuovo, /bus/modifica/:id, over /services/buses. */
export const buses = crudResource({
  routes: busRoutes,
  route: '/bus',
  names: { list: 'Bus', one: 'servizio bus', add: 'nuovo' },
});
