import { sdiRoutes as routes, SDI_MAX_UPLOAD_BYTES, sdiMessages } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { AppError } from '../errors';
import { routeOptions } from '../http/route-options';
import { sdiHistory as historyOf, importUpload, markSent, sendByPec } from './sdi-service';

const staff = routeOptions(['sdi'], requireStaff);

const XML_TYPES = ['application/xml', 'text/xml'];
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];

/**
 * The SdI outcome of the fiscal documents (docs/product/sdi.md), staff only: the import of the
 * SdI's messages (one XML, named by `?fileName=`, or a ZIP of them, sent as the request body with
 * its own content type), a document's status and history, 'Segna come inviata'.
 */
export const sdiRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Only this plugin's routes take XML and ZIP bodies, read as bytes up to the upload limit.
  app.addContentTypeParser(
    [...XML_TYPES, ...ZIP_TYPES],
    { parseAs: 'buffer', bodyLimit: SDI_MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...staff.route(routes.importMessages),
    bodyLimit: SDI_MAX_UPLOAD_BYTES,
    handler: async (request) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      const kind = ZIP_TYPES.includes(type) ? 'zip' : XML_TYPES.includes(type) ? 'xml' : null;
      const body = Buffer.isBuffer(request.body) ? request.body : kind ? Buffer.alloc(0) : null;
      if (!kind || !body) throw new AppError(415, 'UnsupportedMediaType', sdiMessages.mediaType);
      return importUpload(db, body, kind, request.query.fileName, currentUser(request).accountId);
    },
  });

  app.route({ ...staff.route(routes.history), handler: (request) => historyOf(db, request.params.id) });
  app.route({ ...staff.route(routes.markSent), handler: (request) => markSent(db, request.params.id) });
  app.route({ ...staff.route(routes.sendPec), handler: (request) => sendByPec(db, request.params.id) });
};
