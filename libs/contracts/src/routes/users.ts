import { z } from 'zod';
import { idParam } from '../http';
import { paged, pageQuery } from '../paging';
import { user, userCreate, userEdit, userUpdate } from '../users';
import { defineRoute } from './define-route';

/**
 * 'Utenti' (docs/product/roles.md#users), `manage_users`: paged list, create (201), read and save at
 * `/users/:id/edit` (the form's path), delete at `/users/:id` (204).
 */
export const userRoutes = {
  list: defineRoute({ method: 'GET', path: '/users', query: pageQuery, response: paged(user) }),
  create: defineRoute({ method: 'POST', path: '/users', body: userCreate, response: userEdit, status: 201 }),
  detail: defineRoute({ method: 'GET', path: '/users/:id/edit', params: idParam, response: userEdit }),
  update: defineRoute({
    method: 'PUT',
    path: '/users/:id/edit',
    params: idParam,
    body: userUpdate,
    response: userEdit,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/users/:id',
    params: idParam,
    response: z.undefined(),
    status: 204,
  }),
};
