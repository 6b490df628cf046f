import { agencyOfferRoutes, type QuoteOffer, staffOfferRoutes } from '@ham/contracts/offers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAgencyId, currentUser, requireAgency, requireStaff } from '../auth/guard';
import type { AppConfig } from '../config';
import { readConfig } from '../config-groups/config-service';
import type { Db } from '../db/schema';
import type { PdfRenderer } from '../documents/pdf-renderer';
import { requestWork } from '../heavy-work/request-work';
import { routeOptions } from '../http/route-options';
import type { RequestRow } from '../quote-requests/requests-repository';
import { offerDocument } from './offer-document';
import {
  acceptOffer,
  declineOffer,
  getMyOffer,
  listOffers,
  offerForPdf,
  saveDraft,
  sendOffer,
} from './offers-service';

const staff = routeOptions(['quotereq'], requireStaff);
const agency = routeOptions(['quotereq'], requireAgency);

/**
 * The offers of a quote request (docs/product/offers.md): staff write and send them under
 * /docs/quotereqs, the agency reads and answers its own under /quotereq (another agency's request
 * is not found). The PDF is laid out in the PDF lanes.
 */
export const offersRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db; pdf: PdfRenderer }> = async (
  app,
  { config, db, pdf },
) => {
  const render = async (request: FastifyRequest, reply: FastifyReply, r: RequestRow, offer: QuoteOffer) =>
    pdf.render(offerDocument(await readConfig(db, 'company'), r, offer), requestWork(request, reply));
  const sendPdf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { request: r, offer }: Awaited<ReturnType<typeof offerForPdf>>,
  ) => {
    const bytes = await render(request, reply, r, offer);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="offerta-${r.id}-${offer.id}.pdf"`)
      .type('application/pdf')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };

  // ---- staff ----
  app.route({
    ...staff.route(staffOfferRoutes.list),
    handler: (request) => listOffers(db, request.params.requestId),
  });
  app.route({
    ...staff.route(staffOfferRoutes.save),
    handler: (request) =>
      saveDraft(db, request.params.requestId, request.body, currentUser(request).accountId),
  });
  app.route({
    ...staff.route(staffOfferRoutes.send),
    handler: (request, reply) =>
      sendOffer(db, request.params.requestId, request.body.version, config, (r, offer) =>
        render(request, reply, r, offer),
      ),
  });
  app.route({
    ...staff.route(staffOfferRoutes.pdf),
    handler: async (request, reply) =>
      sendPdf(request, reply, await offerForPdf(db, request.params.requestId, request.params.offerId)),
  });

  // ---- the agency: its own requests only ----
  app.route({
    ...agency.route(agencyOfferRoutes.offer),
    handler: (request) => getMyOffer(db, currentAgencyId(request), request.params.id),
  });
  app.route({
    ...agency.route(agencyOfferRoutes.pdf),
    handler: async (request, reply) =>
      sendPdf(request, reply, await offerForPdf(db, request.params.id, null, currentAgencyId(request))),
  });
  app.route({
    ...agency.route(agencyOfferRoutes.accept),
    handler: (request) =>
      acceptOffer(db, currentAgencyId(request), request.params.id, request.body, { config }),
  });
  app.route({
    ...agency.route(agencyOfferRoutes.decline),
    handler: (request) =>
      declineOffer(db, currentAgencyId(request), request.params.id, request.body, { config }),
  });
};
