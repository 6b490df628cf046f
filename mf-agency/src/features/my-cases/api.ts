import { agencyRoomingRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { roomingEndpoints } from '@ham/ui/rooming';

/**
 * 'Le mie pratiche' (docs/product/rooming-list.md#the-agency-fills-it-in): the agency's own
 * confirmed cases, and each one's rooming list through the portal's routes.
 */
export const myCasesApi = {
  endpoints: { cases: endpoint.fromRoute(agencyRoomingRoutes.cases) },
  rooming: roomingEndpoints(agencyRoomingRoutes),
  keys: {
    list: ['quotereq', 'cases'] as const,
    rooming: (docNum: number) => ['quotereq', 'cases', docNum, 'rooming'] as const,
  },
  list: () =>
    apiQuery(myCasesApi.keys.list, (api, signal) =>
      callEndpoint(api, myCasesApi.endpoints.cases, { signal }),
    ),
  roomingList: (docNum: number) =>
    apiQuery(myCasesApi.keys.rooming(docNum), (api, signal) =>
      callEndpoint(api, myCasesApi.rooming.read, { params: { docNum }, signal }),
    ),
};
