import { documentRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { caseApi } from '../../../shared/case-api';

/** The case documents (docs/product/documents.md#confirmation-invoice-and-voucher-prints): the confirmation, the invoice, the notes, the sending. */
export const documentApi = {
  endpoints: {
    confirmationHtml: endpoint.fromRoute(documentRoutes.confirmationHtml),
    confirmationPdf: endpoint.fromRoute(documentRoutes.confirmationPdf),
    invoiceData: endpoint.fromRoute(documentRoutes.invoiceData),
    saveInvoiceData: endpoint.fromRoute(documentRoutes.saveInvoiceData),
    invoiceHtml: endpoint.fromRoute(documentRoutes.invoiceHtml),
    invoicePdf: endpoint.fromRoute(documentRoutes.invoicePdf),
    invoiceXml: endpoint.fromRoute(documentRoutes.invoiceXml),
    issueNote: endpoint.fromRoute(documentRoutes.issueNote),
    noteHtml: endpoint.fromRoute(documentRoutes.noteHtml),
    notePdf: endpoint.fromRoute(documentRoutes.notePdf),
    noteXml: endpoint.fromRoute(documentRoutes.noteXml),
    send: endpoint.fromRoute(documentRoutes.send),
  },
  /** The invoice's number, date, state and the case's sent documents. */
  invoiceKey: (docNum: number) => [...caseApi.keys.detail(docNum), 'invoice'] as const,
  invoiceData: (docNum: number) => ({
    ...apiQuery(documentApi.invoiceKey(docNum), (api, signal) =>
      callEndpoint(api, documentApi.endpoints.invoiceData, { params: { docNum }, signal }),
    ),
    // The case may have changed in another screen: the dialog always asks afresh.
    refetchOnMount: 'always' as const,
  }),
  /** The number proposed for a date of another year than today's (the numbering follows the date's year). */
  proposalOfYear: (docNum: number, date: string) =>
    apiQuery([...documentApi.invoiceKey(docNum), 'proposal', date.slice(0, 4)], (api, signal) =>
      callEndpoint(api, documentApi.endpoints.invoiceData, { params: { docNum }, query: { date }, signal }),
    ),
};
