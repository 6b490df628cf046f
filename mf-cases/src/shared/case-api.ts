import { caseRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, pagedListOf } from '@ham/platform';

const cases = pagedListOf('cases', caseRoutes.list, caseRoutes.remove);

/**
 * docs/product/cases.md: the case files, known by their number (`:docNum`). `detail(n)` is the
 * whole case (head, stays, items and the API's totals); `head(n)` the head as 'Modifica dati
 * pratica' edits it; a new case answers its number.
 */
export const caseApi = {
  ...cases,
  endpoints: {
    ...cases.endpoints,
    detail: endpoint.fromRoute(caseRoutes.detail),
    create: endpoint.fromRoute(caseRoutes.create),
    head: endpoint.fromRoute(caseRoutes.head),
    updateHead: endpoint.fromRoute(caseRoutes.saveHead),
    exists: endpoint.fromRoute(caseRoutes.exists),
  },
  detail: (docNum: number) =>
    apiQuery(cases.keys.detail(docNum), (api, signal) =>
      callEndpoint(api, caseApi.endpoints.detail, { params: { docNum }, signal }),
    ),
  head: (docNum: number) =>
    apiQuery([...cases.keys.detail(docNum), 'head'], (api, signal) =>
      callEndpoint(api, caseApi.endpoints.head, { params: { docNum }, signal }),
    ),
};
