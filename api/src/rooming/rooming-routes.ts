import { ROOMING_MAX_UPLOAD_BYTES, roomingMessages, roomingRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { AppError } from '../errors';
import type { Exporter } from '../exports/send-export';
import { routeOptions } from '../http/route-options';
import { roomingLayout, roomingRows } from './rooming-export';
import { getRoomingList, importRoomingFile, saveRoomingList } from './rooming-service';

const staff = routeOptions(['rooming'], requireStaff);

/** What an import may be sent as: the file's own type, or bytes. */
const FILE_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

/**
 * A case's rooming list (docs/product/rooming-list.md), staff only for now: GET/PUT the whole
 * list, import a file into the grid, the template and the export in Excel or CSV; the contracts of
 * `roomingRoutes`.
 */
export const roomingRoutes: FastifyPluginAsyncZod<{ db: Db; exporter: Exporter }> = async (
  app,
  { db, exporter },
) => {
  // Only this plugin's routes take file bodies, read as bytes up to the upload limit.
  app.addContentTypeParser(
    FILE_TYPES,
    { parseAs: 'buffer', bodyLimit: ROOMING_MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...staff.route(routes.read),
    handler: (request) => getRoomingList(db, request.params.docNum),
  });
  app.route({
    ...staff.route(routes.save),
    handler: (request) => saveRoomingList(db, request.params.docNum, request.body),
  });

  app.route({
    ...staff.route(routes.importFile),
    bodyLimit: ROOMING_MAX_UPLOAD_BYTES,
    handler: async (request) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (!FILE_TYPES.includes(type) || !Buffer.isBuffer(request.body))
        throw new AppError(415, 'UnsupportedMediaType', roomingMessages.mediaType);
      return importRoomingFile(db, request.params.docNum, request.query.format, request.body);
    },
  });

  app.route({
    ...staff.route(routes.exportFile),
    compress: false as const,
    handler: async (request, reply) => {
      const list = await getRoomingList(db, request.params.docNum);
      const base = `rooming-list-pratica-${list.caseNumber}`;
      return exporter.send(request, reply, request.query.format, base, roomingRows(list), roomingLayout);
    },
  });

  app.route({
    ...staff.route(routes.template),
    compress: false as const,
    handler: async (request, reply) => {
      await getRoomingList(db, request.params.docNum);
      return exporter.send(
        request,
        reply,
        request.query.format,
        'modello-rooming-list',
        roomingRows(null),
        roomingLayout,
      );
    },
  });
};
