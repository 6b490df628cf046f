import { marginRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, type QueryParams } from '@ham/platform';
import { caseApi } from '../../shared/case-api';

/**
 * The margin of a case (staff only) and the 'Margini' report with its download. The case's
 * margin lives under the case's query key: a change to the case refreshes it too.
 */
export const marginsApi = {
  endpoints: {
    caseMargin: endpoint.fromRoute(marginRoutes.caseMargin),
    report: endpoint.fromRoute(marginRoutes.report),
    /** A link (the browser downloads it), with `format` xlsx or csv. */
    export: endpoint.fromRoute(marginRoutes.export),
  },
  caseMargin: (docNum: number) =>
    apiQuery([...caseApi.keys.detail(docNum), 'margin'], (api, signal) =>
      callEndpoint(api, marginsApi.endpoints.caseMargin, { params: { docNum }, signal }),
    ),
  report: (query: QueryParams) =>
    apiQuery(['margins', query], (api, signal) =>
      callEndpoint(api, marginsApi.endpoints.report, { query, signal }),
    ),
};
