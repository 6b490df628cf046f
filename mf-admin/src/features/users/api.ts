import type { User, UserCreate, UserEdit, UserUpdate } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/**
 * 'Utenti' (docs/product/roles.md#users): /utenti, /utenti/nuovo, /utenti/modifica/:id; changes need manage_users.
 * docs/product/roles.md#users: paged list, POST, GET/PUT `/users/:id/edit`, DELETE by id.
 */
export const users = crudResource<UserEdit, UserCreate | Omit<UserUpdate, 'version'>, User>({
  path: '/users',
  editSuffix: 'edit',
  route: '/utenti',
  history: 'user',
  names: { list: 'Utenti', one: 'utente', add: 'nuovo' },
  permission: 'manage_users',
});
