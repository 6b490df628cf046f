import type { CaseEdit, CaseFile, CaseListItem, CaseWriteInput } from '@ham/contracts';
import { apiQuery, callEndpoint, crudApi, endpoint } from '@ham/platform';

const cases = crudApi<CaseFile, CaseWriteInput, CaseListItem>({ name: 'cases', path: '/docs' });

/**
 * docs/product/cases.md: the case files, known by their number (`:id` below). `detail(n)` is the whole
 * case (head, stays, items and the API's totals); `head(n)` the head as 'Modifica dati pratica'
 * edits it; a new case answers its number.
 */
export const caseApi = {
  ...cases,
  endpoints: {
    ...cases.endpoints,
    create: endpoint.post<{ number: number }, CaseWriteInput>('/docs'),
    head: endpoint.get<CaseEdit>('/docs/:id/edit'),
    updateHead: endpoint.put<CaseEdit, CaseWriteInput & { version?: number }>('/docs/:id/edit'),
    exists: endpoint.get<{ exists: boolean }>('/docs/:id/exists'),
  },
  head: (docNum: number) =>
    apiQuery([...cases.keys.detail(docNum), 'head'], (api, signal) =>
      callEndpoint(api, caseApi.endpoints.head, { params: { id: docNum }, signal }),
    ),
};
