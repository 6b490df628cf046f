/** Query-key namespace of agencies, shared by the list and the edit form. */
export const agenciesResource = 'agencies';
/** API base of agencies (SPEC §7 Agencies): paged list, POST, GET/PUT/DELETE by id. */
export const agenciesPath = '/agencies';

export const agencyRoutes = {
  list: '/agenzie',
  add: '/agenzie/nuova',
  edit: (id: number | string) => `/agenzie/modifica/${id}`,
} as const;
