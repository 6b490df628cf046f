import type { AllotmentReleasesResponse, ReleaseNoticeRequest, ReleaseNoticeResult } from '@ham/contracts';
import { endpoint } from '@ham/platform';
import { reportApi } from '../../shared/report-api';

/** 'Rilasci in scadenza' (docs/product/allotment-and-holds.md#release-dates): the nights released in the next days with places unsold. */
export const releasesApi = reportApi<AllotmentReleasesResponse>('/allotment/releases');

/** 'Invia comunicazione di rilascio' (docs/product/allotment-and-holds.md#release-notices). */
export const releaseNoticesApi = {
  send: endpoint.post<ReleaseNoticeResult, ReleaseNoticeRequest>('/allotment/releases/notices'),
};
