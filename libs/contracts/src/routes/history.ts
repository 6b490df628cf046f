import {
  activityExportQuery,
  activityQuery,
  historyConfig,
  historyConfigParams,
  historyConfigUpdate,
  historyEntry,
  historyPageQuery,
  historyRecordParams,
  signInEvent,
  signInQuery,
} from '../history';
import { paged } from '../paging';
import { defineRoute } from './define-route';

// Exported by the subpath `@ham/contracts/history` only, with the history schemas they carry: the
// contracts' index (which the first staff screen loads) never pulls them in.

/**
 * 'Storico modifiche' of a record or of a group of Configurazione (staff), 'Registro attività' and
 * its Excel/CSV download, 'Accessi' (`manage_users`); read only (docs/product/history.md).
 */
export const historyRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/history/config/:group',
    params: historyConfigParams,
    query: historyPageQuery,
    response: paged(historyEntry),
  }),
  record: defineRoute({
    method: 'GET',
    path: '/history/:kind/:id',
    params: historyRecordParams,
    query: historyPageQuery,
    response: paged(historyEntry),
  }),
  activity: defineRoute({
    method: 'GET',
    path: '/history',
    query: activityQuery,
    response: paged(historyEntry),
  }),
  /** The activity's lines as a file (`format`: xlsx or csv). */
  activityExport: defineRoute({ method: 'GET', path: '/history/export', query: activityExportQuery }),
  signIns: defineRoute({
    method: 'GET',
    path: '/sign-ins',
    query: signInQuery,
    response: paged(signInEvent),
  }),
};

/**
 * Configurazione → 'Storico modifiche' (how many years the lines are kept): the group 'history' of
 * `configGroupRoutes`, kept here with its schemas.
 */
export const historyConfigGroupRoutes = {
  history: {
    read: defineRoute({ method: 'GET', path: '/config/history', response: historyConfig }),
    save: defineRoute({
      method: 'PUT',
      path: '/config/history',
      body: historyConfigUpdate,
      response: historyConfig,
    }),
  },
};
