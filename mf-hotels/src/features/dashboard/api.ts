import { hotelRoutes } from '@ham/contracts';
import { dashboardRoutes } from '@ham/contracts/dashboard';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { reportApi } from '../../shared/report-api';

/**
 * 'Cruscotto' (docs/product/dashboard.md): the figures of a period (GET /dashboard, with its .xlsx
 * and .csv) and the hotel picker of its filters.
 */
export const dashboardApi = reportApi({
  read: dashboardRoutes.read,
  xlsx: dashboardRoutes.xlsx,
  csv: dashboardRoutes.csv,
});

export const dashboardEndpoints = {
  hotelSearch: endpoint.fromRoute(hotelRoutes.search),
  hotelPickup: endpoint.fromRoute(dashboardRoutes.hotelPickup),
};

/** One hotel's pick-up for its card (GET /dashboard/pickup): the next 90 days. */
export const hotelPickupQuery = (hotel: number) =>
  apiQuery(['dashboard', 'pickup', hotel], (api, signal) =>
    callEndpoint(api, dashboardEndpoints.hotelPickup, { query: { hotel }, signal }),
  );
