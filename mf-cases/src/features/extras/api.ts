import { caseRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { caseApi } from '../../shared/case-api';

/** docs/product/cases.md: the extras of a case, read and replaced as one list (with its version). */
export const extrasApi = {
  endpoints: {
    read: endpoint.fromRoute(caseRoutes.extras),
    update: endpoint.fromRoute(caseRoutes.saveExtras),
  },
  extras: (docNum: number) =>
    apiQuery([...caseApi.keys.detail(docNum), 'extras'], (api, signal) =>
      callEndpoint(api, extrasApi.endpoints.read, { params: { docNum }, signal }),
    ),
};
