/** Query-key namespace of staff users, shared by the list and the edit form. */
export const usersResource = 'users';
/** API base of users (SPEC §7 Users): paged list, POST, GET/PUT `/users/:id/edit`, DELETE. */
export const usersPath = '/users';

export const userRoutes = {
  list: '/utenti',
  add: '/utenti/nuovo',
  edit: (id: number | string) => `/utenti/modifica/${id}`,
} as const;
