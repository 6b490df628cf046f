/** The routes of this remote (docs/product/screens.md#staff-routes). */
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
