import type { userRoutes } from '@ham/contracts';
import type { CrudAddresses } from '@ham/platform';
import { crudResource } from '@ham/ui';

/**
 * The users' routes (docs/product/roles.md#users), by type only (the first staff screen): a user is
 * read and saved at `/users/:id/edit`, deleted at `/users/:id`. A path that is not its route's fails
 * the typecheck.
 */
const addresses: CrudAddresses<typeof userRoutes> = {
  list: { method: 'GET', path: '/users' },
  create: { method: 'POST', path: '/users' },
  detail: { method: 'GET', path: '/users/:id/edit' },
  update: { method: 'PUT', path: '/users/:id/edit' },
  remove: { method: 'DELETE', path: '/users/:id' },
};

/** 'Utenti' (docs/product/roles.md#users): /utenti, /utenti/nuovo, /utenti/modifica/:id; changes need manage_users. */
export const users = crudResource({
  addresses,
  route: '/utenti',
  history: 'user',
  names: { list: 'Utenti', one: 'utente', add: 'nuovo' },
  permission: 'manage_users',
});
