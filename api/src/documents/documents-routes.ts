import {
  confirmationQuery,
  docNumParam,
  fiscalNote,
  idParam,
  invoiceData,
  invoiceDataQuery,
  invoiceDataWrite,
  invoiceExportQuery,
  invoiceListItem,
  invoiceListQuery,
  noteWrite,
  paged,
  sendDocumentWrite,
  sentDocuments,
  voucherCaseQuery,
  voucherData,
  voucherDataWrite,
} from '@ham/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { requestWork } from '../heavy-work/request-work';
import { readSaveRoutes } from '../http/read-save-routes';
import { routeOptions } from '../http/route-options';
import type { PrintedDocument } from './document-model';
import {
  confirmationOf,
  getInvoiceData,
  getVoucherData,
  invoiceList,
  invoiceOf,
  invoiceXmlOf,
  issueNote,
  monthZip,
  noteOf,
  noteXmlOf,
  saveInvoiceData,
  saveVoucherData,
  voucherOf,
} from './documents-service';
import type { PdfRenderer } from './pdf-renderer';
import { renderHtml } from './render-html';
import { sendDocument, sentDocumentsList } from './send-service';

const staff = routeOptions(['documents'], requireStaff);
const formats = ['html', 'pdf'] as const;

/** A file answer: never cached (personal data), inline for HTML/PDF, a download otherwise. */
function sendFile(
  reply: FastifyReply,
  body: string | Uint8Array,
  type: string,
  fileName: string,
  inline: boolean,
) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${fileName}"`)
    .type(type)
    .send(typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}

/**
 * docs/product/documents.md#confirmation-invoice-and-voucher-prints: confirmation, invoice data and prints (HTML, PDF,
 * FatturaPA XML), voucher data and prints; besides, the invoices list ('Fatture') with the
 * month's ZIP and 'Invia all'agenzia'. Staff only (agency users 403). An unknown format
 * suffix matches no route: 404.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{ db: Db; pdf: PdfRenderer }> = async (app, opts) => {
  const { db, pdf } = opts;

  const print = async (
    request: FastifyRequest,
    reply: FastifyReply,
    format: 'html' | 'pdf',
    doc: PrintedDocument,
    base: string,
  ) =>
    format === 'html'
      ? sendFile(reply, renderHtml(doc), 'text/html; charset=utf-8', `${base}.html`, true)
      : sendFile(
          reply,
          await pdf.render(doc, requestWork(request, reply)),
          'application/pdf',
          `${base}.pdf`,
          true,
        );

  for (const format of formats) {
    app.get(
      `/docs/:docNum/confirmation.${format}`,
      staff({ params: docNumParam, querystring: confirmationQuery }, {}),
      async (request, reply) =>
        print(
          request,
          reply,
          format,
          await confirmationOf(db, request.params.docNum, request.query),
          `conferma-pratica-${request.params.docNum}`,
        ),
    );
    app.get(`/docs/:docNum/invoice.${format}`, staff({ params: docNumParam }, {}), async (request, reply) =>
      print(
        request,
        reply,
        format,
        await invoiceOf(db, request.params.docNum),
        `fattura-pratica-${request.params.docNum}`,
      ),
    );
    app.get(
      `/docs/stays/:id/voucher.${format}`,
      staff({ params: idParam, querystring: voucherCaseQuery }, {}),
      async (request, reply) =>
        print(
          request,
          reply,
          format,
          await voucherOf(db, request.params.id, request.query.docNum),
          `voucher-${request.params.id}`,
        ),
    );
  }

  app.get('/docs/:docNum/invoice.xml', staff({ params: docNumParam }, {}), async (request, reply) => {
    const { fileName, xml } = await invoiceXmlOf(db, request.params.docNum);
    return sendFile(reply, xml, 'application/xml; charset=utf-8', fileName, false);
  });
  app.get(
    '/docs/:docNum/invoice/data',
    staff({ params: docNumParam, querystring: invoiceDataQuery }, { 200: invoiceData }),
    (request) => getInvoiceData(db, request.params.docNum, request.query.date),
  );
  app.put(
    '/docs/:docNum/invoice/data',
    staff({ params: docNumParam, body: invoiceDataWrite }, { 200: invoiceData }),
    (request) => saveInvoiceData(db, request.params.docNum, request.body, currentUser(request).accountId),
  );

  // Credit and debit notes: issued from the case's invoice; printed by their own id.
  app.post(
    '/docs/:docNum/invoice/notes',
    staff({ params: docNumParam, body: noteWrite }, { 200: fiscalNote, 201: fiscalNote }),
    async (request, reply) => {
      const { note, created } = await issueNote(db, request.params.docNum, request.body);
      return reply.code(created ? 201 : 200).send(note);
    },
  );
  for (const format of formats) {
    app.get(`/docs/notes/:id.${format}`, staff({ params: idParam }, {}), async (request, reply) =>
      print(request, reply, format, await noteOf(db, request.params.id), `nota-${request.params.id}`),
    );
  }
  app.get('/docs/notes/:id.xml', staff({ params: idParam }, {}), async (request, reply) => {
    const { fileName, xml } = await noteXmlOf(db, request.params.id);
    return sendFile(reply, xml, 'application/xml; charset=utf-8', fileName, false);
  });
  readSaveRoutes(app, staff, '/docs/stays/:id/voucher/data', {
    params: idParam,
    querystring: voucherCaseQuery,
    body: voucherDataWrite,
    item: voucherData,
    read: ({ id }, { docNum }) => getVoucherData(db, id, docNum),
    save: ({ id }, body, { docNum }) => saveVoucherData(db, id, body, docNum),
  });

  app.get(
    '/docs/invoices',
    staff({ querystring: invoiceListQuery }, { 200: paged(invoiceListItem) }),
    (request) => invoiceList(db, request.query),
  );
  app.get(
    '/docs/invoices/export.zip',
    staff({ querystring: invoiceExportQuery }, {}),
    async (request, reply) => {
      const { fileName, zip } = await monthZip(db, request.query.year, request.query.month);
      return sendFile(reply, zip, 'application/zip', fileName, false);
    },
  );

  app.get('/docs/:docNum/sent', staff({ params: docNumParam }, { 200: sentDocuments }), (request) =>
    sentDocumentsList(db, request.params.docNum),
  );
  app.post(
    '/docs/:docNum/send',
    staff({ params: docNumParam, body: sendDocumentWrite }, { 201: sentDocuments }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendDocument(
            db,
            (doc) => pdf.render(doc, requestWork(request, reply)),
            request.params.docNum,
            request.body,
            currentUser(request).accountId,
          ),
        ),
  );
};
