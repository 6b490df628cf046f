import { type CaseFile, type CaseListItem, type CaseWriteInput, caseRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, crudApi, endpoint } from '@ham/platform';

const cases = crudApi<CaseFile, CaseWriteInput, CaseListItem>({ name: 'cases', path: '/docs' });

/**
 * docs/product/cases.md: the case files, known by their number (`:docNum`). `detail(n)` is the
 * whole case (head, stays, items and the API's totals); `head(n)` the head as 'Modifica dati
 * pratica' edits it; a new case answers its number.
 */
export const caseApi = {
  ...cases,
  endpoints: {
    ...cases.endpoints,
    list: endpoint.fromRoute(caseRoutes.list),
    detail: endpoint.fromRoute(caseRoutes.detail),
    remove: endpoint.fromRoute(caseRoutes.remove),
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
