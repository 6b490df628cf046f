import type { ExpiredOption } from '@ham/contracts';
import { crudApi } from '@ham/platform';

/** docs/product/allotment-and-holds.md#expired-options: the expired options (paged) and the delete of one (DELETE /allotment/options/:id). */
export const expiredOptionApi = crudApi<ExpiredOption, never>({
  name: 'expired-options',
  path: '/allotment/options',
  listPath: '/allotment/options/expired',
});
