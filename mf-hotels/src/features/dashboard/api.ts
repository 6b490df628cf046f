import type { HotelRef } from '@ham/contracts';
import type { DashboardResponse } from '@ham/contracts/dashboard';
import { endpoint } from '@ham/platform';
import { reportApi } from '../../shared/report-api';

/**
 * 'Cruscotto' (docs/product/dashboard.md): the figures of a period (GET /dashboard, with its .xlsx
 * and .csv) and the hotel picker of its filters.
 */
export const dashboardApi = reportApi<DashboardResponse>('/dashboard');

export const dashboardEndpoints = {
  hotelSearch: endpoint.get<{ items: HotelRef[] }>('/hotels/search'),
};
