import { roomingRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint } from '@ham/platform';
import { roomingEndpoints } from '@ham/ui/rooming';
import { caseApi } from '../../shared/case-api';

/** docs/product/rooming-list.md: a case's rooming list, read and saved whole with its version. */
export const roomingApi = {
  endpoints: roomingEndpoints(roomingRoutes),
  keys: { list: (docNum: number) => [...caseApi.keys.detail(docNum), 'rooming'] as const },
  list: (docNum: number) =>
    apiQuery(roomingApi.keys.list(docNum), (api, signal) =>
      callEndpoint(api, roomingApi.endpoints.read, { params: { docNum }, signal }),
    ),
};
