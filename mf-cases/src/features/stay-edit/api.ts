import { caseRoutes, hotelRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, createQueryKeys, endpoint } from '@ham/platform';

const stayKeys = createQueryKeys('case-stays');

/** docs/product/cases.md: a stay of a case (a change may be forced: `?force=true`) and what its editor needs. */
export const stayApi = {
  endpoints: {
    hotelSearch: endpoint.fromRoute(hotelRoutes.search),
    auxdata: endpoint.fromRoute(caseRoutes.stayAuxData),
    edit: endpoint.fromRoute(caseRoutes.stayEdit),
    create: endpoint.fromRoute(caseRoutes.createStay),
    update: endpoint.fromRoute(caseRoutes.saveStay),
  },
  /** The stay as its editor reads it (prices of the price list, freebie rule…). */
  edit: (id: number) =>
    apiQuery(stayKeys.detail(id), (api, signal) =>
      callEndpoint(api, stayApi.endpoints.edit, { params: { id }, signal }),
    ),
};
