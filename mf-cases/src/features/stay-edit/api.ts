import type { HotelRef, StayAuxData, StayEdit, StayWriteInput } from '@ham/contracts';
import { apiQuery, callEndpoint, createQueryKeys, endpoint } from '@ham/platform';

const stayKeys = createQueryKeys('case-stays');

/** docs/product/cases.md: a stay of a case (a change may be forced: `?force=true`) and what its editor needs. */
export const stayApi = {
  endpoints: {
    hotelSearch: endpoint.get<{ items: HotelRef[] }>('/hotels/search'),
    auxdata: endpoint.get<StayAuxData, { hotel: number; begin: string; end: string }>(
      '/docs/:docNum/stays/auxdata',
    ),
    edit: endpoint.get<StayEdit>('/docs/stays/:id/edit'),
    create: endpoint.post<unknown, StayWriteInput>('/docs/:docNum/stays'),
    update: endpoint.put<unknown, StayWriteInput & { version?: number }>('/docs/stays/:id'),
  },
  /** The stay as its editor reads it (prices of the price list, freebie rule…). */
  edit: (id: number) =>
    apiQuery(stayKeys.detail(id), (api, signal) =>
      callEndpoint(api, stayApi.endpoints.edit, { params: { id }, signal }),
    ),
};
