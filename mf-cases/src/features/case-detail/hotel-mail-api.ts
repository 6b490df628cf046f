import { hotelMailRoutes } from '@ham/contracts/hotel-mail';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { caseApi } from '../../shared/case-api';

/** 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel): the case's stays with their last sending. */
export const hotelMailApi = {
  endpoints: {
    list: endpoint.fromRoute(hotelMailRoutes.list),
    send: endpoint.fromRoute(hotelMailRoutes.send),
  },
  key: (docNum: number) => [...caseApi.keys.detail(docNum), 'hotel-mails'] as const,
  list: (docNum: number) =>
    apiQuery(hotelMailApi.key(docNum), (api, signal) =>
      callEndpoint(api, hotelMailApi.endpoints.list, { params: { docNum }, signal }),
    ),
};
