import { allotmentRoutes } from '@ham/contracts';
import { reportApi } from '../../shared/report-api';

/** docs/product/allotment-and-holds.md#allotment-search: places per hotel, day by day (compact wire format, allotment-grid.ts). */
export const allotmentApi = reportApi({
  read: allotmentRoutes.search,
  xlsx: allotmentRoutes.searchXlsx,
  csv: allotmentRoutes.searchCsv,
});
