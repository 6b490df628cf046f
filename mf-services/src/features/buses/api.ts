import type { Bus, BusListItem, BusWriteInput } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Bus' (SPEC Bus services): /bus, /bus/nuovo, /bus/modifica/:id; SPEC §7 Services: /services/buses. */
export const buses = crudResource<Bus, BusWriteInput, BusListItem>({
  path: '/services/buses',
  route: '/bus',
  history: 'bus',
  names: { list: 'Bus', one: 'servizio bus', add: 'nuovo' },
});
