import { idParam } from '../http';
import { sdiHistory, sdiImportQuery, sdiImportResult } from '../sdi';
import { defineRoute } from './define-route';

/** The SdI outcome: import of its messages (the body is the XML or ZIP file itself), a document's history and marks. */
export const sdiRoutes = {
  importMessages: defineRoute({
    method: 'POST',
    path: '/sdi/messages',
    query: sdiImportQuery,
    response: sdiImportResult,
  }),
  history: defineRoute({ method: 'GET', path: '/sdi/documents/:id', params: idParam, response: sdiHistory }),
  markSent: defineRoute({
    method: 'POST',
    path: '/sdi/documents/:id/sent',
    params: idParam,
    response: sdiHistory,
  }),
  sendPec: defineRoute({
    method: 'POST',
    path: '/sdi/documents/:id/pec',
    params: idParam,
    response: sdiHistory,
  }),
};
