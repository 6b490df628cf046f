/** Query-key namespace of locations, shared by the list and the edit form. */
export const locationsResource = 'locations';
/** API base of locations (SPEC §7 Geography): paged list, POST, GET/PUT/DELETE by id. */
export const locationsPath = '/geo/locations';

export const locationRoutes = {
  list: '/localita',
  add: '/localita/nuova',
  edit: (id: number | string) => `/localita/modifica/${id}`,
} as const;
