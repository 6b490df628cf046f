import { idParam } from '../http';
import { requestIdParam } from '../quote-requests';
import {
  myRequestAttachmentParams,
  requestAttachmentParams,
  requestMessage,
  requestMessageThread,
  requestMessageWrite,
  unreadMessages,
} from '../request-messages';
import { defineRoute } from './define-route';

// Exported by the subpath `@ham/contracts/request-messages` only, with the schemas it carries (the
// shell's menu badge knows the unread routes by type only: the first staff screen's budget).

/** 'Messaggi' of a quote request, staff side (docs/product/agency-portal.md#messages). */
export const staffRequestMessageRoutes = {
  unread: defineRoute({
    method: 'GET',
    path: '/docs/quotereqs/unread-messages',
    response: unreadMessages,
  }),
  thread: defineRoute({
    method: 'GET',
    path: '/docs/quotereqs/:requestId/messages',
    params: requestIdParam,
    response: requestMessageThread,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/docs/quotereqs/:requestId/messages',
    params: requestIdParam,
    body: requestMessageWrite,
    response: requestMessage,
    status: 201,
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/docs/quotereqs/:requestId/messages/read',
    params: requestIdParam,
    response: unreadMessages,
  }),
  /** The file itself (`Content-Disposition: attachment`). */
  attachment: defineRoute({
    method: 'GET',
    path: '/docs/quotereqs/:requestId/attachments/:attachmentId',
    params: requestAttachmentParams,
  }),
};

/** 'Messaggi' of one of the agency's own requests (docs/product/agency-portal.md#messages). */
export const agencyRequestMessageRoutes = {
  unread: defineRoute({
    method: 'GET',
    path: '/quotereq/unread-messages',
    response: unreadMessages,
  }),
  thread: defineRoute({
    method: 'GET',
    path: '/quotereq/:id/messages',
    params: idParam,
    response: requestMessageThread,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/quotereq/:id/messages',
    params: idParam,
    body: requestMessageWrite,
    response: requestMessage,
    status: 201,
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/quotereq/:id/messages/read',
    params: idParam,
    response: unreadMessages,
  }),
  attachment: defineRoute({
    method: 'GET',
    path: '/quotereq/:id/attachments/:attachmentId',
    params: myRequestAttachmentParams,
  }),
};
