import type { AllotmentSearchResponse } from '@ham/contracts';
import { reportApi } from '../../shared/report-api';

/** SPEC §7 Allotment search: places per hotel, day by day (compact wire format, allotment-grid.ts). */
export const allotmentApi = reportApi<AllotmentSearchResponse>('/allotment/search');
