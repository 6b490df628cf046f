import { LoadingSpinner } from '../feedback/loading-spinner';
import { lazyPart } from '../lazy/lazy-part';

// 'Messaggi' (docs/product/agency-portal.md#messages): the thread is a chunk of its own
// (request-messages-thread.tsx), loaded with the request screens that show it.
const part = lazyPart(() => import('./request-messages-thread'), 'RequestMessagesCard', <LoadingSpinner />);

/**
 * 'Messaggi' of a quote request, for staff (`side="staff"`) or the agency that sent it: the
 * thread newest last, a text and a file to send; opening it reads the other side's messages.
 */
export const RequestMessagesPanel = part.Part;
/** Loads the messages chunk (tests preload it). */
export const preloadRequestMessages = part.preload;
