import {
  agencyRoomingRoutes,
  ROOMING_MAX_UPLOAD_BYTES,
  roomingMessages,
  roomingRoutes as routes,
} from '@ham/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAgencyId, currentUser, requireAgency, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { AppError } from '../errors';
import type { Exporter } from '../exports/send-export';
import { routeOptions } from '../http/route-options';
import { roomingLayout, roomingRows } from './rooming-export';
import {
  getRoomingList,
  importRoomingFile,
  listAgencyCases,
  type RoomingViewer,
  saveRoomingDeadline,
  saveRoomingList,
} from './rooming-service';

const staff = routeOptions(['rooming'], requireStaff);
const agency = routeOptions(['quotereq'], requireAgency);

/** What an import may be sent as: the file's own type, or bytes. */
const FILE_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

/** The request's user as a reader or writer of a rooming list: staff, or an agency's own cases only. */
function viewerOf(request: FastifyRequest): RoomingViewer {
  const user = currentUser(request);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return user.type === 'agency'
    ? { kind: 'agency', accountId: user.accountId, name, agencyId: currentAgencyId(request) }
    : { kind: 'staff', accountId: user.accountId, name };
}

/**
 * A case's rooming list (docs/product/rooming-list.md): GET/PUT the whole list, import a file into
 * the grid, the template and the export in Excel or CSV; for staff (`roomingRoutes`, any case, and
 * the case's deadline) and for the agency portal (`agencyRoomingRoutes`: 'Le mie pratiche', the
 * agency's own cases only, written until the deadline). The same handlers serve both.
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

  type DocRequest = FastifyRequest<{ Params: { docNum: number } }>;
  type FileRequest = FastifyRequest<{ Params: { docNum: number }; Querystring: { format: 'xlsx' | 'csv' } }>;
  const read = (request: DocRequest) => getRoomingList(db, request.params.docNum, viewerOf(request));
  const importFile = async (request: FileRequest) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!FILE_TYPES.includes(type) || !Buffer.isBuffer(request.body))
      throw new AppError(415, 'UnsupportedMediaType', roomingMessages.mediaType);
    return importRoomingFile(
      db,
      request.params.docNum,
      request.query.format,
      request.body,
      viewerOf(request),
    );
  };
  const exportFile = async (request: FileRequest, reply: FastifyReply) => {
    const list = await read(request);
    const base = `rooming-list-pratica-${list.caseNumber}`;
    return exporter.send(request, reply, request.query.format, base, roomingRows(list), roomingLayout);
  };
  const template = async (request: FileRequest, reply: FastifyReply) => {
    await read(request);
    return exporter.send(
      request,
      reply,
      request.query.format,
      'modello-rooming-list',
      roomingRows(null),
      roomingLayout,
    );
  };

  for (const [options, group] of [
    [staff, routes],
    [agency, agencyRoomingRoutes],
  ] as const) {
    app.route({ ...options.route(group.read), handler: read });
    app.route({
      ...options.route(group.save),
      handler: (request) => saveRoomingList(db, request.params.docNum, request.body, viewerOf(request)),
    });
    app.route({
      ...options.route(group.importFile),
      bodyLimit: ROOMING_MAX_UPLOAD_BYTES,
      handler: importFile,
    });
    app.route({ ...options.route(group.exportFile), compress: false as const, handler: exportFile });
    app.route({ ...options.route(group.template), compress: false as const, handler: template });
  }

  app.route({
    ...staff.route(routes.deadline),
    handler: (request) =>
      saveRoomingDeadline(db, request.params.docNum, request.body.deadline, viewerOf(request)),
  });
  app.route({
    ...agency.route(agencyRoomingRoutes.cases),
    handler: (request) => listAgencyCases(db, currentAgencyId(request)),
  });
};
