import { createQueryKeys } from '@ham/ui';

/** Query-key namespaces shared by lists, details and edit forms. */
export const hotelsResource = 'hotels';
export const hotelsPath = '/hotels';
export const hotelKeys = createQueryKeys(hotelsResource);
export const offersResource = 'hotel-offers';
export const offerKeys = createQueryKeys(offersResource);
export const availsResource = 'hotel-avails';
export const availKeys = createQueryKeys(availsResource);
export const pricesResource = 'hotel-prices';

/** The routes of SPEC §2 of this remote. */
export const hotelRoutes = {
  list: '/hotel',
  add: '/hotel/nuovo',
  edit: (id: number | string) => `/hotel/modifica/${id}`,
  details: (id: number | string) => `/hotel/scheda/${id}`,
  offer: (id: number | string, gtype: string) => `/hotel/scheda/${id}/prezzi/${gtype}`,
  avails: (id: number | string) => `/hotel/scheda/${id}/disponibilita`,
  pricingAdd: (id: number | string, gtype: string, copyOf?: number) =>
    `/hotel/listino/${id}/prezzi/${gtype}/nuovo${copyOf ? `?copia=${copyOf}` : ''}`,
  pricingEdit: (id: number | string, gtype: string, pricingId: number | string) =>
    `/hotel/listino/${id}/prezzi/${gtype}/modifica/${pricingId}`,
  offerEdit: (id: number | string, gtype: string) => `/hotel/listino/${id}/configura/${gtype}`,
  availAdd: (id: number | string) => `/hotel/disponibilita/${id}/nuovo`,
  availEdit: (id: number | string, availId: number | string) =>
    `/hotel/disponibilita/${id}/modifica/${availId}`,
  search: '/disponibilita',
} as const;
