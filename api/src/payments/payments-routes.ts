import {
  installmentKindLabels,
  installmentStateLabels,
  paymentRoutes as routes,
  type Statement,
  todayInRome,
} from '@ham/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAgencyId, currentUser, requireAgency, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import type { PdfRenderer } from '../documents/pdf-renderer';
import { type ExportRow, exportDay } from '../exports/cells';
import { type Exporter, exportFormats } from '../exports/send-export';
import type { XlsxLayout } from '../exports/xlsx';
import { requestWork } from '../heavy-work/request-work';
import { routeOptions } from '../http/route-options';
import { sendSerializedOnce } from '../http/serialized-once';
import { receivablesInPages } from './payments-repository';
import {
  getCasePayments,
  getReceivables,
  recordPayment,
  savePaymentPlan,
  toReceivable,
} from './payments-service';
import { getStatement, statementDocument, statementExportRows, statementLayout } from './statement-service';

const staff = routeOptions(['payments'], requireStaff);
const agency = routeOptions(['quotereq'], requireAgency);

const receivablesLayout: XlsxLayout = {
  sheet: 'Incassi',
  headerRows: 1,
  frozenColumns: 1,
  widths: [12, 10, 36, 12, 32, 10, 14, 14, 14, 14],
};

async function* receivableRows(
  db: Db,
  q: Parameters<typeof receivablesInPages>[1],
): AsyncGenerator<ExportRow> {
  const today = todayInRome();
  yield [
    'Scadenza',
    'Pratica',
    'Nome pratica',
    'Arrivo',
    'Agenzia',
    'Rata',
    'Importo',
    'Incassato',
    'Da incassare',
    'Stato',
  ];
  for await (const page of receivablesInPages(db, q, today)) {
    for (const row of page) {
      const r = toReceivable(row, today);
      yield [
        exportDay(r.due),
        r.caseNumber,
        r.caseName,
        exportDay(r.arrival),
        r.agency.name,
        installmentKindLabels[r.kind],
        r.amount / 100,
        r.paid / 100,
        r.outstanding / 100,
        installmentStateLabels[r.state],
      ];
    }
  }
}

/**
 * Incassi: a case's payment plan and payments (staff), the 'Incassi' list across cases with
 * its Excel/CSV export, the agency's statement for staff (screen, PDF, Excel) and for the
 * agency's own front-office user under /quotereq (scoped to the session's agency: there is no
 * agency parameter to change).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db; pdf: PdfRenderer; exporter: Exporter }> = async (
  app,
  { db, pdf, exporter },
) => {
  app.route({
    ...staff.route(routes.casePayments),
    handler: (request) => getCasePayments(db, request.params.docNum),
  });

  app.route({
    ...staff.route(routes.savePlan),
    handler: (request) => savePaymentPlan(db, request.params.docNum, request.body),
  });

  app.route({
    ...staff.route(routes.record),
    handler: async (request, reply) => {
      const { created, payments } = await recordPayment(db, request.params.docNum, request.body, {
        force: request.query.force,
        accountId: currentUser(request).accountId,
      });
      return reply.code(created ? 201 : 200).send(payments);
    },
  });

  app.route({ ...staff.route(routes.receivables), handler: (request) => getReceivables(db, request.query) });

  const receivableExports = { xlsx: routes.receivablesXlsx, csv: routes.receivablesCsv } as const;
  for (const format of exportFormats) {
    const compress = format === 'xlsx' ? { compress: false as const } : {};
    app.route({
      ...staff.route(receivableExports[format]),
      ...compress,
      handler: async (request, reply) => {
        const { p: _p, ipp: _ipp, ...q } = request.query;
        return exporter.send(
          request,
          reply,
          format,
          `incassi-${todayInRome()}`,
          receivableRows(db, q),
          receivablesLayout,
        );
      },
    });
  }

  const sendPdf = async (request: FastifyRequest, reply: FastifyReply, s: Statement) => {
    const bytes = await pdf.render(await statementDocument(db, s), requestWork(request, reply));
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="estratto-conto-${s.from}-${s.to}.pdf"`)
      .type('application/pdf')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };

  const sendXlsx = (request: FastifyRequest, reply: FastifyReply, s: Statement) =>
    exporter.send(
      request,
      reply,
      'xlsx',
      `estratto-conto-${s.from}-${s.to}`,
      statementExportRows(s),
      statementLayout,
    );

  // ---- staff: any agency's statement ----
  // A year's statement is thousands of lines: serialized once, as is (the response schema's
  // validation of 7,000 lines cost more than the queries); the schema stays for the OpenAPI.
  app.route({
    ...staff.route(routes.statement),
    handler: async (request, reply) =>
      sendSerializedOnce(reply, await getStatement(db, request.params.id, request.query)),
  });
  app.route({
    ...staff.route(routes.statementPdf),
    handler: async (request, reply) =>
      sendPdf(request, reply, await getStatement(db, request.params.id, request.query)),
  });
  app.route({
    ...staff.route(routes.statementXlsx),
    compress: false,
    handler: async (request, reply) =>
      sendXlsx(request, reply, await getStatement(db, request.params.id, request.query)),
  });

  // ---- the agency portal: its own statement only ----
  app.route({
    ...agency.route(routes.ownStatement),
    handler: async (request, reply) =>
      sendSerializedOnce(reply, await getStatement(db, currentAgencyId(request), request.query)),
  });
  app.route({
    ...agency.route(routes.ownStatementPdf),
    handler: async (request, reply) =>
      sendPdf(request, reply, await getStatement(db, currentAgencyId(request), request.query)),
  });
  app.route({
    ...agency.route(routes.ownStatementXlsx),
    compress: false,
    handler: async (request, reply) =>
      sendXlsx(request, reply, await getStatement(db, currentAgencyId(request), request.query)),
  });
};
