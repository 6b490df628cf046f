import { hotelMailRoutes as routes } from '@ham/contracts/hotel-mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import type { Exporter } from '../exports/send-export';
import { requestWork } from '../heavy-work/request-work';
import { routeOptions } from '../http/route-options';
import { hotelMailsOf, sendToHotel } from './hotel-mail-service';
import type { PdfRenderer } from './pdf-renderer';

const staff = routeOptions(['documents'], requireStaff);

/**
 * 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel), staff only: the case's stays with
 * their last sending, and the sending of a stay (its voucher, the rooming list as PDF and Excel);
 * the contracts of `hotelMailRoutes`.
 */
export const hotelMailRoutes: FastifyPluginAsyncZod<{
  db: Db;
  pdf: PdfRenderer;
  exporter: Exporter;
}> = async (app, { db, pdf, exporter }) => {
  app.route({ ...staff.route(routes.list), handler: (request) => hotelMailsOf(db, request.params.docNum) });
  app.route({
    ...staff.route(routes.send),
    handler: async (request, reply) => {
      const work = requestWork(request, reply);
      const sent = await sendToHotel(
        db,
        {
          pdf: (doc) => pdf.render(doc, work),
          xlsx: (rows, layout) => exporter.xlsxFile(work, rows, layout),
        },
        request.params.id,
        request.query.docNum,
        currentUser(request).accountId,
      );
      return reply.code(201).send(sent);
    },
  });
};
