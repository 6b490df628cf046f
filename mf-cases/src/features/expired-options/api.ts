import { allotmentRoutes } from '@ham/contracts';
import { pagedListOf } from '@ham/platform';

/** docs/product/allotment-and-holds.md#expired-options: the expired options (paged) and the delete of one (DELETE /allotment/options/:id). */
export const expiredOptionApi = pagedListOf(
  'expired-options',
  allotmentRoutes.expiredOptions,
  allotmentRoutes.removeOption,
);
