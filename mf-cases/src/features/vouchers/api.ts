import { documentRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { caseApi } from '../../shared/case-api';

/**
 * docs/product/documents.md#confirmation-invoice-and-voucher-prints: a stay's voucher (read, saved
 * with its version) and its print; `?docNum=` is the case the screen came from.
 */
export const voucherApi = {
  endpoints: {
    read: endpoint.fromRoute(documentRoutes.voucherData),
    update: endpoint.fromRoute(documentRoutes.saveVoucherData),
    html: endpoint.fromRoute(documentRoutes.voucherHtml),
    pdf: endpoint.fromRoute(documentRoutes.voucherPdf),
  },
  voucher: (docNum: number, stayId: number) =>
    apiQuery([...caseApi.keys.detail(docNum), 'voucher', stayId], (api, signal) =>
      callEndpoint(api, voucherApi.endpoints.read, { params: { id: stayId }, query: { docNum }, signal }),
    ),
};
