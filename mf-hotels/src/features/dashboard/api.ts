import { hotelRoutes } from '@ham/contracts';
import { dashboardRoutes } from '@ham/contracts/dashboard';
import { endpoint } from '@ham/platform';
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
};
