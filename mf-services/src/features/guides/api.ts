import { createQueryKeys } from '@ham/ui';

export const guidesResource = 'guides';
/** SPEC §7 Services: /services/guides. */
export const guidesPath = '/services/guides';
export const guideKeys = createQueryKeys(guidesResource);

export const guideRoutes = {
  list: '/guida',
  add: '/guida/nuova',
  edit: (id: number | string) => `/guida/modifica/${id}`,
} as const;
