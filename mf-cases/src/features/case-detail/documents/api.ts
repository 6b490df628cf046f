import type {
  ConfirmationQuery,
  FiscalNote,
  InvoiceData,
  InvoiceDataQuery,
  InvoiceDataWrite,
  NoteWrite,
  SendDocumentWrite,
  SentDocument,
} from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { caseApi } from '../../../shared/case-api';

/** The case documents (docs/product/documents.md#confirmation-invoice-and-voucher-prints): the confirmation, the invoice, the sending. */
export const documentApi = {
  endpoints: {
    confirmationHtml: endpoint.get<string, ConfirmationQuery>('/docs/:docNum/confirmation.html'),
    confirmationPdf: endpoint.get<Blob, ConfirmationQuery>('/docs/:docNum/confirmation.pdf'),
    invoiceData: endpoint.get<InvoiceData, InvoiceDataQuery>('/docs/:docNum/invoice/data'),
    saveInvoiceData: endpoint.put<InvoiceData, InvoiceDataWrite>('/docs/:docNum/invoice/data'),
    invoiceHtml: endpoint.get<string>('/docs/:docNum/invoice.html'),
    invoicePdf: endpoint.get<Blob>('/docs/:docNum/invoice.pdf'),
    invoiceXml: endpoint.get<string>('/docs/:docNum/invoice.xml'),
    issueNote: endpoint.post<FiscalNote, NoteWrite>('/docs/:docNum/invoice/notes'),
    noteHtml: endpoint.get<string>('/docs/notes/:id.html'),
    notePdf: endpoint.get<Blob>('/docs/notes/:id.pdf'),
    noteXml: endpoint.get<string>('/docs/notes/:id.xml'),
    send: endpoint.post<{ items: SentDocument[] }, SendDocumentWrite>('/docs/:docNum/send'),
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
