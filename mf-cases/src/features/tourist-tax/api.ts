import { touristTaxRoutes } from '@ham/contracts/tourist-tax';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { caseApi } from '../../shared/case-api';

/**
 * A case's imposta di soggiorno (docs/product/tourist-tax.md), under the case's query key: a
 * change to the case (a stay, the rooming list) refreshes it too.
 */
export const touristTaxApi = {
  endpoints: {
    read: endpoint.fromRoute(touristTaxRoutes.read),
    setIncluded: endpoint.fromRoute(touristTaxRoutes.setIncluded),
  },
  key: (docNum: number) => [...caseApi.keys.detail(docNum), 'tourist-tax'] as const,
  read: (docNum: number) =>
    apiQuery(touristTaxApi.key(docNum), (api, signal) =>
      callEndpoint(api, touristTaxApi.endpoints.read, { params: { docNum }, signal }),
    ),
};
