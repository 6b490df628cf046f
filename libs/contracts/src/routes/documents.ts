import {
  confirmationQuery,
  fiscalNote,
  invoiceData,
  invoiceDataQuery,
  invoiceDataWrite,
  invoiceExportQuery,
  invoiceListItem,
  invoiceListQuery,
  noteWrite,
  sendDocumentWrite,
  sentDocuments,
  voucherCaseQuery,
  voucherData,
  voucherDataWrite,
} from '../documents';
import { docNumParam, idParam } from '../http';
import { paged } from '../paging';
import { defineRoute } from './define-route';

/** The documents of a case: prints (HTML, PDF), FatturaPA XML, their data, notes, 'Fatture', sending. */
export const documentRoutes = {
  confirmationHtml: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/confirmation.html',
    params: docNumParam,
    query: confirmationQuery,
  }),
  confirmationPdf: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/confirmation.pdf',
    params: docNumParam,
    query: confirmationQuery,
  }),
  invoiceHtml: defineRoute({ method: 'GET', path: '/docs/:docNum/invoice.html', params: docNumParam }),
  invoicePdf: defineRoute({ method: 'GET', path: '/docs/:docNum/invoice.pdf', params: docNumParam }),
  invoiceXml: defineRoute({ method: 'GET', path: '/docs/:docNum/invoice.xml', params: docNumParam }),
  voucherHtml: defineRoute({
    method: 'GET',
    path: '/docs/stays/:id/voucher.html',
    params: idParam,
    query: voucherCaseQuery,
  }),
  voucherPdf: defineRoute({
    method: 'GET',
    path: '/docs/stays/:id/voucher.pdf',
    params: idParam,
    query: voucherCaseQuery,
  }),
  invoiceData: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/invoice/data',
    params: docNumParam,
    query: invoiceDataQuery,
    response: invoiceData,
  }),
  saveInvoiceData: defineRoute({
    method: 'PUT',
    path: '/docs/:docNum/invoice/data',
    params: docNumParam,
    body: invoiceDataWrite,
    response: invoiceData,
  }),
  /** 201 for a new note, 200 for the same request sent again. */
  issueNote: defineRoute({
    method: 'POST',
    path: '/docs/:docNum/invoice/notes',
    params: docNumParam,
    body: noteWrite,
    response: fiscalNote,
    status: [200, 201],
  }),
  noteHtml: defineRoute({ method: 'GET', path: '/docs/notes/:id.html', params: idParam }),
  notePdf: defineRoute({ method: 'GET', path: '/docs/notes/:id.pdf', params: idParam }),
  noteXml: defineRoute({ method: 'GET', path: '/docs/notes/:id.xml', params: idParam }),
  voucherData: defineRoute({
    method: 'GET',
    path: '/docs/stays/:id/voucher/data',
    params: idParam,
    query: voucherCaseQuery,
    response: voucherData,
  }),
  saveVoucherData: defineRoute({
    method: 'PUT',
    path: '/docs/stays/:id/voucher/data',
    params: idParam,
    query: voucherCaseQuery,
    body: voucherDataWrite,
    response: voucherData,
  }),
  invoices: defineRoute({
    method: 'GET',
    path: '/docs/invoices',
    query: invoiceListQuery,
    response: paged(invoiceListItem),
  }),
  invoicesZip: defineRoute({ method: 'GET', path: '/docs/invoices/export.zip', query: invoiceExportQuery }),
  sent: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/sent',
    params: docNumParam,
    response: sentDocuments,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/docs/:docNum/send',
    params: docNumParam,
    body: sendDocumentWrite,
    response: sentDocuments,
    status: 201,
  }),
};
