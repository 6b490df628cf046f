import { allotmentRoutes } from '@ham/contracts';
import { endpoint } from '@ham/platform';
import { reportApi } from '../../shared/report-api';

/** 'Rilasci in scadenza' (docs/product/allotment-and-holds.md#release-dates): the nights released in the next days with places unsold. */
export const releasesApi = reportApi({
  read: allotmentRoutes.releases,
  xlsx: allotmentRoutes.releasesXlsx,
  csv: allotmentRoutes.releasesCsv,
});

/** 'Invia comunicazione di rilascio' (docs/product/allotment-and-holds.md#release-notices). */
export const releaseNoticesApi = {
  send: endpoint.fromRoute(allotmentRoutes.releaseNotices),
};
