import type { User, UserCreate, UserEdit, UserUpdate } from '@ham/contracts';
import { crudApi } from '@ham/platform';
import { defineResource } from '@ham/ui';

/** SPEC §7 Users: paged list, POST, GET/PUT `/users/:id/edit`, DELETE by id. */
export const userApi = crudApi<UserEdit, UserCreate | Omit<UserUpdate, 'version'>, User>({
  name: 'users',
  path: '/users',
  editSuffix: 'edit',
});

/** 'Utenti' (SPEC Users): /utenti, /utenti/nuovo, /utenti/modifica/:id; changes need manage_users. */
export const users = defineResource({
  api: userApi,
  route: '/utenti',
  add: 'nuovo',
  titles: { list: 'Utenti', add: 'Aggiungi utente', edit: 'Modifica utente' },
  permission: 'manage_users',
});
