import { dashboardQuery, dashboardResponse, hotelPickupQuery, hotelPickupResponse } from '../dashboard';
import { defineRoute } from './define-route';

// Exported by the subpath `@ham/contracts/dashboard` only, with the schemas it carries (outside the
// index the first staff screen loads).

/** 'Cruscotto' (docs/product/dashboard.md): its figures and their download, staff only. */
export const dashboardRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/dashboard',
    query: dashboardQuery,
    response: dashboardResponse,
  }),
  /** One hotel's pick-up, for its card (its search alone, without the rest of the Cruscotto). */
  hotelPickup: defineRoute({
    method: 'GET',
    path: '/dashboard/pickup',
    query: hotelPickupQuery,
    response: hotelPickupResponse,
  }),
  xlsx: defineRoute({ method: 'GET', path: '/dashboard.xlsx', query: dashboardQuery }),
  csv: defineRoute({ method: 'GET', path: '/dashboard.csv', query: dashboardQuery }),
};
