import { createQueryKeys } from '@ham/ui';

export const busesResource = 'buses';
/** SPEC §7 Services: /services/buses. */
export const busesPath = '/services/buses';
export const busKeys = createQueryKeys(busesResource);

export const busRoutes = {
  list: '/bus',
  add: '/bus/nuovo',
  edit: (id: number | string) => `/bus/modifica/${id}`,
} as const;
