import {
  agencyRequestMessageRoutes,
  MESSAGE_MAX_ATTACHMENT_BASE64,
  requestMessageTexts,
  staffRequestMessageRoutes,
} from '@ham/contracts/request-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAttempt } from '../auth/attempt-counters';
import { currentAgencyId, currentUser, requireAgency, requireStaff } from '../auth/guard';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { AppError } from '../errors';
import { routeOptions } from '../http/route-options';
import { attachmentDisposition } from './attachment-rules';
import { messageLimits } from './message-limits';
import {
  getAttachment,
  getThread,
  type MessageReader,
  readThread,
  sendMessage,
  unreadFor,
} from './messages-service';

/** A message's JSON: the text (at most 5,000 characters, escaped up to 6 bytes each) and the file in base64. */
const MESSAGE_BODY_LIMIT = MESSAGE_MAX_ATTACHMENT_BASE64 + 64 * 1024;

function readerOf(request: FastifyRequest): MessageReader {
  const user = currentUser(request);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
  return user.type === 'agency'
    ? { side: 'agency', accountId: user.accountId, name, agencyId: currentAgencyId(request) }
    : { side: 'staff', accountId: user.accountId, name };
}

/** Counts the message against its author's limits (429 with Retry-After over one). */
async function limitMessages(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const wait = await countAttempt(db, messageLimits(currentUser(request).accountId));
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new AppError(429, 'TooManyRequests', requestMessageTexts.tooMany);
  }
}

/** The file as a download only: its stored type, a safe name, no sniffing, not cached by shared caches. */
function sendFile(reply: FastifyReply, file: { file_name: string; media_type: string; content: Buffer }) {
  return reply
    .header('content-type', file.media_type)
    .header('content-disposition', attachmentDisposition(file.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/**
 * 'Messaggi' of a quote request (docs/product/agency-portal.md#messages): the staff's routes under
 * /docs/quotereqs (any request) and the agency's under /quotereq (its own requests only, 404 for
 * another agency's); the contracts of `staffRequestMessageRoutes` and `agencyRequestMessageRoutes`.
 */
export const requestMessageRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (
  app,
  { config, db },
) => {
  for (const [routes, guard] of [
    [staffRequestMessageRoutes, requireStaff],
    [agencyRequestMessageRoutes, requireAgency],
  ] as const) {
    const route = routeOptions(['quotereq'], guard);
    app.route({
      ...route.route(routes.unread),
      handler: (request) => unreadFor(db, readerOf(request)),
    });
  }

  const staff = routeOptions(['quotereq'], requireStaff);
  const agency = routeOptions(['quotereq'], requireAgency);
  const staffRoutes = staffRequestMessageRoutes;
  const agencyRoutes = agencyRequestMessageRoutes;

  app.route({
    ...staff.route(staffRoutes.thread),
    handler: (request) => getThread(db, readerOf(request), request.params.requestId),
  });
  app.route({
    ...agency.route(agencyRoutes.thread),
    handler: (request) => getThread(db, readerOf(request), request.params.id),
  });

  app.route({
    ...staff.route(staffRoutes.send),
    bodyLimit: MESSAGE_BODY_LIMIT,
    handler: async (request, reply) => {
      await limitMessages(db, request, reply);
      const sent = await sendMessage(db, readerOf(request), request.params.requestId, request.body, config);
      return reply.code(201).send(sent);
    },
  });
  app.route({
    ...agency.route(agencyRoutes.send),
    bodyLimit: MESSAGE_BODY_LIMIT,
    handler: async (request, reply) => {
      await limitMessages(db, request, reply);
      const sent = await sendMessage(db, readerOf(request), request.params.id, request.body, config);
      return reply.code(201).send(sent);
    },
  });

  app.route({
    ...staff.route(staffRoutes.markRead),
    handler: (request) => readThread(db, readerOf(request), request.params.requestId),
  });
  app.route({
    ...agency.route(agencyRoutes.markRead),
    handler: (request) => readThread(db, readerOf(request), request.params.id),
  });

  app.route({
    ...staff.route(staffRoutes.attachment),
    compress: false as const,
    handler: async (request, reply) => {
      const { requestId, attachmentId } = request.params;
      return sendFile(reply, await getAttachment(db, readerOf(request), requestId, attachmentId));
    },
  });
  app.route({
    ...agency.route(agencyRoutes.attachment),
    compress: false as const,
    handler: async (request, reply) => {
      const { id, attachmentId } = request.params;
      return sendFile(reply, await getAttachment(db, readerOf(request), id, attachmentId));
    },
  });
};
