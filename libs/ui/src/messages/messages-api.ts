import type {
  agencyRequestMessageRoutes,
  MessageSide,
  staffRequestMessageRoutes,
} from '@ham/contracts/request-messages';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

type Staff = typeof staffRequestMessageRoutes;
type Agency = typeof agencyRequestMessageRoutes;

/**
 * 'Messaggi' of a quote request (docs/product/agency-portal.md#messages), for the side that reads:
 * staff under /docs/quotereqs, an agency under /quotereq. Their contracts by type only
 * (`endpoint.at`): the facade and the shell's menu hold neither the contracts' schemas nor zod.
 */
export const requestMessagesApi = {
  staff: {
    unread: endpoint.at<Staff['unread']>({ method: 'GET', path: '/docs/quotereqs/unread-messages' }),
    thread: endpoint.at<Staff['thread']>({ method: 'GET', path: '/docs/quotereqs/:requestId/messages' }),
    send: endpoint.at<Staff['send']>({ method: 'POST', path: '/docs/quotereqs/:requestId/messages' }),
    markRead: endpoint.at<Staff['markRead']>({
      method: 'POST',
      path: '/docs/quotereqs/:requestId/messages/read',
    }),
    attachment: endpoint.at<Staff['attachment']>({
      method: 'GET',
      path: '/docs/quotereqs/:requestId/attachments/:attachmentId',
    }),
  },
  agency: {
    unread: endpoint.at<Agency['unread']>({ method: 'GET', path: '/quotereq/unread-messages' }),
    thread: endpoint.at<Agency['thread']>({ method: 'GET', path: '/quotereq/:id/messages' }),
    send: endpoint.at<Agency['send']>({ method: 'POST', path: '/quotereq/:id/messages' }),
    markRead: endpoint.at<Agency['markRead']>({ method: 'POST', path: '/quotereq/:id/messages/read' }),
    attachment: endpoint.at<Agency['attachment']>({
      method: 'GET',
      path: '/quotereq/:id/attachments/:attachmentId',
    }),
  },
};

/** Every query of the messages: a thread, the menu's count; refreshed together after a send or a read. */
export const requestMessagesKeys = {
  all: ['request-messages'] as const,
  unread: (side: MessageSide) => ['request-messages', side, 'unread'] as const,
  thread: (side: MessageSide, requestId: number) => ['request-messages', side, 'thread', requestId] as const,
};

/** How often the menus ask for the unread count (one indexed count). */
const UNREAD_EVERY_MS = 60_000;

export const requestMessagesQueries = {
  /** The unread messages of the other side: the badge of 'Richieste preventivo' or 'Le mie richieste'. */
  unread: (side: MessageSide) => ({
    ...apiQuery(requestMessagesKeys.unread(side), (api, signal) =>
      callEndpoint(api, requestMessagesApi[side].unread, { signal }),
    ),
    refetchInterval: UNREAD_EVERY_MS,
  }),
  /** A request's thread, asked again as the menus' count is (a message of the other side shows up while it is open). */
  thread: (side: MessageSide, requestId: number) => ({
    ...apiQuery(requestMessagesKeys.thread(side, requestId), (api, signal) =>
      side === 'staff'
        ? callEndpoint(api, requestMessagesApi.staff.thread, { params: { requestId }, signal })
        : callEndpoint(api, requestMessagesApi.agency.thread, { params: { id: requestId }, signal }),
    ),
    refetchInterval: UNREAD_EVERY_MS,
  }),
};
