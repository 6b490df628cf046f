import { documentRoutes as routes } from '@ham/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { requestWork } from '../heavy-work/request-work';
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

  const printRoutes = [
    ['html', routes.confirmationHtml, routes.invoiceHtml, routes.voucherHtml, routes.noteHtml],
    ['pdf', routes.confirmationPdf, routes.invoicePdf, routes.voucherPdf, routes.notePdf],
  ] as const;
  for (const [format, confirmation, invoice, voucher, note] of printRoutes) {
    app.route({
      ...staff.route(confirmation),
      handler: async (request, reply) =>
        print(
          request,
          reply,
          format,
          await confirmationOf(db, request.params.docNum, request.query),
          `conferma-pratica-${request.params.docNum}`,
        ),
    });
    app.route({
      ...staff.route(invoice),
      handler: async (request, reply) =>
        print(
          request,
          reply,
          format,
          await invoiceOf(db, request.params.docNum),
          `fattura-pratica-${request.params.docNum}`,
        ),
    });
    app.route({
      ...staff.route(voucher),
      handler: async (request, reply) =>
        print(
          request,
          reply,
          format,
          await voucherOf(db, request.params.id, request.query.docNum),
          `voucher-${request.params.id}`,
        ),
    });
    // Credit and debit notes: issued from the case's invoice; printed by their own id.
    app.route({
      ...staff.route(note),
      handler: async (request, reply) =>
        print(request, reply, format, await noteOf(db, request.params.id), `nota-${request.params.id}`),
    });
  }

  app.route({
    ...staff.route(routes.invoiceXml),
    handler: async (request, reply) => {
      const { fileName, xml } = await invoiceXmlOf(db, request.params.docNum);
      return sendFile(reply, xml, 'application/xml; charset=utf-8', fileName, false);
    },
  });
  app.route({
    ...staff.route(routes.invoiceData),
    handler: (request) => getInvoiceData(db, request.params.docNum, request.query.date),
  });
  app.route({
    ...staff.route(routes.saveInvoiceData),
    handler: (request) =>
      saveInvoiceData(db, request.params.docNum, request.body, currentUser(request).accountId),
  });
  app.route({
    ...staff.route(routes.issueNote),
    handler: async (request, reply) => {
      const { note, created } = await issueNote(db, request.params.docNum, request.body);
      return reply.code(created ? 201 : 200).send(note);
    },
  });
  app.route({
    ...staff.route(routes.noteXml),
    handler: async (request, reply) => {
      const { fileName, xml } = await noteXmlOf(db, request.params.id);
      return sendFile(reply, xml, 'application/xml; charset=utf-8', fileName, false);
    },
  });
  app.route({
    ...staff.route(routes.voucherData),
    handler: (request) => getVoucherData(db, request.params.id, request.query.docNum),
  });
  app.route({
    ...staff.route(routes.saveVoucherData),
    handler: (request) => saveVoucherData(db, request.params.id, request.body, request.query.docNum),
  });

  app.route({ ...staff.route(routes.invoices), handler: (request) => invoiceList(db, request.query) });
  app.route({
    ...staff.route(routes.invoicesZip),
    handler: async (request, reply) => {
      const { fileName, zip } = await monthZip(db, request.query.year, request.query.month);
      return sendFile(reply, zip, 'application/zip', fileName, false);
    },
  });

  app.route({
    ...staff.route(routes.sent),
    handler: (request) => sentDocumentsList(db, request.params.docNum),
  });
  app.route({
    ...staff.route(routes.send),
    handler: async (request, reply) =>
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
  });
};
