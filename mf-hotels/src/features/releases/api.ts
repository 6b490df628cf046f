import type { AllotmentReleasesResponse } from '@ham/contracts';
import { reportApi } from '../../shared/report-api';

/** 'Rilasci in scadenza' (issue 18): the nights released in the next days with places unsold. */
export const releasesApi = reportApi<AllotmentReleasesResponse>('/allotment/releases');
