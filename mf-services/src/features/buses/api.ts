import { busRoutes } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Bus' (docs/product/services.md#bus-services): /bus, /bus/nuovo, /bus/modifica/:id; docs/product/services.md: /services/buses. */
export const buses = crudResource({
  routes: busRoutes,
  route: '/bus',
  history: 'bus',
  names: { list: 'Bus', one: 'servizio bus', add: 'nuovo' },
});
