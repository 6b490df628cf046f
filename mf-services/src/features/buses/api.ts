import type { Bus, BusListItem, BusWriteInput } from '@ham/contracts';
import { crudApi } from '@ham/platform';
import { defineResource } from '@ham/ui';

/** SPEC §7 Services: /services/buses. */
export const busApi = crudApi<Bus, BusWriteInput, BusListItem>({ name: 'buses', path: '/services/buses' });

/** 'Bus' (SPEC Bus services): /bus, /bus/nuovo, /bus/modifica/:id. */
export const buses = defineResource({
  api: busApi,
  route: '/bus',
  add: 'nuovo',
  titles: { list: 'Bus', add: 'Aggiungi servizio bus', edit: 'Modifica servizio bus' },
});
