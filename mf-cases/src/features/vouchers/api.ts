import type { VoucherData, VoucherDataWrite } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { caseApi } from '../../shared/case-api';

/** `?docNum=`: the case the screen came from (a stay of another case answers 404). */
type VoucherCase = { docNum: number };

/** docs/product/documents.md#confirmation-invoice-and-voucher-prints: a stay's voucher (read, saved with its version) and its print. */
export const voucherApi = {
  endpoints: {
    read: endpoint.get<VoucherData, VoucherCase>('/docs/stays/:id/voucher/data'),
    update: endpoint.put<VoucherData, VoucherDataWrite>('/docs/stays/:id/voucher/data'),
    html: endpoint.get<string, VoucherCase>('/docs/stays/:id/voucher.html'),
    pdf: endpoint.get<Blob, VoucherCase>('/docs/stays/:id/voucher.pdf'),
  },
  voucher: (docNum: number, stayId: number) =>
    apiQuery([...caseApi.keys.detail(docNum), 'voucher', stayId], (api, signal) =>
      callEndpoint(api, voucherApi.endpoints.read, { params: { id: stayId }, query: { docNum }, signal }),
    ),
};
